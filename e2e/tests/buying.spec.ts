// Buying, end to end on the real product: wish list, booking with a meeting place, card payment through the
// sandbox provider (Stripe's test cards), and one car sold once while two buyers hold bookings.
import { expect, test, type Page } from '@playwright/test';
import { queryDatabase } from '../database';
import { API_URL } from '../ports';
import {
  apiLogin,
  apiSignup,
  BOTH_SIZES,
  DEMO,
  listCar,
  loginThroughUi,
  signIn,
  SIGNUP_PASSWORD,
  screenshotForPeople,
} from '../session';

async function findCar(page: Page, name: string) {
  await page.goto(`/cars?q=${encodeURIComponent(name)}`);
  await expect(page.getByTestId('product-card')).toHaveCount(1);
}

/**
 * Another person on the same browser (logging out through the menu is the identity journeys' subject). Signed in
 * from the page's next load: a navigation must follow.
 */
async function switchAccount(page: Page, email: string, password?: string) {
  await page.context().clearCookies();
  await signIn(page, email, password);
}

/** One order of My Orders, by the car's name. */
function myOrder(page: Page, name: string) {
  return page
    .getByRole('list', { name: 'My orders' })
    .getByRole('listitem')
    .filter({ hasText: name })
    .first();
}

async function payWithCard(page: Page, cardNumber: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Card number').fill(cardNumber);
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: /Pay \$/ }).click();
}

test('a buyer wish-lists a car, books it, is declined once, pays and sees Paid; the other buyer sees Sold; the seller sees both', async ({
  page,
  request,
}) => {
  const name = `Corolla Buy ${Date.now()}`;
  const car = await listCar(request, name);
  const first = await apiSignup(request, 'Farhan Buyer', 'Buyer');
  const second = await apiSignup(request, 'Nadia Buyer', 'Buyer');

  // Wish list: from the card, counted in the header, shown on /wishlist.
  await signIn(page, first.email, SIGNUP_PASSWORD);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Wish list, 0 items' })).toBeVisible();
  await findCar(page, name);
  await page.getByRole('button', { name: `Add ${name} to wish list` }).click();
  await expect(page.getByText('Product Added To Wish List')).toBeVisible();
  await expect(page.getByRole('button', { name: `Add ${name} to wish list` })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Wish list, 1 item' })).toBeVisible();
  await page.getByRole('link', { name: 'Wish list, 1 item' }).click();
  await expect(page.getByRole('heading', { name: 'Wish List', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name }).first()).toBeVisible();

  // Booking from the wish list: read-only identity and car, the two required fields in the product's words.
  await page.getByRole('button', { name: `Book ${name}` }).click();
  const booking = page.getByRole('dialog');
  await expect(booking.getByLabel('Name', { exact: true })).toHaveValue('Farhan Buyer');
  await expect(booking.getByLabel('Email', { exact: true })).toHaveValue(first.email);
  await expect(booking.getByLabel('Product name')).toHaveValue(name);
  await expect(booking.getByLabel('Price', { exact: true })).toHaveValue('$12,345.67');
  await expect(booking.getByLabel('Name', { exact: true })).not.toBeEditable();
  await expect(booking).toHaveAccessibleName(`Book ${name}`);
  await booking.getByRole('button', { name: 'Submit' }).click();
  await expect(booking.getByText('Enter Your Mobile Number')).toBeVisible();
  await expect(booking.getByText('Enter Meeting Location')).toBeVisible();
  await booking.getByLabel('Mobile', { exact: true }).fill('+880 1811-223344');
  await booking.getByLabel('Meeting Location').fill('Gulshan 2 circle, Dhaka');
  await booking.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Booked Successfully.')).toBeVisible();
  await expect(booking).toBeHidden();

  // The second buyer books the same car (through the API: the screens are the same).
  const secondBooking = await request.post(`${API_URL}/orders`, {
    headers: { Authorization: `Bearer ${second.token}` },
    data: { productID: car._id, customerMobile: '+880 1911-556677', meetLocation: 'Agrabad, Chittagong' },
  });
  expect(secondBooking.status()).toBe(201);

  // My Orders: the booking with its meeting place and a Pay button.
  await page.goto('/my-orders');
  await expect(page.getByRole('heading', { name: 'My Orders', level: 1 })).toBeVisible();
  const order = myOrder(page, name);
  await expect(order).toContainText('Gulshan 2 circle, Dhaka');
  await order.getByRole('button', { name: `Pay for ${name}` }).click();
  const payment = page.getByRole('dialog');
  await expect(payment).toContainText('sandbox');

  // A declined card: Stripe's message under the card field, and the button works again.
  await payWithCard(page, '4000 0000 0000 0002');
  await expect(payment.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(payment.getByRole('button', { name: /Pay \$/ })).toBeEnabled();

  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByText('Your Payment Successfully.')).toBeVisible();
  await expect(payment).toBeHidden();
  await expect(order).toContainText('Paid');
  await expect(order.getByRole('button', { name: `Pay for ${name}` })).toHaveCount(0);

  // Sold, the car stays on the wish list, marked and without the book action.
  await page.goto('/wishlist');
  await expect(page.getByRole('link', { name }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Book ${name}` })).toHaveCount(0);

  // The server charged once: one captured authorisation for this car, and it is the first buyer's order.
  const intents = queryDatabase<{ status: string; captureCount: number }>(
    `SELECT i.status, i.captureCount FROM sandbox_payment_intents i JOIN orders o ON o.paymentIntentId = i.id
     WHERE o.productId = '${car._id}'`,
  );
  expect(intents).toEqual([{ status: 'succeeded', captureCount: 1 }]);

  // The other buyer sees 'Sold' and cannot pay.
  await switchAccount(page, second.email, SIGNUP_PASSWORD);
  await page.goto('/my-orders');
  const lost = myOrder(page, name);
  await expect(lost).toContainText('Sold');
  await expect(lost.getByRole('button', { name: `Pay for ${name}` })).toHaveCount(0);

  // The seller sees both buyers, where to meet them, and who paid.
  await switchAccount(page, DEMO.seller);
  await page.goto('/seller/bookings');
  await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
  const paidRow = page.getByRole('row').filter({ hasText: 'Farhan Buyer' }).filter({ hasText: name });
  await expect(paidRow).toContainText('Gulshan 2 circle, Dhaka');
  await expect(paidRow).toContainText('+880 1811-223344');
  await expect(paidRow).toContainText('Paid');
  const lostRow = page.getByRole('row').filter({ hasText: 'Nadia Buyer' }).filter({ hasText: name });
  await expect(lostRow).toContainText('Agrabad, Chittagong');
  await expect(lostRow).toContainText('Sold to another buyer');
});

for (const [size, viewport] of BOTH_SIZES) {
  test(`on ${size}, the seller is told at once when a buyer cancels a booking and when an admin takes the car down`, async ({
    browser,
    request,
  }) => {
    test.slow();
    const stamp = Date.now();
    const seller = await apiSignup(request, `Told Seller ${stamp}`, 'Seller');
    const buyerName = `Fickle Buyer ${stamp}`;
    const buyer = await apiSignup(request, buyerName, 'Buyer');
    const name = `Corolla Told ${stamp}`;
    const car = await listCar(request, name, { token: seller.token });
    const booked = await request.post(`${API_URL}/orders`, {
      headers: { Authorization: `Bearer ${buyer.token}` },
      data: { productID: car._id, customerMobile: '+880 1811-000111', meetLocation: 'Banani, Dhaka' },
    });
    expect(booked.status()).toBe(201);

    const sellerContext = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    const buyerContext = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    try {
      const sellerPage = await sellerContext.newPage();
      await signIn(sellerPage, seller.email, SIGNUP_PASSWORD);
      await sellerPage.goto('/seller/bookings');
      await expect(sellerPage.getByRole('row').filter({ hasText: name })).toBeVisible();
      const bell = sellerPage.getByRole('link', { name: /^Notifications, / });
      await expect(bell).toHaveAccessibleName('Notifications, 0 unread');

      // The buyer cancels from My Orders; a double click on Yes cancels once (no "not found" after the success).
      const buyerPage = await buyerContext.newPage();
      await signIn(buyerPage, buyer.email, SIGNUP_PASSWORD);
      await buyerPage.goto('/my-orders');
      await myOrder(buyerPage, name)
        .getByRole('button', { name: `Cancel booking for ${name}` })
        .click();
      await buyerPage.getByRole('dialog').getByRole('button', { name: 'Yes' }).dblclick();
      await expect(buyerPage.getByText('The booking was not cancelled.')).toHaveCount(0);
      await expect(myOrder(buyerPage, name)).toHaveCount(0);
      await expect(buyerPage.getByText(/not found/i)).toHaveCount(0);

      // The seller's open page hears of it without a reload; the notice names the buyer and opens Bookings.
      await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
      await bell.click();
      const notices = sellerPage.getByRole('list', { name: 'Notifications' });
      const cancelled = notices.getByRole('listitem').filter({ hasText: `Booking of ${name} cancelled` });
      await expect(cancelled).toContainText(
        `${buyerName} cancelled their booking of your ${name} at $12,345.67.`,
      );
      await cancelled.getByRole('link').click();
      await expect(sellerPage).toHaveURL(/\/seller\/bookings$/);
      await expect(sellerPage.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
      await expect(bell).toHaveAccessibleName('Notifications, 0 unread');

      // An admin takes the car down: the seller hears of it with the reason, and the notice opens All Products.
      const admin = await apiLogin(request, DEMO.admin);
      const takenDown = await request.patch(`${API_URL}/admin/products/${car._id}/takedown`, {
        headers: { Authorization: `Bearer ${admin.token}` },
        data: { reason: 'The photos are of another car' },
      });
      expect(takenDown.status()).toBe(200);
      await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
      await bell.click();
      const takedown = notices.getByRole('listitem').filter({ hasText: `${name} was taken down` });
      await expect(takedown).toContainText('An admin took your listing down: The photos are of another car');
      await expect(takedown).toContainText('New');
      await screenshotForPeople(sellerPage, `seller-notices-${viewport.width}.png`, { fullPage: true });
      await takedown.getByRole('link').click();
      await expect(sellerPage).toHaveURL(/\/seller\/my-products$/);
      await expect(sellerPage.getByRole('heading', { name: 'My Products', level: 1 })).toBeVisible();
    } finally {
      await sellerContext.close();
      await buyerContext.close();
    }
  });
}

test('logged out, the wish-list and booking actions ask to log in', async ({ page, request }) => {
  const name = `Axio Guest ${Date.now()}`;
  await listCar(request, name);
  await findCar(page, name);
  await page.getByRole('button', { name: `Add ${name} to wish list` }).click();
  await expect(page.getByText('Please login for added product to the wish list.')).toBeVisible();
  await page.getByRole('button', { name: `Book ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Please login for booking.');
  await dialog.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('booking with an expired session shows the expired-session message and leads to login', async ({
  page,
  request,
}) => {
  const name = `Premio Expired ${Date.now()}`;
  const car = await listCar(request, name);
  const buyer = await apiSignup(request, 'Expired Buyer', 'Buyer');
  await loginThroughUi(page, buyer.email, SIGNUP_PASSWORD);
  await page.goto(`/products/${car._id}`);
  await page.getByRole('button', { name: 'Book Now' }).click();
  const booking = page.getByRole('dialog');
  await booking.getByLabel('Mobile', { exact: true }).fill('+880 1811-223344');
  await booking.getByLabel('Meeting Location').fill('Feni bus stand');
  // The session ends on the server side (another signature), as when the key rotates or the token expires.
  const cookie = (await page.context().cookies()).find((c) => c.name === 'used_access_token')!;
  await page
    .context()
    .addCookies([{ ...cookie, value: `${cookie.value.split('.').slice(0, 2).join('.')}.bad` }]);
  await booking.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/login/);
  // The message outlives the navigation it causes, long enough to be read.
  await page.waitForTimeout(1_500);
  await expect(page.getByText('Your access token is expired.Please Login and come back.')).toBeVisible();
});
