// Reviews, end to end in three browsers: a buyer's deal is paid by card (the sandbox), handed over by the seller and
// confirmed by the buyer in My Orders; the buyer reviews the seller there; the review and the rating show on the
// seller's public page; the seller answers it from the console's Reviews page; an admin hides it with a reason from
// the admin console's Reviews page, and it leaves the public page and the rating.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL } from '../ports';
import {
  apiSignup,
  BOTH_SIZES,
  DEMO,
  listCar,
  signIn,
  SIGNUP_PASSWORD,
  screenshotForPeople,
} from '../session';

const CARD = {
  number: '4242 4242 4242 4242',
  exp_month: 12,
  exp_year: new Date().getUTCFullYear() + 3,
  cvc: '123',
};

/** Books the car as the holder of `token` and pays it by card through the API: answers the order's id. */
async function payForCar(request: APIRequestContext, token: string, productId: string): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const booked = await request.post(`${API_URL}/orders`, {
    headers,
    data: { productID: productId, customerMobile: '+880 1711-000001', meetLocation: 'Gulshan 1, Dhaka' },
  });
  expect(booked.status()).toBe(201);
  const { _id: orderId } = (await booked.json()) as { _id: string };
  const intent = await request.post(`${API_URL}/create-payment-intent`, { headers, data: { orderId } });
  expect(intent.status()).toBe(200);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const confirmed = await request.post(`${API_URL}/payments/sandbox/confirm`, {
    data: { clientSecret, card: CARD },
  });
  expect(confirmed.status()).toBe(200);
  const paid = await request.patch(`${API_URL}/orders/${orderId}/${productId}`, { headers });
  expect(paid.status()).toBe(200);
  return orderId;
}

/** The value beside `label` in the seller profile's facts. */
const fact = (page: Page, label: string) => page.locator('dt', { hasText: label }).locator('+ dd');

/** Nothing wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBe(0);
}

for (const [screen, viewport] of BOTH_SIZES) {
  test(`on ${screen}, a buyer reviews a completed deal, the seller answers, an admin hides it from the public page`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const stamp = `${Date.now()}${viewport.width}`;
    const sellerName = `Review Seller ${stamp}`;
    const seller = await apiSignup(request, sellerName, 'Seller');
    const buyerName = `Review Buyer ${stamp}`;
    const buyer = await apiSignup(request, buyerName, 'Buyer');
    const carName = `Reviewed Car ${stamp}`;
    const car = await listCar(request, carName, { token: seller.token });
    const orderId = await payForCar(request, buyer.token, car._id);
    // The seller marks the car handed over (the payment's capture may still be settling: retried until it is).
    await expect(async () => {
      const handed = await request.post(`${API_URL}/seller/bookings/${orderId}/handover`, {
        headers: { Authorization: `Bearer ${seller.token}` },
      });
      expect(handed.status()).toBe(200);
    }).toPass({ timeout: 20_000 });
    const reviewText = `Honest seller, the car was exactly as described. ${stamp}`;
    const sellerPath = `/sellers/${seller.user._id}`;

    const buyerContext = await browser.newContext({ viewport });
    const sellerContext = await browser.newContext({ viewport });
    const adminContext = await browser.newContext({ viewport });
    try {
      // The buyer confirms the handover in My Orders: the deal completes, and may be reviewed.
      const buyerPage = await buyerContext.newPage();
      await signIn(buyerPage, buyer.email, SIGNUP_PASSWORD);
      await buyerPage.goto('/my-orders');
      const order = buyerPage
        .getByRole('list', { name: 'My orders' })
        .getByRole('listitem')
        .filter({ hasText: carName });
      await order.getByRole('button', { name: `Confirm you received ${carName}` }).click();
      await expect(order.getByText('Completed', { exact: true })).toBeVisible();
      await order.getByRole('button', { name: `Write a review of the seller of ${carName}` }).click();
      const form = buyerPage.getByRole('dialog', { name: `Review the seller of ${carName}` });
      // The stars by keyboard: into the group, then the arrow keys.
      await form.getByRole('radio', { name: '1 star' }).focus();
      await buyerPage.keyboard.press('ArrowRight');
      await buyerPage.keyboard.press('ArrowRight');
      await buyerPage.keyboard.press('ArrowRight');
      await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
      await form.getByLabel('About the deal').fill('Too short');
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect(form.getByText('Please write 10 to 2000 characters about the deal.')).toBeVisible();
      await form.getByLabel('About the deal').fill(reviewText);
      await screenshotForPeople(buyerPage, `buyer-review-form-${viewport.width}.png`);
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect(buyerPage.getByText('Thank you: your review is published.')).toBeVisible();
      const yours = order.getByRole('region', { name: 'Your review' });
      await expect(yours).toContainText(reviewText);
      await expect(yours.getByRole('img', { name: '4 of 5 stars' })).toBeVisible();
      await expect(order.getByRole('button', { name: /Write a review/ })).toHaveCount(0);
      await expectNoSidewaysScroll(buyerPage);
      await screenshotForPeople(order, `buyer-reviewed-${viewport.width}.png`);

      // The seller's public page: the review and the rating.
      await buyerPage.goto(sellerPath);
      await expect(
        fact(buyerPage, 'Rating').getByRole('img', { name: 'Rated 4.0 of 5 from 1 review' }),
      ).toBeVisible();
      await expect(buyerPage.getByTestId('review').filter({ hasText: reviewText })).toBeVisible();

      // The seller answers from the console's Reviews page, once.
      const sellerPage = await sellerContext.newPage();
      await signIn(sellerPage, seller.email, SIGNUP_PASSWORD);
      await sellerPage.goto('/seller/dashboard');
      await sellerPage
        .getByRole('navigation', { name: 'Seller menu' })
        .getByRole('link', { name: 'Reviews' })
        .click();
      await expect(sellerPage.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
      const item = sellerPage.getByRole('listitem', { name: `${buyerName} about ${carName}` });
      await expect(item).toContainText(reviewText);
      const answerText = `Thank you, drive safe! ${stamp}`;
      await item.getByLabel(`Your answer to ${buyerName} (once, shown to everyone)`).fill(answerText);
      await screenshotForPeople(sellerPage, `seller-reviews-${viewport.width}.png`, { fullPage: true });
      await item.getByRole('button', { name: 'Answer' }).click();
      await expect(item).toContainText(answerText);
      await expect(item.getByRole('button', { name: 'Answer' })).toHaveCount(0);
      await expectNoSidewaysScroll(sellerPage);
      await screenshotForPeople(sellerPage, `seller-answered-${viewport.width}.png`, { fullPage: true });

      // The buyer sees the answer in My Orders.
      await buyerPage.goto('/my-orders');
      await expect(order.getByRole('region', { name: 'Your review' })).toContainText(answerText);

      // An admin hides it, with a reason: it leaves the public page and the rating.
      const adminPage = await adminContext.newPage();
      await signIn(adminPage, DEMO.admin);
      await adminPage.goto('/admin/dashboard');
      await adminPage
        .getByRole('navigation', { name: 'Admin menu' })
        .getByRole('link', { name: 'Reviews' })
        .click();
      await expect(adminPage.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
      // The reviewer's name finds the row; on a phone the date, the seller and the words fold into its line below.
      const row = adminPage.getByRole('row').filter({ hasText: buyerName });
      await expect(row.getByRole('img', { name: '4 of 5 stars' })).toBeVisible();
      await expect(adminPage.getByRole('link', { name: sellerName })).toHaveCount(
        viewport.width < 768 ? 0 : 1,
      );
      await screenshotForPeople(adminPage, `admin-reviews-${viewport.width}.png`, { fullPage: true });
      await row.getByRole('button', { name: `Hide the review by ${buyerName}` }).click();
      const hide = adminPage.getByRole('dialog', { name: `Hide the review by ${buyerName}` });
      await hide.getByRole('button', { name: 'Hide' }).click();
      await expect(hide.getByText('Please give a reason of 1 to 500 characters.')).toBeVisible();
      await hide.getByLabel('Reason').fill('Names the seller’s family.');
      await screenshotForPeople(adminPage, `admin-hide-${viewport.width}.png`);
      await hide.getByRole('button', { name: 'Hide' }).click();
      await expect(adminPage.getByText('Review hidden.')).toBeVisible();
      await expect(row).toHaveCount(0);
      await adminPage.getByText('Hidden', { exact: true }).click();
      await expect(row).toContainText('Names the seller’s family.');
      await expect(row).toContainText(/Hidden by /);
      await expectNoSidewaysScroll(adminPage);
      await screenshotForPeople(adminPage, `admin-hidden-${viewport.width}.png`, { fullPage: true });

      await expect(async () => {
        await buyerPage.goto(sellerPath);
        await expect(fact(buyerPage, 'Rating')).toHaveText('No reviews yet', { timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      await expect(buyerPage.getByTestId('review')).toHaveCount(0);
      // The seller still sees it, marked.
      await sellerPage.reload();
      await expect(item.getByText('Hidden by an admin')).toBeVisible();
    } finally {
      await buyerContext.close();
      await sellerContext.close();
      await adminContext.close();
    }
  });
}
