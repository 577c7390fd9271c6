// Reported conversations: an admin reads the reported thread with who reported it and how often, then warns one
// account and suspends another; the warned account finds the warning among its notifications, the suspended one is
// signed out and told why when it tries to sign in again. On a phone and on a desktop.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ACCOUNT_SUSPENDED_MESSAGE } from '@usedcars/contract/messages';
import { API_URL } from '../ports';
import { apiSignup, BOTH_SIZES, DEMO, listCar, loginButton, signIn, SIGNUP_PASSWORD } from '../session';

type Session = Awaited<ReturnType<typeof apiSignup>>;

async function postAs(request: APIRequestContext, token: string, path: string, data: object) {
  const response = await request.post(`${API_URL}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { _id: string };
}

/** `buyer` writes `text` to `seller` about `carId`, the seller answers, then reports the conversation as a scam. */
async function reportedConversation(
  request: APIRequestContext,
  seller: Session,
  buyer: Session,
  carId: string,
  text: string,
) {
  const { _id: id } = await postAs(request, buyer.token, '/conversations', { productID: carId, text });
  await postAs(request, seller.token, `/conversations/${id}/messages`, { text: 'Can I see it first?' });
  await postAs(request, seller.token, `/conversations/${id}/report`, { reason: 'scam' });
  return id;
}

async function openAs(browser: Browser, viewport: { width: number; height: number }, email: string) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, email, email === DEMO.admin ? undefined : SIGNUP_PASSWORD);
  return { context, page };
}

/** Takes `action` on the card of the report of `reported`, through its confirmation. */
async function act(page: Page, reported: string, action: 'Warn' | 'Suspend') {
  const card = page.getByRole('region', { name: new RegExp(`^Report of ${reported} by`) });
  await card.getByRole('button', { name: `${action} ${reported}` }).click();
  const dialog = page.getByRole('dialog', { name: `${action} ${reported}` });
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);
}

for (const [size, viewport] of BOTH_SIZES) {
  test(`an admin reads a reported conversation, warns one account and suspends another, on ${size}`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const stamp = Date.now();
    const seller = await apiSignup(request, `Careful Seller ${stamp}`, 'Seller');
    const warnedName = `Pushy Buyer ${stamp}`;
    const suspendedName = `Scam Buyer ${stamp}`;
    const warned = await apiSignup(request, warnedName, 'Buyer');
    const suspended = await apiSignup(request, suspendedName, 'Buyer');
    const car = await listCar(request, `Reported Chat Car ${stamp}`, { token: seller.token });
    await reportedConversation(request, seller, warned, car._id, 'Lower the price or I post bad reviews');
    await reportedConversation(request, seller, suspended, car._id, 'Pay my agent by gift card first');

    // The account to be suspended is signed in, on its messages.
    const target = await openAs(browser, viewport, suspended.email);
    const admin = await openAs(browser, viewport, DEMO.admin);
    try {
      await target.page.goto('/messages');
      await expect(target.page.getByRole('navigation', { name: 'My conversations' })).toBeVisible({
        timeout: 60_000,
      });

      await admin.page.goto('/admin/reported-conversations');
      // The admin console's first page loads its remote: slow on a busy machine.
      await expect(admin.page.getByRole('heading', { level: 1, name: 'Reported Messages' })).toBeVisible({
        timeout: 60_000,
      });
      const card = admin.page.getByRole('region', {
        name: `Report of ${warnedName} by Careful Seller ${stamp}`,
      });
      // The whole story before acting: the thread, both sides, and how often the reporter reports.
      const thread = card.getByRole('list', { name: 'Latest messages' });
      await expect(thread).toContainText('Lower the price or I post bad reviews');
      await expect(thread).toContainText('Can I see it first?');
      await expect(card).toContainText('2 messages');
      await expect(card).toContainText('Reported 2 conversations');
      await expect(card).toContainText('Scam or fraud');

      await act(admin.page, warnedName, 'Warn');
      await act(admin.page, suspendedName, 'Suspend');

      // Handled reports say what was done.
      await admin.page.getByText('Handled', { exact: true }).click();
      const handled = admin.page.getByRole('region', {
        name: `Report of ${warnedName} by Careful Seller ${stamp}`,
      });
      await expect(handled).toContainText('Account warned');
      await expect(
        admin.page.getByRole('region', { name: new RegExp(`^Report of ${suspendedName} by`) }),
      ).toContainText('Account suspended');

      // The suspended account's session ends; signing in again says why.
      await target.page.reload();
      await expect(target.page).toHaveURL(/\/login/);
      await target.page.getByLabel('Email').fill(suspended.email);
      await target.page.getByLabel('Password').fill(SIGNUP_PASSWORD);
      await loginButton(target.page).click();
      await expect(target.page.getByText(ACCOUNT_SUSPENDED_MESSAGE)).toBeVisible();
      await expect(target.page).toHaveURL(/\/login/);
    } finally {
      await admin.context.close();
      await target.context.close();
    }

    // The warned account sees the warning among its notifications.
    const reader = await openAs(browser, viewport, warned.email);
    try {
      await reader.page.goto('/notifications');
      const notices = reader.page.getByRole('list', { name: 'Notifications' });
      await expect(notices).toContainText("A warning from the site's admins");
      await expect(notices).toContainText(`Reported Chat Car ${stamp}`);
      await expect(notices).not.toContainText('Careful Seller');
    } finally {
      await reader.context.close();
    }
  });
}
