// The everyday behaviour a shopper, seller and admin expect of any site: pages open at the top and Back returns
// to where one was, each tab says what its page is, a card's photo opens the car, the carousel shows one slide,
// and only the actions that can succeed are offered.
import { expect, test, type Page } from '@playwright/test';
import { API_URL } from '../ports';
import { apiLogin, apiSignup, DEMO, listCar, READS_CATALOGUE, signIn, SIGNUP_PASSWORD } from '../session';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function scrollToBottom(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  return scrollY(page);
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('a car opened from the bottom of /cars opens at the top, and Back returns to where the list was', async ({
    page,
  }) => {
    await page.goto('/cars');
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    await cards.last().scrollIntoViewIfNeeded();
    const listPosition = await scrollY(page);
    expect(listPosition).toBeGreaterThan(500);

    const name = (await cards.last().getByRole('heading').innerText()).trim();
    await cards.last().getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(await scrollY(page)).toBe(0);
    await expect(page.getByRole('img', { name, exact: true })).toBeInViewport();

    await page.goBack();
    await expect(page).toHaveURL(/\/cars$/);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(listPosition - 50);
    expect(await scrollY(page)).toBeLessThan(listPosition + 50);
  });

  test('a category tile and a footer link open their page at the top', async ({ page }) => {
    await page.goto('/');
    const tiles = page.getByRole('main').getByRole('link', { name: 'SUV', exact: true });
    await tiles.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(300);
    await tiles.click();
    await expect(page.getByRole('heading', { level: 1, name: 'SUV' })).toBeVisible();
    expect(await scrollY(page)).toBe(0);

    await scrollToBottom(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    expect(await scrollY(page)).toBe(0);
  });

  test('being sent to /login from a scrolled page shows the login form at the top', async ({ page }) => {
    await page.goto('/cars');
    const last = page.getByTestId('product-card').last();
    await last.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(500);
    // Logged out, booking asks to log in first.
    await last.getByRole('button', { name: /^Book / }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    expect(await scrollY(page)).toBe(0);
  });

  test('the testimonial carousel shows one slide at a time', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'What Our Customers Say' })).toBeVisible();
    await expect(page.locator('[aria-roledescription="slide"]')).toHaveCount(3);
    await expect(page.locator('[aria-roledescription="slide"]:visible')).toHaveCount(1);
  });

  test("a card's photo opens the car, as its title does", READS_CATALOGUE, async ({ page }) => {
    await page.goto('/cars');
    const card = page.getByTestId('product-card').first();
    const name = (await card.getByRole('heading').innerText()).trim();
    await card.locator('img').click();
    await expect(page).toHaveURL(/\/products\//);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('each public page titles its tab with what it is', READS_CATALOGUE, async ({ page, request }) => {
    await page.goto('/cars');
    await expect(page).toHaveTitle('Cars for sale | UsedCars');
    const card = page.getByTestId('product-card').first();
    const name = (await card.getByRole('heading').innerText()).trim();
    const price = (await card.getByLabel(/^Sell price/).innerText()).trim();
    await card.getByRole('link', { name }).click();
    await expect(page).toHaveTitle(`${name}, ${price} | UsedCars`);

    const categories = (await (await request.get(`${API_URL}/categories`)).json()) as {
      category: string;
      value: string;
    }[];
    const suv = categories.find((category) => category.category === 'SUV')!;
    await page.goto(`/category/${suv.value}`);
    await expect(page).toHaveTitle('SUV | UsedCars');
    await page.goto('/no-such-page');
    await expect(page).toHaveTitle('Page not found | UsedCars');
  });

  test('the signed-in pages and the consoles title their tabs too', async ({ page }) => {
    // Three sign-ins and their pages: slow on a busy machine.
    test.slow();
    await signIn(page, DEMO.buyer);
    await page.goto('/my-orders');
    // The console's code loads first: slow on a busy machine.
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveTitle('My Orders | UsedCars');

    await page.context().clearCookies();
    await signIn(page, DEMO.seller);
    await page.goto('/seller/bookings');
    // The console's code loads first: slow on a busy machine.
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveTitle('Bookings | UsedCars');

    await page.context().clearCookies();
    await signIn(page, DEMO.admin);
    await page.goto('/admin/users');
    // The console's code loads first: slow on a busy machine.
    await expect(page.getByRole('heading', { level: 1, name: 'All Users' })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveTitle('All Users | UsedCars');
  });

  test('a seller is not offered Book Now or the wish list on their own car; a buyer who booked a car is sent to My Orders', async ({
    page,
    request,
  }) => {
    const name = `Own Axio ${Date.now()}`;
    const car = await listCar(request, name);

    await signIn(page, DEMO.seller);
    await page.goto(`/cars?q=${encodeURIComponent(name)}`);
    const card = page.getByTestId('product-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Your listing')).toBeVisible();
    await expect(card.getByRole('button', { name: `Book ${name}` })).toHaveCount(0);
    await expect(card.getByRole('button', { name: `Add ${name} to wish list` })).toBeDisabled();
    await page.goto(`/products/${car._id}`);
    // The car's own part of the page (similar cars below it may be the seller's too).
    await expect(page.locator('.uc-detail').getByText('Your listing')).toBeVisible();
    await expect(page.getByRole('button', { name: /Book Now/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Add to wish list/ })).toHaveCount(0);

    const buyer = await apiSignup(request, 'Booked Buyer', 'Buyer');
    const booked = await request.post(`${API_URL}/orders`, {
      headers: { Authorization: `Bearer ${buyer.token}` },
      data: { productID: car._id, customerMobile: '+880 1811-223344', meetLocation: 'Feni bus stand' },
    });
    expect(booked.status()).toBe(201);
    await page.context().clearCookies();
    await signIn(page, buyer.email, SIGNUP_PASSWORD);
    await page.goto(`/products/${car._id}`);
    await page.getByRole('link', { name: 'Booked: see My Orders' }).click();
    await expect(page).toHaveURL(/\/my-orders$/);
    await expect(page.getByRole('list', { name: 'My orders' })).toContainText(name);
    // The seller's token is still good: the server refuses what the page no longer offers.
    const { token } = await apiLogin(request, DEMO.seller);
    const own = await request.post(`${API_URL}/orders`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { productID: car._id, customerMobile: '+880 1811-223344', meetLocation: 'Feni bus stand' },
    });
    expect(own.status()).toBe(403);
  });
});
