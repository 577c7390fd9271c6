// The public pages rendered on the server and hydrated in the browser: the page arrives with its content, the
// browser takes it over without a hydration error or warning and without reading the page's data again.
import { expect, test, type Page } from '@playwright/test';
import { API_URL, storefrontUrl } from '../ports';
import { apiSignup, listCar, READS_CATALOGUE, seededCars, signIn, SIGNUP_PASSWORD } from '../session';

/** Console errors and warnings (React's hydration mismatches are errors), page errors and dialogs. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) || /hydrat/i.test(message.text()))
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('dialog', (dialog) => {
    problems.push(`a dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return problems;
}

/** The /api reads the page makes whose path matches `pattern`. */
function watchApiReads(page: Page, pattern: RegExp): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && pattern.test(url.pathname + url.search))
      reads.push(request.url());
  });
  return reads;
}

// The app's public hydration signal (shared-ui/src/components/HydrationPart.tsx): the root and each part of the
// page that hydrates on its own carry data-hydration, "pending" until that part has hydrated, then "done".

/** Resolves once the whole page has hydrated: the root and every part of it. */
async function hydrated(page: Page) {
  await expect(page.locator('#root')).toHaveAttribute('data-hydration', 'done');
  await expect(page.locator('[data-hydration=pending]')).toHaveCount(0);
}

/** The shell's entry script: held back, the page stays the server's HTML alone. */
const APP_ENTRY = /\/static\/js\/index\.[0-9a-f]+\.js$/;

/** Holds back the requests matching `pattern` until the returned function is called. */
async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Resolves once the part of the page holding the first element matching `selector` has hydrated. */
const takenOver = (page: Page, selector: string) =>
  page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return (
      element !== null &&
      document.getElementById('root')?.getAttribute('data-hydration') === 'done' &&
      element.closest('[data-hydration=pending]') === null
    );
  }, selector);

test("a car's page comes rendered, hydrates without an error, and does not read the car again", async ({
  page,
  request,
}) => {
  // A hostile name: text in the page, in the data block and after hydration.
  const name = `</script><img src=x onerror=alert(1)> Axio ${Date.now()}`;
  const { _id: id } = await listCar(request, name);
  const problems = watchProblems(page);
  const reads = watchApiReads(page, new RegExp(`^/api/product/${id}(?:/similar)?$`));

  const response = await page.goto(`/products/${id}`);
  expect(response?.status()).toBe(200);
  const sent = await response!.text();
  // The car's heading is in the body the server sent, its name as text.
  expect(sent).toMatch(/<h1[^>]*>&lt;\/script&gt;&lt;img src=x onerror=alert\(1\)&gt; Axio/);
  expect(sent).toContain('<script type="application/json" id="server-state">');
  expect(sent).not.toContain('<img src=x');

  await hydrated(page);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  // Hydrated and working: the full-screen viewer opens.
  await page.getByRole('button', { name: /View full screen/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(reads).toEqual([]);
  expect(problems).toEqual([]);
});

test(
  '/cars with its query comes rendered and hydrates without an error or a second read of the list',
  READS_CATALOGUE,
  async ({ page, request }) => {
    const problems = watchProblems(page);
    const reads = watchApiReads(page, /^\/api\/products(?:\?|$)/);
    const cars = (await (await request.get(`${API_URL}/products?brand=toyota`)).json()) as { _id: string }[];

    const response = await page.goto('/cars?brand=toyota');
    expect(response?.status()).toBe(200);
    const sent = await response!.text();
    for (const car of cars) expect(sent).toContain(`/products/${car._id}`);

    await hydrated(page);
    await expect(page.getByTestId('product-card')).toHaveCount(cars.length);
    // The filters (antd, loaded after the first paint) work on the hydrated page, and then do read the API.
    await page.getByRole('link', { name: 'Cars', exact: true }).first().click();
    await expect(page).toHaveURL(/\/cars$/);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    expect(reads.filter((url) => url.includes('brand=toyota'))).toEqual([]);
    expect(problems).toEqual([]);
  },
);

test('a button pressed before the page is hydrated is pressed again once it is', async ({
  page,
  request,
}) => {
  const name = `Axio Early ${Date.now()}`;
  const { _id: id } = await listCar(request, name);
  // The app's entry held back until the button has been pressed: the page is the server's HTML alone meanwhile.
  const releaseScripts = await holdBack(page, APP_ENTRY);
  await page.goto(`/products/${id}`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: /Add to wish list/ }).click();
  await expect(page.locator('#root')).toHaveAttribute('data-hydration', 'pending');
  releaseScripts();
  await hydrated(page);
  await expect(page.getByText('Please login for added product to the wish list.')).toBeVisible();
});

test('a signed-in buyer who presses "Add to wish list" before the page knows who they are gets the car wish-listed', async ({
  page,
  request,
}) => {
  const name = `Axio Signed ${Date.now()}`;
  const { _id: id } = await listCar(request, name);
  const buyer = await apiSignup(request, 'Early Buyer', 'Buyer');
  await signIn(page, buyer.email, SIGNUP_PASSWORD);
  // The press is made on the server's HTML and replayed once the app has hydrated, while the session is still being
  // resolved: the page's first render is the logged-out one.
  const releaseScripts = await holdBack(page, APP_ENTRY);
  const releaseSession = await holdBack(page, /\/api\/auth\/me$/);
  await page.goto(`/products/${id}`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Add to wish list', exact: true }).click();
  releaseScripts();
  await takenOver(page, 'main button');
  // Time for the held press to be replayed, which asked a signed-in buyer to log in before it waited for the session.
  await page.waitForTimeout(1_000);
  await expect(page.getByText('Please login for added product to the wish list.')).toBeHidden();
  releaseSession();
  await expect(page.getByText('Product Added To Wish List')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wish list, 1 item' })).toBeVisible();
});

test('a visitor who scrolls the page before the app has taken it over stays where they scrolled', async ({
  page,
}) => {
  const releaseScripts = await holdBack(page, APP_ENTRY);
  await page.goto('/cars', { waitUntil: 'domcontentloaded' });
  await page.getByTestId('product-card').last().scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(500);
  releaseScripts();
  await takenOver(page, '[data-testid=product-card] button');
  // The app's scroll handling ran as it took the page over (it used to take the page back to the top for 2 s).
  await page.waitForTimeout(500);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolledTo)).toBeLessThan(2);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a press in the page's section, made after the shell has hydrated and before the section has, is made once when it has", async ({
    page,
  }) => {
    // The storefront's code held back: the shell hydrates, the storefront's section (a part of its own) cannot.
    const releaseStorefront = await holdBack(page, new RegExp(`^${storefrontUrl}/.*\\.js(?:\\?|$)`));
    await page.goto('/cars', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#root')).toHaveAttribute('data-hydration', 'done');
    // The phone's "Filters (n)" toggle: one press opens the filters, a second closes them again.
    const toggle = page.locator('[data-hydration=pending]').getByRole('button', { name: /^Filters \(/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    releaseStorefront();
    await hydrated(page);
    const filters = page.getByRole('button', { name: /^Filters \(/ });
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    // Made once: no second press closes them a moment later.
    await page.waitForTimeout(500);
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
  });

  test('the public pages do not move as they hydrate (no layout shift)', async ({ page, request }) => {
    // A seeded car: it has several photos, so its page shows the carousel and its thumbnails once hydrated.
    const car = (await seededCars(request)).find((candidate) => candidate.images.length > 1);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of ['/', '/cars', `/products/${car!._id}`]) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await hydrated(page);
      if (path.startsWith('/products/'))
        await expect(page.getByRole('region', { name: 'Photos' })).toBeVisible();
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
      expect({ path, shifts }).toEqual({ path, shifts: [] });
    }
  });
});
