// Offers, end to end in two browsers: the buyer offers a price in the conversation, the seller counters from the
// console's Offers page, the buyer sees the counter arrive live, accepts it, books "at $X" and pays by card (the
// sandbox provider); the booking and the charge are the agreed price, never the asking one.
import { expect, test, type Page } from '@playwright/test';
import { queryDatabase } from '../database';
import { API_URL } from '../ports';
import { apiSignup, BOTH_SIZES, listCar, signIn, SIGNUP_PASSWORD, screenshotForPeople } from '../session';

async function payWithCard(page: Page, cardNumber: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Card number').fill(cardNumber);
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: /Pay \$/ }).click();
}

for (const [screen, viewport] of BOTH_SIZES) {
  test(`on ${screen}, a buyer offers, the seller counters from the console, the buyer accepts, books and pays the agreed price`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const stamp = `${Date.now()}${viewport.width}`;
    const seller = await apiSignup(request, `Offer Seller ${stamp}`, 'Seller');
    const buyerName = `Offer Buyer ${stamp}`;
    const buyer = await apiSignup(request, buyerName, 'Buyer');
    const carName = `Offered Car ${stamp}`;
    // Asking $12,345.67.
    const car = await listCar(request, carName, { token: seller.token });
    const started = await request.post(`${API_URL}/conversations`, {
      headers: { Authorization: `Bearer ${buyer.token}` },
      data: { productID: car._id, text: 'Would you take a little less?' },
    });
    expect(started.status()).toBe(201);
    const { _id: conversationId } = (await started.json()) as { _id: string };

    const sellerContext = await browser.newContext({ viewport });
    const buyerContext = await browser.newContext({ viewport });
    try {
      const buyerPage = await buyerContext.newPage();
      const sellerPage = await sellerContext.newPage();

      // The buyer offers $11,000 in the thread.
      await signIn(buyerPage, buyer.email, SIGNUP_PASSWORD);
      await buyerPage.goto(`/messages/${conversationId}`);
      const buyerOffer = buyerPage.getByRole('region', { name: 'Offer' });
      await buyerOffer.getByLabel('Your offer (asking $12,345.67)').fill('11000');
      await buyerOffer.getByRole('button', { name: 'Make offer' }).click();
      await expect(buyerOffer.getByRole('status')).toHaveText(
        /Your offer: \$11,000 \(waiting for an answer\)/,
      );
      await screenshotForPeople(buyerPage, `buyer-offered-${viewport.width}.png`);

      // The seller answers from the console's Offers page: a counter of $11,500.
      await signIn(sellerPage, seller.email, SIGNUP_PASSWORD);
      await sellerPage.goto('/seller/offers');
      await expect(sellerPage.getByRole('heading', { name: 'Offers', level: 1 })).toBeVisible();
      const item = sellerPage
        .getByRole('list', { name: 'Open offers' })
        .getByRole('listitem')
        .filter({ hasText: carName });
      await expect(item).toContainText(`${buyerName} offers $11,000 (asking $12,345.67)`);
      await expect(item).toContainText('Your answer');
      await screenshotForPeople(sellerPage, `seller-offers-${viewport.width}.png`);
      await item.getByLabel(`Counter-offer for ${carName}`).fill('11500');
      await item.getByRole('button', { name: 'Counter' }).click();
      await expect(item).toContainText('Waiting for the buyer');
      await expect(item).toContainText(`You countered ${buyerName} with $11,500`);

      // Without a reload, the buyer's thread shows the counter; the buyer accepts it.
      await expect(buyerOffer.getByRole('status')).toHaveText(
        new RegExp(`Offer Seller ${stamp}’s offer: \\$11,500 \\(waiting for an answer\\)`),
      );
      await buyerOffer.getByRole('button', { name: 'Accept $11,500' }).click();
      await expect(buyerOffer.getByRole('status')).toHaveText(/\$11,500 \(accepted\)/);
      await screenshotForPeople(buyerPage, `buyer-accepted-${viewport.width}.png`);

      // "Book at $11,500": the ordinary booking window, at the agreed price.
      await buyerOffer.getByRole('button', { name: 'Book at $11,500' }).click();
      const booking = buyerPage.getByRole('dialog', { name: `Book ${carName}` });
      await expect(booking.getByLabel('Price', { exact: true })).toHaveValue('$11,500');
      await booking.getByLabel('Mobile', { exact: true }).fill('+880 1811-223344');
      await booking.getByLabel('Meeting Location').fill('Gulshan 2 circle, Dhaka');
      await screenshotForPeople(buyerPage, `buyer-booking-${viewport.width}.png`);
      await booking.getByRole('button', { name: 'Submit' }).click();
      await expect(buyerPage.getByText('Booked Successfully.')).toBeVisible();

      // Paid by card from My Orders: the Pay button names the agreed price.
      await buyerPage.goto('/my-orders');
      const order = buyerPage
        .getByRole('list', { name: 'My orders' })
        .getByRole('listitem')
        .filter({ hasText: carName })
        .first();
      await order.getByRole('button', { name: `Pay for ${carName}` }).click();
      await expect(buyerPage.getByRole('dialog').getByRole('button', { name: /Pay \$11,500/ })).toBeVisible();
      await payWithCard(buyerPage, '4242 4242 4242 4242');
      await expect(buyerPage.getByText('Your Payment Successfully.')).toBeVisible();
      await expect(order).toContainText('Paid');

      // The server booked and charged the agreed price, once.
      const charged = queryDatabase<{
        priceCents: number;
        amount: number;
        status: string;
        captureCount: number;
      }>(
        `SELECT o.priceCents, i.amount, i.status, i.captureCount FROM orders o
         JOIN sandbox_payment_intents i ON o.paymentIntentId = i.id WHERE o.productId = '${car._id}'`,
      );
      expect(charged).toEqual([
        { priceCents: 1_150_000, amount: 1_150_000, status: 'succeeded', captureCount: 1 },
      ]);
    } finally {
      await sellerContext.close();
      await buyerContext.close();
    }
  });
}
