// Layout with the data people really type: a seller, a brand, a listing and a meeting place each named with one
// long unbroken word. On a phone (390 px) no page may be wider than the screen; on a desktop (1366 px) every
// console table shows all its columns without scrolling sideways.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL, E2E_PORTS } from '../ports';
import { apiLogin, apiSignup, DEMO, listCar, loginThroughUi, ONE_PIXEL_PNG } from '../session';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

interface LongData {
  carId: string;
  carName: string;
  sellerEmail: string;
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

  const seller = await apiSignup(request, unbroken('Seller'), 'Seller');
  const headers = { Authorization: `Bearer ${seller.token}` };
  const carName = unbroken('Car');
  const { _id: carId } = await listCar(request, carName, {
    token: seller.token,
    fields: { description: unbroken('Description', 300), brand: brandValue },
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
  return { carId, carName, sellerEmail: seller.email };
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

test.describe('long unbroken names', () => {
  let data: LongData;

  test.beforeAll(async ({ request }) => {
    data = await createLongData(request);
  });

  test('no page is wider than a phone, for a shopper, the seller and an admin', async ({ page, request }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(PHONE);
    const publicPaths = [
      '/',
      '/cars',
      `/cars?q=${data.carName}`,
      '/advertise',
      `/products/${data.carId}`,
      '/category/sedan',
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

    await loginThroughUi(page, DEMO.buyer);
    await expectNoOverflow(['/my-orders', '/wishlist']);
    // A dialog's close button stays on the screen, whatever the car's name (a buyer who has not booked it yet).
    const shopper = await apiSignup(request, 'Layout Shopper', 'Buyer');
    await page.context().clearCookies();
    await loginThroughUi(page, shopper.email, 'Strong#pass1');
    await open(page, `/cars?q=${data.carName}`);
    await page.getByRole('button', { name: `Book ${data.carName}` }).click();
    const close = page.getByRole('dialog').getByRole('button', { name: 'Close' });
    await expect(close).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Escape');

    await page.context().clearCookies();
    await loginThroughUi(page, data.sellerEmail, 'Strong#pass1');
    await expectNoOverflow(['/seller/dashboard', '/seller/my-products', '/seller/bookings']);

    await page.context().clearCookies();
    await loginThroughUi(page, DEMO.admin);
    await expectNoOverflow([
      '/admin/dashboard',
      '/admin/users',
      '/admin/products',
      '/admin/report-products',
      '/admin/audit-log',
    ]);
  });

  test('every console table shows all its columns at 1366 px', async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(DESKTOP);
    const check = async (paths: string[]) => {
      for (const path of paths) {
        await open(page, path);
        await expect(page.locator('.ant-table').first()).toBeVisible();
        expect({ path, hidden: await hiddenColumns(page) }).toEqual({ path, hidden: [] });
      }
    };
    await loginThroughUi(page, data.sellerEmail, 'Strong#pass1');
    await check(['/seller/dashboard', '/seller/my-products', '/seller/bookings']);
    await page.context().clearCookies();
    await loginThroughUi(page, DEMO.seller);
    await check(['/seller/bookings', '/seller/my-products']);
    await page.context().clearCookies();
    await loginThroughUi(page, DEMO.admin);
    await check(['/admin/users', '/admin/products', '/admin/report-products', '/admin/audit-log']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      DESKTOP.width,
    );
  });
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
