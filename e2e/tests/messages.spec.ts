// Messages between a buyer and a seller, live: two browsers (two contexts, two sessions) talk about a car, each
// seeing the other's message appear without a reload, with the header's unread count following.
import { expect, test, type Page } from '@playwright/test';
import { CONVERSATION_CLOSED_MESSAGES } from '@usedcars/contract/conversation-messages';
import { API_URL } from '../ports';
import {
  apiLogin,
  apiSignup,
  DEMO,
  listCar,
  loginThroughUi,
  signIn,
  SIGNUP_PASSWORD,
  screenshotForPeople,
} from '../session';

const messagesLink = (page: Page) => page.getByTestId('messages-link');

test('a buyer messages a seller about a car and they converse live, in two browsers', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const seller = await apiSignup(request, `Seller ${stamp}`, 'Seller');
  const buyerName = `Buyer ${stamp}`;
  const buyer = await apiSignup(request, buyerName, 'Buyer');
  const carName = `Messaged Car ${stamp}`;
  const car = await listCar(request, carName, { token: seller.token });

  const sellerContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const buyerContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  try {
    const sellerPage = await sellerContext.newPage();
    const buyerPage = await buyerContext.newPage();

    // The seller waits on their Messages page.
    await signIn(sellerPage, seller.email, SIGNUP_PASSWORD);
    await sellerPage.goto('/messages');
    await expect(sellerPage.getByRole('heading', { name: 'No messages' })).toBeVisible();
    await expect(messagesLink(sellerPage)).toHaveAccessibleName('Messages, 0 unread');

    // The buyer opens the car and messages the seller.
    await signIn(buyerPage, buyer.email, SIGNUP_PASSWORD);
    await buyerPage.goto(`/products/${car._id}`);
    await buyerPage.getByRole('button', { name: 'Message seller' }).click();
    const dialog = buyerPage.getByRole('dialog', { name: `Message the seller of ${carName}` });
    await dialog.getByLabel('Your message').fill('Hello! Is the <b>price</b> negotiable?');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(buyerPage).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
    const buyerLog = buyerPage.getByRole('log', { name: `Messages with Seller ${stamp}` });
    // Shown as text, markup and all.
    await expect(buyerLog).toContainText('Hello! Is the <b>price</b> negotiable?');

    // Without a reload, the seller's list shows it, unread, and the header counts it.
    const conversation = sellerPage.getByRole('link', { name: new RegExp(buyerName) });
    await expect(conversation).toBeVisible();
    await expect(conversation).toContainText(carName);
    await expect(conversation.getByLabel('1 unread')).toBeVisible();
    await expect(messagesLink(sellerPage)).toHaveAccessibleName('Messages, 1 unread');

    // The seller opens it (read: the count goes) and answers.
    await conversation.click();
    const sellerLog = sellerPage.getByRole('log', { name: `Messages with ${buyerName}` });
    await expect(sellerLog).toContainText('Is the <b>price</b> negotiable?');
    await expect(messagesLink(sellerPage)).toHaveAccessibleName('Messages, 0 unread');
    await sellerPage.getByLabel(`Message to ${buyerName}`).fill('A little, come and see it.');
    await sellerPage.getByRole('button', { name: 'Send' }).click();
    await expect(sellerLog).toContainText('A little, come and see it.');

    // The buyer's open thread shows the answer without a reload; open, it is read at once.
    await expect(buyerLog).toContainText('A little, come and see it.');
    await expect(messagesLink(buyerPage)).toHaveAccessibleName('Messages, 0 unread');

    // Away from the thread, the next answer is counted in the buyer's header.
    await buyerPage.goto('/cars');
    await sellerPage.getByLabel(`Message to ${buyerName}`).fill('I am there all weekend.');
    await sellerPage.getByRole('button', { name: 'Send' }).click();
    await expect(messagesLink(buyerPage)).toHaveAccessibleName('Messages, 1 unread');
    await expect(messagesLink(buyerPage)).toContainText('1');
  } finally {
    await sellerContext.close();
    await buyerContext.close();
  }
});

test('a logged-out visitor who asks to message a seller logs in and comes back to the car', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const carName = `Asked Car ${stamp}`;
  const car = await listCar(request, carName);
  const buyer = await apiSignup(request, `Asker ${stamp}`, 'Buyer');
  await page.goto(`/products/${car._id}`);
  await page.getByRole('button', { name: 'Message seller' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await loginThroughUi(page, buyer.email, SIGNUP_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/products/${car._id}$`));
  await expect(page.getByRole('button', { name: 'Message seller' })).toBeVisible();
});

test('a conversation about a car the admins took down is closed for both, on a phone and a desktop', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const seller = await apiSignup(request, `Scammer ${stamp}`, 'Seller');
  const buyerName = `Wary Buyer ${stamp}`;
  const buyer = await apiSignup(request, buyerName, 'Buyer');
  const car = await listCar(request, `Too Good Car ${stamp}`, { token: seller.token });
  const started = await request.post(`${API_URL}/conversations`, {
    headers: { Authorization: `Bearer ${buyer.token}` },
    data: { productID: car._id, text: 'Can I see it first?' },
  });
  expect(started.status()).toBe(201);
  const { _id: id } = (await started.json()) as { _id: string };
  const admin = await apiLogin(request, DEMO.admin);
  const takenDown = await request.patch(`${API_URL}/admin/products/${car._id}/takedown`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { reason: 'Scam: the car does not exist' },
  });
  expect(takenDown.status()).toBe(200);

  const parties = [
    { who: buyer, other: `Scammer ${stamp}`, viewport: { width: 390, height: 844 } },
    { who: seller, other: buyerName, viewport: { width: 1366, height: 768 } },
  ];
  for (const { who, other, viewport } of parties) {
    const context = await browser.newContext({ viewport });
    try {
      const page = await context.newPage();
      await signIn(page, who.email, SIGNUP_PASSWORD);
      await page.goto(`/messages/${id}`);
      await expect(page.getByRole('log', { name: `Messages with ${other}` })).toContainText(
        'Can I see it first?',
      );
      await expect(page.getByText(CONVERSATION_CLOSED_MESSAGES['taken-down'])).toBeVisible();
      await expect(page.getByLabel(`Message to ${other}`)).toHaveCount(0);
    } finally {
      await context.close();
    }
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list and the thread are separate screens', async ({ page, request }) => {
    const stamp = Date.now();
    const car = await listCar(request, `Phone Car ${stamp}`);
    const buyer = await apiSignup(request, `Phone Buyer ${stamp}`, 'Buyer');
    await signIn(page, buyer.email, SIGNUP_PASSWORD);
    await page.goto(`/products/${car._id}`);
    await page.getByRole('button', { name: 'Message seller' }).click();
    await page.getByRole('dialog').getByLabel('Your message').fill('From my phone');
    await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('log')).toContainText('From my phone');
    await expect(page.getByRole('navigation', { name: 'My conversations' })).toBeHidden();
    await page.getByRole('link', { name: 'All messages' }).click();
    await expect(page.getByRole('navigation', { name: 'My conversations' })).toBeVisible();
    await expect(page.getByRole('log')).toHaveCount(0);
    await expect(page.getByText('Choose a conversation to read it.')).toBeHidden();
  });
});

for (const [size, viewport] of [
  ['a phone', { width: 390, height: 844 }],
  ['a desktop', { width: 1366, height: 768 }],
] as const) {
  test(`on ${size}, a party reports a conversation with what happened, and is offered Close alone once it is sent`, async ({
    page,
    request,
  }) => {
    const stamp = Date.now();
    const seller = await apiSignup(request, `Reporting Seller ${stamp}`, 'Seller');
    const buyer = await apiSignup(request, `Gift Card Buyer ${stamp}`, 'Buyer');
    const car = await listCar(request, `Reported Car ${stamp}`, { token: seller.token });
    const started = await request.post(`${API_URL}/conversations`, {
      headers: { Authorization: `Bearer ${buyer.token}` },
      data: { productID: car._id, text: 'Pay my agent by gift card first' },
    });
    expect(started.status()).toBe(201);
    const { _id: id } = (await started.json()) as { _id: string };

    await page.setViewportSize(viewport);
    await signIn(page, seller.email, SIGNUP_PASSWORD);
    await page.goto(`/messages/${id}`);
    await page.getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this conversation' });
    await dialog.getByLabel('Scam or fraud').check();
    await dialog
      .getByLabel('What happened? (optional, only the admins read it)')
      .fill('Wants a deposit by gift card before I have seen the car.');
    await screenshotForPeople(page, `report-${viewport.width}.png`);
    await dialog.getByRole('button', { name: 'Report', exact: true }).click();
    await expect(dialog.getByRole('status')).toContainText('The admins will look at this conversation.');
    // Sent: nothing left to cancel.
    const footer = dialog.locator('.ant-modal-footer');
    await expect(footer.getByRole('button')).toHaveText(['Close']);
    await screenshotForPeople(page, `reported-${viewport.width}.png`);
    await footer.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // The admins read it with the report.
    const admin = await apiLogin(request, DEMO.admin);
    const reports = (await (
      await request.get(`${API_URL}/conversation-reports`, {
        headers: { Authorization: `Bearer ${admin.token}` },
      })
    ).json()) as { conversationId: string; reason: string; details: string | null }[];
    expect(reports.find((report) => report.conversationId === id)).toMatchObject({
      reason: 'scam',
      details: 'Wants a deposit by gift card before I have seen the car.',
    });
  });
}
