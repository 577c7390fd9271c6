// A car's page as a shopper first sees it: the price, its rating, its last drop and the actions on the first
// screen at both sizes, and on a phone a bar with the price and Book once the page has scrolled past them.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { PRICE_RATING_MESSAGES } from '@usedcars/contract/price-rating-messages';
import type { Product } from '@usedcars/contract/types';
import { API_URL } from '../ports';
import {
  apiLogin,
  apiSignup,
  BOTH_SIZES,
  DEMO,
  listCar,
  PHONE,
  seededCars,
  signIn,
  SIGNUP_PASSWORD,
} from '../session';

const PRICE_DROP = 1485;

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/**
 * A car of the seller's own whose price is rated and was dropped by PRICE_DROP: the facts of a rated seeded car (so
 * it has that car's comparables), a long name and description, listed 20% under the market price plus the drop.
 */
async function ratedDroppedCar(request: APIRequestContext, name: string) {
  const rated = (await seededCars(request)).find((car) => car.priceRating.marketPrice !== null);
  expect(rated, 'a seeded car with a price rating').toBeDefined();
  const price = Math.round(rated!.priceRating.marketPrice! * 0.8);
  const { token } = await apiLogin(request, DEMO.seller);
  const { _id: id, listing } = await listCar(request, name, {
    token,
    fields: {
      category: rated!.category,
      brand: rated!.brand,
      model: rated!.model,
      purchaseYear: rated!.purchaseYear,
      mileage: rated!.mileage,
      fuel: rated!.fuel,
      transmission: rated!.transmission,
      sellPrice: price + PRICE_DROP,
      description: `${'Serviced at the dealer every 10,000 km, all receipts kept. '.repeat(12)}No accidents.`,
    },
  });
  const dropped = await request.put(`${API_URL}/product/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...listing, sellPrice: price },
  });
  expect(dropped.status()).toBe(200);
  const car = (await (await request.get(`${API_URL}/product/${id}`)).json()) as Product;
  expect(car.sellPrice).toBe(price);
  expect(car.priceRating.label, 'the new car is rated against the same comparables').not.toBeNull();
  return { id, price, badge: PRICE_RATING_MESSAGES.badge(car.priceRating.label!) };
}

/** Wholly within the first screen (below the sticky header's top, above the window's bottom edge). */
async function expectOnFirstScreen(page: Page, locator: Locator, what: string) {
  await expect(locator, what).toBeVisible();
  const box = (await locator.boundingBox())!;
  const { height } = page.viewportSize()!;
  expect(box.y, `${what} top`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what} bottom`).toBeLessThan(height);
}

function buyBar(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Price and booking' });
}

for (const [size, viewport] of BOTH_SIZES) {
  test(`on ${size}, a car's page shows its price, rating, drop and actions on the first screen`, async ({
    page,
    request,
  }) => {
    const name = `Toyota Corolla Axio Hybrid G Premium Edition ${Date.now()}`;
    const { id, price, badge } = await ratedDroppedCar(request, name);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    await page.setViewportSize(viewport);
    await page.goto(`/products/${id}`);
    const detail = page.locator('.uc-detail');
    await expectOnFirstScreen(page, page.getByRole('heading', { level: 1, name }), 'the name');
    // The price as the page first shows it (the facts below list it too).
    await expectOnFirstScreen(page, detail.getByText(dollars(price), { exact: true }).first(), 'the price');
    await expectOnFirstScreen(page, detail.getByText(badge, { exact: true }), 'the rating');
    await expectOnFirstScreen(
      page,
      detail.getByText(new RegExp(`Price dropped ${dollars(PRICE_DROP).replace('$', '\\$')} on`)),
      'the price drop',
    );
    // Every date of the page is written one way: the drop's (today) as the posting's ("Nov 24, 2026").
    const posted = (await detail
      .getByText(/^Posted on /)
      .locator('time')
      .textContent())!;
    expect(posted).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect(detail.getByText(/Price dropped /).first()).toHaveText(
      new RegExp(`Price dropped \\${dollars(PRICE_DROP)} on ${posted}$`),
    );
    for (const date of await detail.locator('time').allTextContents())
      expect(date).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    // Signed out, the actions are all offered (each asks to log in when used).
    for (const [what, action] of [
      ['Book Now', detail.getByRole('button', { name: 'Book Now' })],
      ['Message seller', detail.getByRole('button', { name: 'Message seller' })],
      ['the wish list', detail.getByRole('button', { name: 'Add to wish list' })],
      ['Compare', detail.getByRole('checkbox', { name: `Compare ${name}` })],
    ] as const)
      await expectOnFirstScreen(page, action, what);
    // The facts still list every price.
    const sellPriceFact = detail
      .locator('dt', { hasText: /^Sell Price$/ })
      .locator('xpath=following-sibling::dd');
    await expect(sellPriceFact).toHaveText(dollars(price));
    // With the actions in sight there is no bar.
    await expect(buyBar(page)).toBeHidden();

    // Past the actions: a phone keeps the price and Book in a bar along the bottom; a desktop has none.
    await page.getByRole('heading', { name: 'Similar cars' }).scrollIntoViewIfNeeded();
    if (viewport === PHONE) {
      const bar = buyBar(page);
      await expect(bar).toBeVisible();
      await expect(bar).toContainText(dollars(price));
      await expect(bar).toContainText(badge);
      await expect(bar.getByRole('button', { name: 'Book Now' })).toBeVisible();
      const box = (await bar.boundingBox())!;
      expect(box.x).toBe(0);
      expect(box.width).toBe(PHONE.width);
      expect(Math.round(box.y + box.height)).toBe(PHONE.height);

      // The page's end scrolls out from under it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footer = (await page.getByRole('contentinfo').boundingBox())!;
      expect(footer.y + footer.height).toBeLessThanOrEqual((await bar.boundingBox())!.y + 0.5);

      // A car picked for comparison: the compare bar sits above this one, both whole.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(bar).toBeHidden();
      await detail.getByRole('checkbox', { name: `Compare ${name}` }).check();
      await page.getByRole('heading', { name: 'Similar cars' }).scrollIntoViewIfNeeded();
      const compare = page.getByRole('complementary', { name: 'Compare cars' });
      await expect(compare).toBeVisible();
      await expect(bar).toBeVisible();
      const compareBox = (await compare.boundingBox())!;
      const barBox = (await bar.boundingBox())!;
      expect(compareBox.y + compareBox.height).toBeLessThanOrEqual(barBox.y + 0.5);
      expect(compareBox.y).toBeGreaterThan(0);
    } else {
      await expect(buyBar(page)).toBeHidden();
    }

    // Without JavaScript the served page shows the name and the price on the first screen too.
    const noScript = await page.context().browser()!.newContext({ viewport, javaScriptEnabled: false });
    try {
      const served = await noScript.newPage();
      await served.goto(`/products/${id}`);
      await expectOnFirstScreen(served, served.getByRole('heading', { level: 1, name }), 'the served name');
      await expectOnFirstScreen(
        served,
        served.locator('.uc-detail').getByText(dollars(price), { exact: true }).first(),
        'the served price',
      );
    } finally {
      await noScript.close();
    }
    // The served page and the app agreed (no hydration mismatch, no other error).
    expect(problems).toEqual([]);
  });
}

for (const [size, viewport] of BOTH_SIZES) {
  test(`on ${size}, the photos' thumbnails start at the strip's left edge and several show at once`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const car = (await seededCars(request)).reduce((most, each) =>
      each.images.length > most.images.length ? each : most,
    );
    expect(car.images.length, 'a seeded car with a gallery').toBeGreaterThanOrEqual(4);
    await page.goto(`/products/${car._id}`);
    const strip = page.getByRole('group', { name: 'Choose a photo' });
    const thumbnails = strip.getByRole('button');
    await expect(thumbnails).toHaveCount(car.images.length);
    const stripBox = (await strip.boundingBox())!;
    // The gallery's column starts where its full-screen button does.
    const column = (await page.getByRole('button', { name: /^View full screen/ }).boundingBox())!;
    expect(Math.abs(stripBox.x - column.x)).toBeLessThan(1);
    const first = (await thumbnails.first().boundingBox())!;
    expect(Math.abs(first.x - stripBox.x)).toBeLessThan(1);
    let wholly = 0;
    for (const box of await thumbnails.evaluateAll((buttons) =>
      buttons.map((button) => button.getBoundingClientRect().toJSON() as DOMRect),
    ))
      if (box.x >= stripBox.x && box.x + box.width <= stripBox.x + stripBox.width + 0.5) wholly += 1;
    expect(wholly).toBeGreaterThanOrEqual(4);
    // The last photo chosen from the strip is shown, and its thumbnail marked.
    await thumbnails.last().click();
    await expect(thumbnails.last()).toHaveAttribute('aria-current', 'true');
    await expect(
      page.getByRole('group', { name: `${car.images.length} of ${car.images.length}` }),
    ).toBeVisible();
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('a buyer books from the bar along the bottom, which then says it is booked', async ({
    page,
    request,
  }) => {
    const name = `Corolla Bar Booking ${Date.now()}`;
    const { _id: id } = await listCar(request, name, { fields: { sellPrice: 11900 } });
    const buyer = await apiSignup(request, 'Bar Buyer', 'Buyer');
    await signIn(page, buyer.email, SIGNUP_PASSWORD);
    await page.goto(`/products/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('heading', { name: 'Similar cars' }).scrollIntoViewIfNeeded();

    const bar = buyBar(page);
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Book Now' }).click();
    const booking = page.getByRole('dialog');
    await expect(booking).toHaveAccessibleName(`Book ${name}`);
    await expect(booking.getByLabel('Price', { exact: true })).toHaveValue('$11,900');
    await booking.getByLabel('Mobile', { exact: true }).fill('+880 1811-223344');
    await booking.getByLabel('Meeting Location').fill('Gulshan 2 circle, Dhaka');
    await booking.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Booked Successfully.')).toBeVisible();
    await expect(booking).toBeHidden();
    // Booked: the bar leads to the order instead of offering a second booking.
    await expect(bar.getByRole('link', { name: 'Booked: see My Orders' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Book Now' })).toHaveCount(0);
    const orders = await request.get(`${API_URL}/orders/${buyer.user._id}`, {
      headers: { Authorization: `Bearer ${buyer.token}` },
    });
    expect(((await orders.json()) as { productID: string }[]).map((order) => order.productID)).toContain(id);
  });
});
