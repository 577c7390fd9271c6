// Alerts as a buyer gets them: a saved search on /cars, a seller's new matching car, the bell's count, the
// notification, and the mail in MailDev (read from its REST API) with its List-Unsubscribe header.
import { type APIRequestContext, expect, test } from '@playwright/test';
import { API_URL, E2E_PORTS } from '../ports';
import { apiLogin, apiSignup, DEMO, ONE_PIXEL_PNG, signIn, SIGNUP_PASSWORD } from '../session';

const INBOX_API = `http://127.0.0.1:${E2E_PORTS.mailInbox}/api/email`;

interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  to: { address: string }[];
}

/**
 * Proves `email` as its holder does, with the link of the mail MailDev caught: the site mails an address nothing
 * else until it is proven.
 */
async function proveAddress(request: APIRequestContext, email: string): Promise<void> {
  let token: string | undefined;
  await expect
    .poll(async () => {
      const all = (await (await fetch(INBOX_API)).json()) as CaughtMail[];
      const mail = all.find(
        (each) =>
          each.to.some((to) => to.address === email) && each.subject === 'Confirm your e-mail address',
      );
      token = mail && /\/verify-email\?token=([\w-]+)/.exec(mail.text)?.[1];
      return token !== undefined;
    })
    .toBe(true);
  const res = await request.post(`${API_URL}/auth/verify-email`, { data: { token } });
  expect(res.status()).toBe(200);
}

test('a buyer saves a search, a seller lists a matching car, the buyer is told in the app and by mail', async ({
  page,
  request,
}) => {
  // Sign-up, a search, a listing, the background pass (every 5 s) and a mail: more than a minute on a busy machine.
  test.setTimeout(360_000);
  const model = `Alertia${Date.now()}`;
  const buyer = await apiSignup(request, 'Sadia Alerts', 'Buyer');
  await proveAddress(request, buyer.email);
  await signIn(page, buyer.email, SIGNUP_PASSWORD);
  await page.goto('/');

  // The bell is there from the start, with nothing unread.
  await expect(page.getByRole('link', { name: 'Notifications, 0 unread' })).toBeVisible();

  await page.goto(`/cars?brand=toyota&model=${model}&maxPrice=20000`);
  await page.getByRole('button', { name: 'Save this search' }).click();
  await page.getByLabel('Name of the search').fill(`New ${model}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Search saved.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Your saved searches' }).click();
  await expect(page.getByRole('link', { name: `New ${model}` })).toHaveAttribute(
    'href',
    `/cars?brand=toyota&maxPrice=20000&model=${model}`,
  );

  // The seller lists a matching car.
  const seller = await apiLogin(request, DEMO.seller);
  const headers = { Authorization: `Bearer ${seller.token}` };
  const upload = await request.post(`${API_URL}/images`, {
    headers,
    multipart: { image: { name: 'car.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG } },
  });
  expect(upload.status()).toBe(201);
  const photo = ((await upload.json()) as { data: { url: string; thumbUrl: string } }).data;
  const created = await request.post(`${API_URL}/product`, {
    headers,
    data: {
      product_name: `Toyota ${model}`,
      description: 'Listed by the alerts journey.',
      category: 'sedan',
      brand: 'toyota',
      condition: 'Good',
      originalPrice: 20000,
      sellPrice: 14500,
      location: 'Dhaka',
      purchaseYear: '2017-06',
      mobile: '+880 1711-000000',
      model,
      mileage: 61000,
      fuel: 'Petrol',
      transmission: 'Automatic',
      image: photo.url,
      thumbnail: photo.thumbUrl,
    },
  });
  expect(created.status()).toBe(201);
  const carId = ((await created.json()) as { insertedId: string }).insertedId;

  // The background pass finds it within seconds; the bell asks again on each page load.
  const bell = page.getByRole('link', { name: 'Notifications, 1 unread' });
  await expect(async () => {
    await page.goto('/');
    await expect(bell).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(bell).toContainText('1');

  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  const item = page.getByRole('list', { name: 'Notifications' }).getByRole('link');
  await expect(item).toContainText(`New match for "New ${model}"`);
  // Listed as the original clients list (no model year): named by the year it was bought.
  await expect(item).toContainText(`Toyota ${model} (bought 2017), $14,500`);
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/products/${carId}$`));
  // Opened: read.
  await expect(page.getByRole('link', { name: 'Notifications, 0 unread' })).toBeVisible();

  // The mail arrived, with its unsubscribe link in the List-Unsubscribe header.
  let mail: CaughtMail | undefined;
  await expect
    .poll(async () => {
      const all = (await (await fetch(INBOX_API)).json()) as CaughtMail[];
      // (The first mail to the new account is the sign-up's confirmation link.)
      mail = all.find(
        (each) => each.to.some((to) => to.address === buyer.email) && each.subject.startsWith('New match'),
      );
      return mail !== undefined;
    })
    .toBe(true);
  expect(mail!.subject).toBe(`New match for "New ${model}": Toyota ${model} (bought 2017)`);
  expect(mail!.text).toContain(`/products/${carId}`);
  // MailDev's parsed headers leave List-Unsubscribe out: the mail's source has it.
  const source = await (await fetch(`${INBOX_API}/${mail!.id}/source`)).text();
  // (folded onto the next line when long)
  const unsubscribe =
    /^List-Unsubscribe:\s*<(http:\/\/\S+\/api\/saved-searches\/unsubscribe\/[\w-]+)>/im.exec(source)?.[1];
  expect(unsubscribe).toBeTruthy();
  expect(mail!.text).toContain(unsubscribe!);

  // The link works in a browser with nobody logged in, for that search.
  const stranger = await page.context().browser()!.newPage();
  await stranger.goto(unsubscribe!);
  await stranger.getByRole('button', { name: 'Turn off these e-mails' }).click();
  await expect(stranger.getByText('You will get no more e-mails for this saved search.')).toBeVisible();
  await stranger.close();
  await page.goto('/saved-searches');
  await expect(page.getByRole('switch')).not.toBeChecked();
});
