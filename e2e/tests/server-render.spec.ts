// The public pages rendered on the server and hydrated in the browser: the page arrives with its content, the
// browser takes it over without a hydration error or warning and without reading the page's data again.
import { expect, test, type Page } from '@playwright/test';
import { CONTACT_MESSAGES } from '@usedcars/contract/contact-messages';
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

/** How many documents the page has loaded since this was called (an in-app move loads none). */
function watchNavigations(page: Page): () => number {
  let loads = 0;
  page.on('load', () => (loads += 1));
  return () => loads;
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

test(
  "a category's page comes rendered with its count, sort and filters, and hydrates without an error or a second read",
  READS_CATALOGUE,
  async ({ page, request }) => {
    const problems = watchProblems(page);
    const reads = watchApiReads(page, /^\/api\/(products|categories)(?:\?|\/facets|$)/);
    const answer = await request.get(`${API_URL}/products?category=suv&sort=price_asc`);
    const cars = (await answer.json()) as { _id: string }[];
    const total = Number(answer.headers()['x-total-count']);

    const response = await page.goto('/category/suv?sort=price_asc');
    expect(response?.status()).toBe(200);
    const sent = await response!.text();
    expect(sent).toContain('<title>SUV | UsedCars</title>');
    for (const car of cars) expect(sent).toContain(`/products/${car._id}`);
    expect(sent).toContain(`${total} cars`);

    await hydrated(page);
    await expect(page.getByTestId('product-card')).toHaveCount(cars.length);
    await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
    expect(reads).toEqual([]);
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
  const button = page.getByRole('button', { name: /Add to wish list/ });
  await button.click();
  // Answered at once: the press shows as held (the page's CSS dims it) until it is made.
  expect(await button.getAttribute('data-held')).toBe('');
  await expect(page.locator('#root')).toHaveAttribute('data-hydration', 'pending');
  releaseScripts();
  await hydrated(page);
  await expect(page.getByText('Please login for added product to the wish list.')).toBeVisible();
  await expect(button).not.toHaveAttribute('data-held');
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

test('what a visitor types into a form before the app has taken it over is kept, and sent', async ({
  page,
}) => {
  const releaseScripts = await holdBack(page, APP_ENTRY);
  await page.goto('/contact-us', { waitUntil: 'domcontentloaded' });
  const email = page.getByLabel('Email');
  await email.fill('early.writer@example.com');
  await expect(page.locator('#root')).toHaveAttribute('data-hydration', 'pending');
  releaseScripts();
  await hydrated(page);
  await expect(email).toHaveValue('early.writer@example.com');
  await page.getByLabel('Your name').fill('Early Writer');
  await page.getByLabel('Topic').selectOption({ index: 1 });
  await page.getByLabel('Message').fill('Typed before the page had fully loaded.');
  await page.getByRole('button', { name: 'Send message' }).click();
  // The address reached the form's own state: it is sent, not refused as missing.
  await expect(page.getByText(CONTACT_MESSAGES.sent)).toBeVisible();
});

test('a filter chosen before the app has taken /cars over applies once it has, without a page load', async ({
  page,
}) => {
  // The storefront's code held back: its section of the page stays the server's HTML.
  const releaseStorefront = await holdBack(page, new RegExp(`^${storefrontUrl}/.*\\.js(?:\\?|$)`));
  await page.goto('/cars', { waitUntil: 'domcontentloaded' });
  const section = page.locator('[data-hydration=pending]');
  await section.getByLabel('Condition', { exact: true }).selectOption('Good');
  // A mark on this document: a page load would start another without it (the first document's own load event is
  // still to come, held back with the scripts).
  await page.evaluate(() => Object.assign(window, { beforeTheApp: true }));
  releaseStorefront();
  await hydrated(page);
  await expect(page).toHaveURL(/\/cars\?condition=Good$/);
  await expect(page.getByLabel('Condition', { exact: true })).toHaveValue('Good');
  expect(await page.evaluate(() => 'beforeTheApp' in window)).toBe(true);
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
    // The phone's "Filters (n)" toggle (a check box's label): one press opens the filters, a second closes them again.
    const section = page.locator('[data-hydration=pending]');
    const filters = page.getByRole('checkbox', { name: /^Filters \(/ });
    await expect(filters).not.toBeChecked();
    await section.getByText(/^Filters \(/).click();
    releaseStorefront();
    await hydrated(page);
    await expect(filters).toBeChecked();
    await expect(page.getByLabel('Brand')).toBeVisible();
    // Made once: no second press closes them a moment later.
    await page.waitForTimeout(500);
    await expect(filters).toBeChecked();
  });

  test("the header's menu opens at the first tap before the app has taken the page over, and stays open as it does", async ({
    page,
  }) => {
    const releaseScripts = await holdBack(page, APP_ENTRY);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const menuLinks = page.getByRole('navigation', { name: 'Site menu' });
    await expect(menuLinks).toBeHidden();
    await page.getByLabel('Menu', { exact: true }).click();
    // The browser opens it: no script has run.
    await expect(menuLinks).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('data-hydration', 'pending');
    // Its close mark (at the panel's top right) works before the app too.
    await page.mouse.click(240, 32);
    await expect(menuLinks).toBeHidden();
    await page.getByLabel('Menu', { exact: true }).click();
    await expect(menuLinks).toBeVisible();
    releaseScripts();
    await hydrated(page);
    await expect(menuLinks).toBeVisible();
    // Taken over: its link moves within the app, which closes the menu.
    const reloads = watchNavigations(page);
    await menuLinks.getByRole('link', { name: 'Cars', exact: true }).click();
    await expect(page).toHaveURL(/\/cars$/);
    await expect(menuLinks).toBeHidden();
    expect(reloads()).toBe(0);
    // So do a tap on its close mark and one on the shade beside the panel (both drawn by the summary).
    const closeMark = [240, 32] as const;
    const shade = [370, 400] as const;
    for (const [x, y] of [closeMark, shade]) {
      await page.getByLabel('Menu', { exact: true }).click();
      await expect(menuLinks).toBeVisible();
      await page.mouse.click(x, y);
      await expect(menuLinks).toBeHidden();
    }
  });

  test('the public pages do not move as they hydrate (no layout shift)', async ({ page, request }) => {
    // A seeded car: it has several photos, so its page shows the carousel and its thumbnails once hydrated.
    const car = (await seededCars(request)).find((candidate) => candidate.images.length > 1);
    await page.addInitScript(() => {
      // Each shift with what moved (a failure says which element, from where to where).
      const shifts: string[] = [];
      (window as unknown as { shifts: string[] }).shifts = shifts;
      const describe = (node: Node | null) => {
        if (!(node instanceof Element)) return String(node?.nodeName);
        const label = node.getAttribute('aria-label') ?? node.textContent?.trim().slice(0, 40);
        return `${node.tagName.toLowerCase()}.${[...node.classList].join('.')} "${label}"`;
      };
      type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      type Shift = { value: number; hadRecentInput: boolean; startTime: number; sources: Source[] };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Shift[])
          if (!entry.hadRecentInput)
            shifts.push(
              `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ` +
                entry.sources
                  .map(
                    ({ node, previousRect: from, currentRect: to }) =>
                      `${describe(node)} (${from.x},${from.y} ${from.width}x${from.height} -> ${to.x},${to.y} ${to.width}x${to.height})`,
                  )
                  .join('; '),
            );
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of ['/', '/cars', `/products/${car!._id}`]) {
      // This test's subject is a page the server rendered. One whose reads passed their deadline (the API held up by
      // another journey's writes on a busy machine) goes out for the browser to render, by design, and moves as it
      // renders: load it again.
      for (let attempt = 1; ; attempt++) {
        const response = await page.goto(path, { waitUntil: 'networkidle' });
        if ((await response!.text()).includes('id="server-state"')) break;
        expect(attempt, `${path} was served without its server render ${attempt} times`).toBeLessThan(3);
      }
      await hydrated(page);
      if (path.startsWith('/products/'))
        await expect(page.getByRole('region', { name: 'Photos' })).toBeVisible();
      const shifts = await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
      expect({ path, shifts }).toEqual({ path, shifts: [] });
    }
  });
});
