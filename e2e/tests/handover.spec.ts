// The handover after payment, end to end in three browsers (docs/product-rules.md, "Handover, disputes and
// refunds"): a buyer books and pays two cars by card (the sandbox provider). The seller marks the first handed over
// in Bookings, the buyer confirms it in My Orders, and both read "Completed". The buyer disputes the second ("The
// seller did not show"), the seller gives their side, the admin reads both in the Disputes queue and decides for
// the buyer: both read "Refunded", the car is for sale again, and the sandbox holds the refund.
import { expect, test, type Page } from '@playwright/test';
import { queryDatabase } from '../database';
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

async function payWithCard(page: Page, cardNumber: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Card number').fill(cardNumber);
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: /Pay \$/ }).click();
}

/** One order of My Orders, by the car's name. */
function myOrder(page: Page, name: string) {
  return page
    .getByRole('list', { name: 'My orders' })
    .getByRole('listitem')
    .filter({ hasText: name })
    .first();
}

/** One row of the seller's Bookings, by the car's name. */
function bookingRow(page: Page, name: string) {
  return page.getByRole('row').filter({ hasText: name }).first();
}

/** That the page is no wider than its window (nothing to scroll sideways). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const [screen, viewport] of BOTH_SIZES) {
  test(`on ${screen}, a paid car is handed over and confirmed; a disputed one is decided for the buyer, refunded and back on sale`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    const stamp = `${Date.now()}${viewport.width}`;
    const seller = await apiSignup(request, `Handover Seller ${stamp}`, 'Seller');
    const buyerName = `Handover Buyer ${stamp}`;
    const buyer = await apiSignup(request, buyerName, 'Buyer');
    const handed = `Handed Car ${stamp}`;
    const disputed = `Disputed Car ${stamp}`;
    const handedCar = await listCar(request, handed, { token: seller.token });
    const disputedCar = await listCar(request, disputed, { token: seller.token });
    const shot = (page: Page, name: string) =>
      screenshotForPeople(page, `${name}-${viewport.width}.png`, { fullPage: true });

    const buyerContext = await browser.newContext({ viewport });
    const sellerContext = await browser.newContext({ viewport });
    const adminContext = await browser.newContext({ viewport });
    try {
      const buyerPage = await buyerContext.newPage();
      const sellerPage = await sellerContext.newPage();
      const adminPage = await adminContext.newPage();
      await signIn(buyerPage, buyer.email, SIGNUP_PASSWORD);
      await signIn(sellerPage, seller.email, SIGNUP_PASSWORD);
      await signIn(adminPage, DEMO.admin);

      // The buyer books the first car from its page, the second through the API (the same window).
      await buyerPage.goto(`/products/${handedCar._id}`);
      await expect(buyerPage.getByRole('heading', { name: handed, level: 1 })).toBeVisible();
      await buyerPage.getByRole('button', { name: 'Book Now' }).first().click();
      const booking = buyerPage.getByRole('dialog', { name: `Book ${handed}` });
      await booking.getByLabel('Mobile', { exact: true }).fill('+880 1811-223344');
      await booking.getByLabel('Meeting Location').fill('Gulshan 2 circle, Dhaka');
      await booking.getByRole('button', { name: 'Submit' }).click();
      await expect(buyerPage.getByText('Booked Successfully.')).toBeVisible();
      const secondBooking = await request.post(`${API_URL}/orders`, {
        headers: { Authorization: `Bearer ${buyer.token}` },
        data: {
          productID: disputedCar._id,
          customerMobile: '+880 1811-223344',
          meetLocation: 'Dhanmondi 27, Dhaka',
        },
      });
      expect(secondBooking.status()).toBe(201);

      // Both paid by card from My Orders.
      await buyerPage.goto('/my-orders');
      for (const name of [handed, disputed]) {
        const order = myOrder(buyerPage, name);
        await order.getByRole('button', { name: `Pay for ${name}` }).click();
        await payWithCard(buyerPage, '4242 4242 4242 4242');
        await expect(buyerPage.getByRole('dialog')).toBeHidden();
        await expect(order).toContainText('Paid — awaiting handover');
      }
      await shot(buyerPage, 'buyer-paid');
      await expectNoSidewaysScroll(buyerPage);

      // The seller marks the first car handed over in Bookings.
      await sellerPage.goto('/seller/bookings');
      await expect(sellerPage.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
      const handedRow = bookingRow(sellerPage, handed);
      await expect(handedRow).toContainText('Paid — awaiting handover');
      await shot(sellerPage, 'seller-bookings-paid');
      await expectNoSidewaysScroll(sellerPage);
      await handedRow.getByRole('button', { name: `Mark ${handed} handed over` }).click();
      await expect(handedRow).toContainText('Handed over — buyer to confirm');

      // The buyer confirms receipt in My Orders: completed on both sides.
      await buyerPage.reload();
      const handedOrder = myOrder(buyerPage, handed);
      await expect(handedOrder).toContainText('Handed over — please confirm');
      await handedOrder.getByRole('button', { name: `Confirm you received ${handed}` }).click();
      await expect(buyerPage.getByText('Thank you: the handover is confirmed.')).toBeVisible();
      await expect(handedOrder).toContainText('Completed');
      await sellerPage.reload();
      await expect(bookingRow(sellerPage, handed)).toContainText('Completed');

      // The buyer disputes the second: the seller did not show.
      const disputedOrder = myOrder(buyerPage, disputed);
      await disputedOrder.getByRole('button', { name: `Report a problem with ${disputed}` }).click();
      const report = buyerPage.getByRole('dialog', { name: `Report a problem with ${disputed}` });
      await report.getByLabel('The seller did not show').check();
      await report.getByLabel('What happened').fill('I waited an hour at Dhanmondi 27 and nobody came.');
      await shot(buyerPage, 'buyer-dispute-form');
      await report.getByRole('button', { name: 'Send' }).click();
      await expect(buyerPage.getByText('Your report was sent. An admin will decide.')).toBeVisible();
      await expect(disputedOrder).toContainText('Disputed — an admin decides');
      await expect(disputedOrder).toContainText('You: I waited an hour at Dhanmondi 27 and nobody came.');
      await shot(buyerPage, 'buyer-disputed');
      await expectNoSidewaysScroll(buyerPage);

      // The seller reads it in Bookings and gives their side.
      await sellerPage.reload();
      const disputedRow = bookingRow(sellerPage, disputed);
      await expect(disputedRow).toContainText('Disputed — an admin decides');
      await expect(disputedRow).toContainText('Buyer: I waited an hour at Dhanmondi 27 and nobody came.');
      await disputedRow.getByRole('button', { name: `Give your side about ${disputed}` }).click();
      const answer = sellerPage.getByRole('dialog', { name: `Your side about ${disputed}` });
      await answer.getByLabel('What happened').fill('I was there at six, as we agreed.');
      await answer.getByRole('button', { name: 'Send' }).click();
      await expect(sellerPage.getByText('Your answer was added to the dispute.')).toBeVisible();
      await expect(disputedRow).toContainText('You: I was there at six, as we agreed.');
      await shot(sellerPage, 'seller-bookings-disputed');
      await expectNoSidewaysScroll(sellerPage);

      // The admin reads both sides in the Disputes queue and decides for the buyer.
      await adminPage.goto('/admin/disputes');
      await expect(adminPage.getByRole('heading', { name: 'Disputes', level: 1 })).toBeVisible();
      const card = adminPage
        .getByRole('list', { name: 'Open disputes' })
        .getByRole('listitem')
        .filter({ hasText: disputed })
        .first();
      await expect(card).toContainText('The seller did not show');
      await expect(card.getByRole('region', { name: 'Report' })).toContainText(
        'I waited an hour at Dhanmondi 27 and nobody came.',
      );
      await expect(card.getByRole('region', { name: 'Answer' })).toContainText(
        'I was there at six, as we agreed.',
      );
      await shot(adminPage, 'admin-disputes');
      await expectNoSidewaysScroll(adminPage);
      await card.getByRole('button', { name: `Decide for the buyer of ${disputed}` }).click();
      await expect(adminPage.getByText('Decided for the buyer: the payment is refunded.')).toBeVisible();
      await expect(
        adminPage
          .getByRole('list', { name: 'Open disputes' })
          .getByRole('listitem')
          .filter({ hasText: disputed }),
      ).toHaveCount(0);

      // Both sides read it refunded.
      await expect(async () => {
        await buyerPage.reload();
        await expect(myOrder(buyerPage, disputed)).toContainText('Refunded', { timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await expect(myOrder(buyerPage, disputed)).toContainText('An admin decided the dispute for the buyer');
      await expect(myOrder(buyerPage, handed)).toContainText('Completed');
      await shot(buyerPage, 'buyer-refunded');
      await sellerPage.reload();
      await expect(bookingRow(sellerPage, disputed)).toContainText('Refunded');
      await expect(bookingRow(sellerPage, handed)).toContainText('Completed');
      await shot(sellerPage, 'seller-bookings-refunded');
      // The seller's dashboard counts the two deals where they ended.
      await sellerPage.goto('/seller/dashboard');
      for (const figure of ['Completed: 1', 'Refunded: 1', 'Disputed: 0', 'Awaiting handover: 0'])
        await expect(sellerPage.getByRole('link', { name: figure })).toBeVisible();
      await shot(sellerPage, 'seller-dashboard');
      await expectNoSidewaysScroll(sellerPage);

      // The car is for sale again, and its refunded buyer may book it again: from the list and from its page.
      await buyerPage.goto(`/cars?q=${encodeURIComponent(disputed)}`);
      const listed = buyerPage.getByTestId('product-card');
      await expect(listed).toHaveCount(1);
      await expect(listed.getByRole('button', { name: `Book ${disputed}` })).toBeVisible();
      await buyerPage.goto(`/products/${disputedCar._id}`);
      await expect(buyerPage.getByRole('heading', { name: disputed, level: 1 })).toBeVisible();
      await expect(buyerPage.getByRole('button', { name: 'Book Now' }).first()).toBeVisible();

      // The sandbox refunded the whole payment once, under the order's key.
      const refunds = queryDatabase<{ orderId: string; key: string; amount: number; paid: number }>(
        `SELECT o.id AS orderId, r.idempotencyKey AS key, r.amount, i.amount AS paid FROM orders o
         JOIN sandbox_refunds r ON r.paymentIntentId = o.paymentIntentId
         JOIN sandbox_payment_intents i ON i.id = o.paymentIntentId
         WHERE o.productId = '${disputedCar._id}'`,
      );
      expect(refunds).toHaveLength(1);
      expect(refunds[0]).toEqual({
        orderId: refunds[0]!.orderId,
        key: `refund-${refunds[0]!.orderId}`,
        amount: 1_234_567,
        paid: 1_234_567,
      });
    } finally {
      await buyerContext.close();
      await sellerContext.close();
      await adminContext.close();
    }
  });
}
