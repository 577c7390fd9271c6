// Layout with the data people really type: a seller, a brand, a listing and a meeting place each named with one
// long unbroken word. On a phone (390 px) no page may be wider than the screen; on a desktop (1366 px) every
// console table shows all its columns without scrolling sideways.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL, E2E_PORTS } from '../ports';
import {
  apiLogin,
  apiSignup,
  BOTH_SIZES,
  DEMO,
  DESKTOP,
  listCar,
  signIn,
  ONE_PIXEL_PNG,
  PHONE,
  SIGNUP_PASSWORD,
  screenshotForPeople,
} from '../session';

interface LongData {
  carId: string;
  carName: string;
  sellerEmail: string;
  sellerId: string;
}

/** A 100-character word: what anyone can type as a name. */
function unbroken(prefix: string, length = 100): string {
  return `${prefix}${Date.now()}`.padEnd(length, 'W');
}

async function createLongData(request: APIRequestContext): Promise<LongData> {
  const admin = await apiLogin(request, DEMO.admin);
  const brandName = unbroken('Brand', 60);
  const brand = await request.post(`${API_URL}/brand`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { brandName },
  });
  expect(brand.status()).toBe(201);
  const { value: brandValue } = (await brand.json()) as { value: string };

  // A square thumbnail (the others are 16:10) and a long name: its tile must still match the others.
  const adminHeaders = { Authorization: `Bearer ${admin.token}` };
  const thumb = await request.post(`${API_URL}/images`, {
    headers: adminHeaders,
    multipart: { image: { name: 'square.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG } },
  });
  expect(thumb.status()).toBe(201);
  const category = await request.post(`${API_URL}/category`, {
    headers: adminHeaders,
    data: {
      category: unbroken('Category', 60),
      thumbnail: ((await thumb.json()) as { data: { url: string } }).data.url,
    },
  });
  expect(category.status()).toBe(201);
  // Its car puts its tile on the home page (a category without one is left out).
  const { value: categoryValue } = (await category.json()) as { value: string };

  const seller = await apiSignup(request, unbroken('Seller'), 'Seller');
  const headers = { Authorization: `Bearer ${seller.token}` };
  const carName = unbroken('Car');
  const { _id: carId } = await listCar(request, carName, {
    token: seller.token,
    fields: { description: unbroken('Description', 300), brand: brandValue, category: categoryValue },
  });
  const advertised = await request.patch(`${API_URL}/my-products/${carId}`, {
    headers,
    data: { status: true },
  });
  expect(advertised.status()).toBe(200);

  const buyer = await apiLogin(request, DEMO.buyer);
  const buyerHeaders = { Authorization: `Bearer ${buyer.token}` };
  const booked = await request.post(`${API_URL}/orders`, {
    headers: buyerHeaders,
    data: { productID: carId, customerMobile: '+880 1712-345679', meetLocation: unbroken('Meet', 200) },
  });
  expect(booked.status()).toBe(201);
  const reported = await request.post(`${API_URL}/reports`, {
    headers: buyerHeaders,
    data: { productID: carId, reason: 'other', note: unbroken('Note', 300) },
  });
  expect(reported.status()).toBe(201);
  return { carId, carName, sellerEmail: seller.email, sellerId: seller.user._id };
}

/** Opens `path` and waits until its data has arrived and nothing is still loading. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // A console page loads its remote, antd and its data in turn: on a busy machine, more than the default 10 s.
  await expect(
    page.locator('.ant-spin-spinning, .ant-skeleton-active, .uc-spinner, .uc-skeleton'),
  ).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('main')).toBeVisible();
}

/** How much wider than the window the page is, per path (0 everywhere when nothing overflows). */
async function overflowOf(page: Page, paths: string[]): Promise<Record<string, number>> {
  const widths: Record<string, number> = {};
  for (const path of paths) {
    await open(page, path);
    widths[path] = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  }
  return widths;
}

/** The header cells of every table on the page that lie (partly) outside the window or its table's frame. */
async function hiddenColumns(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hidden: string[] = [];
    for (const frame of document.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')) {
      const box = frame.getBoundingClientRect();
      for (const cell of frame.querySelectorAll<HTMLElement>('thead th')) {
        const edges = cell.getBoundingClientRect();
        if (edges.width === 0) continue;
        if (edges.right > Math.min(box.right, window.innerWidth) + 1 || edges.left < box.left - 1) {
          hidden.push(cell.textContent?.trim() || '(no title)');
        }
      }
    }
    return hidden;
  });
}

/** Words outside typed text (dates, prices, labels, titles) that a table broke across two lines. */
async function wordsBrokenInTables(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const cell of document.querySelectorAll<HTMLElement>('.ant-table-tbody td')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('.uc-user-text')) continue;
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(word[0]);
        }
      }
    }
    return broken;
  });
}

test.describe('long unbroken names', () => {
  let data: LongData;

  test.beforeAll(async ({ request }) => {
    data = await createLongData(request);
  });

  test('no page is wider than a phone, for a shopper, the seller and an admin', async ({ page, request }) => {
    test.setTimeout(600_000);
    await page.setViewportSize(PHONE);
    const publicPaths = [
      '/',
      '/cars',
      `/cars?q=${data.carName}`,
      '/advertise',
      `/products/${data.carId}`,
      '/category/sedan',
      `/sellers/${data.sellerId}`,
    ];
    const expectNoOverflow = async (paths: string[]) =>
      expect(await overflowOf(page, paths)).toEqual(Object.fromEntries(paths.map((path) => [path, 0])));

    await expectNoOverflow(publicPaths);
    await open(page, '/');
    const tileHeights = await page
      .getByRole('region', { name: 'Browse by Category' })
      .locator('li img')
      .evaluateAll(async (elements) => {
        const images = elements as HTMLImageElement[];
        // Loaded, so that each has its own shape (lazy images below the fold are not yet).
        await Promise.all(
          images.map((image) => {
            image.loading = 'eager';
            return image.decode().catch(() => undefined);
          }),
        );
        return images.map((image) => Math.round(image.getBoundingClientRect().height));
      });
    expect(tileHeights.length).toBeGreaterThan(1);
    expect(new Set(tileHeights).size).toBe(1);
    await open(page, `/cars?q=${data.carName}`);
    await expect(page.getByText(data.carName).first()).toBeVisible();

    await signIn(page, DEMO.buyer);
    await expectNoOverflow(['/my-orders', '/wishlist', '/profile']);
    // A dialog's close button stays on the screen, whatever the car's name (a buyer who has not booked it yet).
    const shopper = await apiSignup(request, 'Layout Shopper', 'Buyer');
    await page.context().clearCookies();
    await signIn(page, shopper.email, SIGNUP_PASSWORD);
    await open(page, `/cars?q=${data.carName}`);
    await page.getByRole('button', { name: `Book ${data.carName}` }).click();
    const close = page.getByRole('dialog').getByRole('button', { name: 'Close' });
    await expect(close).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Escape');

    await page.context().clearCookies();
    await signIn(page, data.sellerEmail, SIGNUP_PASSWORD);
    await expectNoOverflow(['/seller/dashboard', '/seller/my-products', '/seller/bookings']);

    await page.context().clearCookies();
    await signIn(page, DEMO.admin);
    await expectNoOverflow([
      '/admin/dashboard',
      '/admin/users',
      '/admin/products',
      '/admin/report-products',
      '/admin/contact-messages',
      '/admin/audit-log',
    ]);
  });

  test('every console table shows all its columns at 1366 px', async ({ page }) => {
    test.setTimeout(600_000);
    await page.setViewportSize(DESKTOP);
    const check = async (paths: string[]) => {
      for (const path of paths) {
        await open(page, path);
        await expect(page.locator('.ant-table').first()).toBeVisible();
        expect({ path, hidden: await hiddenColumns(page) }).toEqual({ path, hidden: [] });
        // Squeezed beside a 100-character name, a date or a price still keeps its words whole.
        expect({ path, broken: await wordsBrokenInTables(page) }).toEqual({ path, broken: [] });
      }
    };
    await signIn(page, data.sellerEmail, SIGNUP_PASSWORD);
    await check(['/seller/dashboard', '/seller/my-products', '/seller/bookings']);
    await page.context().clearCookies();
    await signIn(page, DEMO.seller);
    await check(['/seller/bookings', '/seller/my-products']);
    await page.context().clearCookies();
    await signIn(page, DEMO.admin);
    await check(['/admin/users', '/admin/products', '/admin/report-products', '/admin/audit-log']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      DESKTOP.width,
    );
  });
});

test.describe('on a phone', () => {
  let data: LongData;

  test.beforeAll(async ({ request }) => {
    data = await createLongData(request);
  });

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(PHONE);
  });

  test("every console table fits the screen: secondary columns fold into the row's expandable line", async ({
    page,
  }) => {
    test.setTimeout(600_000);
    const check = async (paths: string[]) => {
      for (const path of paths) {
        await open(page, path);
        await expect(page.locator('.ant-table').first()).toBeVisible();
        expect({ path, hidden: await hiddenColumns(page) }).toEqual({ path, hidden: [] });
        expect({ path, broken: await wordsBrokenInTables(page) }).toEqual({ path, broken: [] });
      }
    };
    await signIn(page, data.sellerEmail, SIGNUP_PASSWORD);
    await check(['/seller/dashboard', '/seller/my-products', '/seller/bookings']);
    // The booking's date, price and meeting place are one tap away, each under its title.
    const row = page.getByRole('row').filter({ hasText: data.carName.slice(0, 20) });
    await row.getByRole('button', { name: /expand row/i }).click();
    const details = page.locator('.uc-folded-cells');
    await expect(details.getByText('Booking Date')).toBeVisible();
    await expect(details.getByText('Price')).toBeVisible();
    await expect(details.getByText('Meeting Location')).toBeVisible();
    await expect(details).toBeInViewport();

    await page.context().clearCookies();
    await signIn(page, DEMO.admin);
    await check([
      '/admin/users',
      '/admin/products',
      '/admin/report-products',
      '/admin/contact-messages',
      '/admin/audit-log',
      '/admin/brand',
      '/admin/category',
    ]);
  });

  test("a console's menu is one line above the page, whose heading shows on the first screen", async ({
    page,
  }) => {
    await signIn(page, DEMO.seller);
    /** The menu is one line, the open page's entry is on the screen and marked, and the page starts below. */
    const expectCompactMenu = async (path: string, menu: string, entry: string, heading: string) => {
      await open(page, path);
      const nav = page.getByRole('navigation', { name: menu });
      expect((await nav.boundingBox())!.height).toBeLessThanOrEqual(64);
      const current = nav.getByRole('link', { name: entry });
      await expect(current).toHaveAttribute('aria-current', 'page');
      await expect(current).toBeInViewport({ ratio: 0.95 });
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeInViewport({ ratio: 1 });
    };
    await expectCompactMenu('/seller/dashboard', 'Seller menu', 'Dashboard', 'Seller Dashboard');
    await expectCompactMenu('/seller/bookings', 'Seller menu', 'Bookings', 'Bookings');
    await page.context().clearCookies();
    await signIn(page, DEMO.admin);
    await expectCompactMenu('/admin/users', 'Admin menu', 'All Users', 'All Users');
    await expectCompactMenu('/admin/audit-log', 'Admin menu', 'Audit Log', 'Audit Log');
    // The tabs move between pages as the side menu does.
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Brand' }).click();
    await expect(page).toHaveURL(/\/admin\/brand$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Brand' })).toBeVisible();
  });

  test('/cars shows the search box and "Filters (n)", and the first cars, on the first screen', async ({
    page,
  }) => {
    await open(page, '/cars?condition=Good&sort=price_asc');
    await expect(page.getByLabel('Search cars')).toBeInViewport();
    const toggle = page.getByText('Filters (2)', { exact: true });
    await expect(toggle).toBeInViewport();
    await expect(page.getByLabel('Category')).toBeHidden();
    // The first car's photo starts on the first screen, under the search box and the toggle.
    await expect(page.getByTestId('product-card').first().locator('img')).toBeInViewport();
    await toggle.click();
    await expect(page.getByRole('checkbox', { name: 'Filters (2)' })).toBeChecked();
    await expect(page.getByLabel('Category')).toBeVisible();
  });
});

test('on a desktop, /cars and a category page show a first row of cars on the first screen, the filters beside them', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  // SUVs: the journeys' own cars (listCar's) are sedans with long made-up names and sellers, listed during the run;
  // the first row is then the demo's cars, as a visitor's would be.
  for (const path of ['/cars?category=suv&condition=Good', '/category/suv']) {
    await open(page, path);
    const cards = page.getByTestId('product-card');
    await expect(cards.nth(2)).toBeVisible();
    // The first row of cars, whole (photo, name, price and actions), within 1366 x 768.
    for (const index of [0, 1, 2]) await expect(cards.nth(index)).toBeInViewport({ ratio: 1 });
    // The filters are open, in a column to the left of the cars; no toggle.
    const brand = page.getByLabel('Brand', { exact: true });
    await expect(brand).toBeVisible();
    const [field, card] = [await brand.boundingBox(), await cards.first().boundingBox()];
    expect(field!.x + field!.width).toBeLessThan(card!.x);
    await expect(page.getByText(/^Filters \(\d+\)$/)).toBeHidden();
    await screenshotForPeople(page, `first-screen-${path.replace(/\W+/g, '-')}.png`);
  }
});

test('the admin console on its own fills the window edge to edge and has the site icon', async ({
  page,
  request,
}) => {
  const adminUrl = `http://localhost:${E2E_PORTS.admin}`;
  await page.goto(`${adminUrl}/login`);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
  const icon = await page.locator('link[rel~="icon"]').getAttribute('href');
  expect(icon).toBeTruthy();
  const answer = await request.get(new URL(icon!, `${adminUrl}/`).toString());
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('image/svg');
});

for (const [size, viewport] of BOTH_SIZES) {
  test(`the compare bar is one readable line on ${size}: full width on a phone, centred on a desktop`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/cars');
    const card = page.getByTestId('product-card').first();
    const name = await card.locator('h4').textContent();
    await card.getByRole('checkbox', { name: `Compare ${name}` }).check();
    const bar = page.getByRole('complementary', { name: 'Compare cars' });
    await expect(bar).toContainText('1 of 3 cars picked');

    const box = (await bar.boundingBox())!;
    // One line: the count, Compare and Clear side by side, none wrapped letter by letter.
    expect(box.height).toBeLessThanOrEqual(72);
    for (const control of [
      bar.getByRole('link', { name: 'Compare' }),
      bar.getByRole('button', { name: 'Clear' }),
    ]) {
      const { height, width } = (await control.boundingBox())!;
      // A button's one line with its padding (a second line would add 22 px).
      expect(height).toBeLessThanOrEqual(48);
      expect(width).toBeGreaterThan(48);
    }
    if (viewport === PHONE) {
      expect(box.x).toBe(0);
      expect(box.width).toBe(PHONE.width);
    } else {
      // Centred, within the window.
      expect(Math.abs(box.x + box.width / 2 - DESKTOP.width / 2)).toBeLessThanOrEqual(1);
    }
  });
}
