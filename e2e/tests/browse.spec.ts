// A visitor browsing without logging in: every public page, through the shell, the storefront remote and the API.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { queryDatabase } from '../database';
import { API_URL, E2E_PORTS } from '../ports';
import { apiLogin, BOTH_SIZES, DEMO, ONE_PIXEL_PNG, READS_CATALOGUE } from '../session';

interface ProductBody {
  _id: string;
  product_name: string;
  sell: boolean;
  advertise: boolean;
  purchaseYear: string;
  mileage: number | null;
  fuel: string | null;
  author: { displayName: string; verified: boolean };
}

/** Every listed car, read a page of 100 at a time (the journeys before these list more than one page). */
async function everyListedCar(request: APIRequestContext): Promise<{ total: number; cars: ProductBody[] }> {
  const cars: ProductBody[] = [];
  let total = 0;
  for (let n = 1; n === 1 || cars.length < total; n += 1) {
    const res = await request.get(`${API_URL}/products?pageSize=100&page=${n}`);
    total = Number(res.headers()['x-total-count']);
    const batch = (await res.json()) as ProductBody[];
    expect(batch.length).toBeGreaterThan(0);
    cars.push(...batch);
  }
  return { total, cars };
}

async function cardsPerRow(page: Page): Promise<number> {
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  const tops = await cards.evaluateAll((els) =>
    els.slice(0, 6).map((el) => Math.round(el.getBoundingClientRect().top)),
  );
  return tops.filter((top) => top === tops[0]).length;
}

test(
  'home shows the hero, the advertised cars and the categories, rendered by the storefront remote',
  READS_CATALOGUE,
  async ({ page }) => {
    const storefrontRequests: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).port === String(E2E_PORTS.storefront)) storefrontRequests.push(req.url());
    });
    await page.goto('/');

    await expect(page.getByText(/more than 200 cars sold/i)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Advertised Cars' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Browse by Category' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What Our Customers Say' })).toBeVisible();

    // The newest advertised cars (two rows), and a link to all of them when there are more.
    const newest = await page.request.get(`${API_URL}/advertise-product?pageSize=6`);
    const advertised = (await newest.json()) as ProductBody[];
    expect(advertised.length).toBeGreaterThan(0);
    await expect(page.getByTestId('product-card')).toHaveCount(advertised.length);
    for (const product of advertised) expect(product.sell).toBe(false);
    const allAdvertised = Number(newest.headers()['x-total-count']);
    if (allAdvertised > advertised.length) {
      await expect(
        page.getByRole('link', { name: `See all ${allAdvertised.toLocaleString('en-US')} advertised cars` }),
      ).toHaveAttribute('href', '/advertise');
    }

    const categories = (await (await page.request.get(`${API_URL}/categories`)).json()) as {
      category: string;
      value: string;
    }[];
    expect(categories.length).toBeGreaterThanOrEqual(6);
    const main = page.getByRole('main');
    for (const { category, value } of categories) {
      await expect(main.getByRole('link', { name: category, exact: true })).toHaveAttribute(
        'href',
        `/category/${value}`,
      );
    }
    // The page came from the remote on its own server, through its manifest.
    expect(storefrontRequests.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);

    await page.getByRole('link', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(/\/cars$/);
    await expect(page.getByRole('heading', { name: 'Cars', level: 1 })).toBeVisible();
  },
);

test(
  'cars grid has 1, 2 or 3 columns by width, pages through every unsold car, and links to details',
  READS_CATALOGUE,
  async ({ page }) => {
    const { total, cars: all } = await everyListedCar(page.request);
    expect(all.length).toBe(total);
    expect(all.every((p) => !p.sell)).toBe(true);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/cars');
    expect(await cardsPerRow(page)).toBe(3);
    await expect(page.getByTestId('product-card')).toHaveCount(24);
    await page.setViewportSize({ width: 800, height: 900 });
    expect(await cardsPerRow(page)).toBe(2);
    await page.setViewportSize({ width: 390, height: 900 });
    expect(await cardsPerRow(page)).toBe(1);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/cars?page=${Math.ceil(total / 24)}`);
    await expect(page.getByTestId('product-card')).toHaveCount(total - 24 * (Math.ceil(total / 24) - 1));

    const first = page.getByTestId('product-card').first();
    const name = (await first.getByRole('link').first().textContent())!.trim();
    await first.getByRole('link', { name }).first().click();
    await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  },
);

test(
  'cars filter by fuel and mileage and sort by mileage, with the number that match',
  READS_CATALOGUE,
  async ({ page, request }) => {
    const { cars: listed } = await everyListedCar(request);
    const petrolMileages = listed
      .filter((p) => p.fuel === 'Petrol' && p.mileage !== null)
      .map((p) => p.mileage!)
      .sort((a, b) => a - b);
    // Some petrol cars at most this far driven, and some more.
    const maxMileage = petrolMileages[Math.floor(petrolMileages.length / 2)]!;
    const expected = listed
      .filter((p) => p.fuel === 'Petrol' && p.mileage !== null && p.mileage <= maxMileage)
      .sort((a, b) => a.mileage! - b.mileage!);
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.length).toBeLessThan(petrolMileages.length);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/cars');
    await page.getByText('Any fuel').click();
    // Each fuel shows how many cars it would give (GET /products/facets): "Petrol (12)".
    const petrol = page.getByRole('checkbox', { name: /^Petrol \(\d+\)$/ });
    await petrol.check();
    await page.keyboard.press('Escape');
    await expect(petrol).toBeHidden();
    await page.getByLabel('Max mileage (km)').fill(String(maxMileage));
    await page.getByLabel('Max mileage (km)').press('Enter');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Mileage: low to high');
    await expect(page).toHaveURL(
      new RegExp(`/cars\\?fuel=Petrol&maxMileage=${maxMileage}&sort=mileage_asc$`),
    );

    await expect(page.getByRole('status').filter({ hasText: / cars?$/ })).toHaveText(
      `${expected.length} ${expected.length === 1 ? 'car' : 'cars'}`,
    );
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(Math.min(24, expected.length));
    // Lowest mileage first (cars of equal mileage in either order), each petrol and within the bound. The filtered
    // list shows until the sorted one arrives (same count): wait for the order.
    const readShown = () =>
      cards.evaluateAll((els) =>
        els.map((el) => ({
          name: el.querySelector('h4')?.textContent ?? '',
          // The facts line, not a price drop's line above it.
          specs: el.querySelector('.uc-card-specs:not(.uc-price-drop)')?.textContent ?? '',
        })),
      );
    const km = (specs: string) => Number(/([\d,]+) km/.exec(specs)?.[1]?.replace(/,/g, ''));
    await expect
      .poll(async () => (await readShown()).map((card) => km(card.specs)))
      .toEqual(expected.slice(0, 24).map((p) => p.mileage));
    const shown = await readShown();
    expect(shown.every((card) => card.specs.includes('Petrol'))).toBe(true);
    // Each card is one of the matching cars of its mileage (which of several equal ones fill the page is free).
    for (const card of shown) {
      const ofItsMileage = expected.filter((p) => p.mileage === km(card.specs)).map((p) => p.product_name);
      expect(ofItsMileage).toContain(card.name);
    }
  },
);

test(
  'product page shows every field, and a sold car keeps its page while leaving the lists',
  READS_CATALOGUE,
  async ({ page, request }) => {
    const { cars: listed } = await everyListedCar(request);
    const verified = listed.find((p) => p.author.verified)!;
    await page.goto(`/products/${verified._id}`);
    await expect(page.getByRole('heading', { name: verified.product_name, level: 1 })).toBeVisible();
    await expect(page.getByText(`Posted by ${verified.author.displayName}`)).toBeVisible();
    await expect(page.getByText('Verified seller')).toBeVisible();
    await expect(page.getByText(/^Posted on /)).toBeVisible();
    for (const label of [
      'Category',
      'Brand',
      'Condition',
      'Location',
      'Purchase Price',
      'Sell Price',
      'Purchase Year',
    ]) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    const [year, month] = verified.purchaseYear.split('-').map(Number);
    const monthYear = new Date(Date.UTC(year!, month! - 1, 1)).toLocaleString('en-US', {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await expect(page.getByText(monthYear, { exact: true })).toBeVisible();
    await expect(
      page.locator('.uc-detail').getByRole('img', { name: verified.product_name, exact: true }),
    ).toBeVisible();
    // Cars like it follow (the seed lists several of each category near any price), each leading to its page.
    const similar = page.getByRole('list', { name: 'Similar cars' });
    await expect(similar.getByRole('listitem').first()).toBeVisible();
    const similarLink = similar.getByRole('heading').first().getByRole('link');
    const similarName = await similarLink.textContent();
    await similarLink.click();
    await expect(page).not.toHaveURL(new RegExp(`/products/${verified._id}$`));
    await expect(page.getByRole('heading', { name: similarName!, level: 1 })).toBeVisible();

    const unverified = listed.find((p) => !p.author.verified)!;
    await page.goto(`/products/${unverified._id}`);
    await expect(page.getByRole('heading', { name: unverified.product_name, level: 1 })).toBeVisible();
    await expect(page.getByText('Verified seller')).toHaveCount(0);

    // The seed sells some cars: they are in no public list, but their page still opens.
    const [sold] = queryDatabase<{ id: string; name: string }>(
      'SELECT id, name FROM products WHERE sold = 1 LIMIT 1',
    );
    expect(sold).toBeDefined();
    expect(listed.some((p) => p._id === sold!.id)).toBe(false);
    const advertised = (await (
      await request.get(`${API_URL}/advertise-product?pageSize=100`)
    ).json()) as ProductBody[];
    expect(advertised.some((p) => p._id === sold!.id)).toBe(false);
    await page.goto(`/products/${sold!.id}`);
    await expect(page.getByRole('heading', { name: sold!.name, level: 1 })).toBeVisible();

    await page.goto('/products/00000000-0000-7000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
  },
);

test(
  'a category page lists its cars under its title; an unknown or empty one says Not Found',
  READS_CATALOGUE,
  async ({ page, request }) => {
    const categories = (await (await request.get(`${API_URL}/categories`)).json()) as {
      category: string;
      value: string;
    }[];
    const withCars = [];
    for (const c of categories) {
      const { products } = (await (await request.get(`${API_URL}/category/${c.value}`)).json()) as {
        products: unknown[];
      };
      if (products.length > 0) withCars.push({ ...c, count: products.length });
    }
    const category = withCars[0]!;
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: category.category, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/category/${category.value}$`));
    await expect(page.getByRole('heading', { name: category.category, level: 1 })).toBeVisible();
    await expect(page.getByTestId('product-card')).toHaveCount(category.count);

    await page.goto('/category/no_such_category');
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
    await expect(page.getByTestId('product-card')).toHaveCount(0);
  },
);

test(
  'advertise page lists the advertised cars under "Advertise Cars"',
  READS_CATALOGUE,
  async ({ page, request }) => {
    // Its first page: the demo has fewer than a page of them (the pager is tested with the page's own test).
    const advertised = (await (await request.get(`${API_URL}/advertise-product`)).json()) as ProductBody[];
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Advertised' }).click();
    await expect(page).toHaveURL(/\/advertise$/);
    await expect(page.getByRole('heading', { name: 'Advertise Cars', level: 1 })).toBeVisible();
    await expect(page.getByTestId('product-card')).toHaveCount(advertised.length);
    for (const product of advertised) {
      await expect(page.getByRole('link', { name: product.product_name }).first()).toBeVisible();
    }
  },
);

test('blogs, FAQ, contact, privacy policy and the 404 page carry their texts', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' }).click();
  await expect(page.getByRole('heading', { name: 'Blogs', level: 1 })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(4);
  for (const topic of [/state/i, /prototypal inheritance/i, /unit test/i, /React.*Angular.*Vue/i]) {
    await expect(page.getByRole('heading', { level: 2, name: topic })).toBeVisible();
  }

  for (const path of ['/faq', '/contact-us']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  }

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByText('Our privacy policy is coming soon.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to homepage' })).toBeVisible();

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: "Sorry, we couldn't find this page" })).toBeVisible();
  await page.getByRole('link', { name: 'Back to homepage' }).click();
  await expect(page.getByText(/more than 200 cars sold/i)).toBeVisible();
});

test('the header shows Login for a visitor and the wish-list count', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Wish list, 0 items' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Login' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('menuitem', { name: /logout|profile/i })).toHaveCount(0);
});

test(
  'a shopper picks cars to compare from /cars and a car page, and sees them side by side',
  READS_CATALOGUE,
  async ({ page }) => {
    await page.goto('/cars');
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    const names = await cards.locator('h4').allTextContents();
    await page.getByRole('checkbox', { name: `Compare ${names[0]}` }).check();
    await page.getByRole('checkbox', { name: `Compare ${names[1]}` }).check();
    const bar = page.getByRole('complementary', { name: 'Compare cars' });
    await expect(bar).toContainText('2 of 3 cars picked');

    // The picks are kept while browsing: a third from a car's own page.
    await page.getByRole('link', { name: names[2]!, exact: true }).first().click();
    await page.getByRole('checkbox', { name: `Compare ${names[2]}` }).check();
    await expect(bar).toContainText('3 of 3 cars picked');
    await bar.getByRole('link', { name: 'Compare' }).click();

    await expect(page).toHaveURL(/\/compare\?ids=/);
    await expect(page.getByRole('heading', { name: 'Compare cars', level: 1 })).toBeVisible();
    for (const name of names.slice(0, 3))
      await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: /^Mileage/ }).getByRole('cell')).toHaveCount(3);
    await page.getByRole('button', { name: `Remove ${names[0]} from the comparison` }).click();
    await expect(page.getByRole('row', { name: /^Mileage/ }).getByRole('cell')).toHaveCount(2);
    // The address is the comparison: it opens the same way elsewhere.
    const shared = page.url();
    await page.goto('/');
    await page.goto(shared);
    await expect(page.getByRole('row', { name: /^Fuel/ }).getByRole('cell')).toHaveCount(2);
  },
);

test('a car the original clients listed, without its facts, shows each fact as Unknown, never "null"', async ({
  page,
  request,
}) => {
  // The original clients' POST /product as they send it: no vehicle facts, prices as text, the caller's id, a date.
  const { token, user } = await apiLogin(request, DEMO.seller);
  const headers = { Authorization: `Bearer ${token}` };
  const upload = await request.post(`${API_URL}/images`, {
    headers,
    multipart: { image: { name: 'car.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG } },
  });
  const image = ((await upload.json()) as { data: { url: string } }).data.url;
  const name = `Spec Sedan ${Date.now()}`;
  const created = await request.post(`${API_URL}/product`, {
    headers,
    data: {
      product_name: name,
      category: 'sedan',
      brand: 'toyota',
      originalPrice: '22000',
      sellPrice: '17500',
      condition: 'Good',
      location: 'Dhaka',
      purchaseYear: '2018-06',
      mobile: '01711000000',
      image,
      description: 'Listed by the original app.',
      authorID: user._id,
      date: new Date().toLocaleString('en-US'),
    },
  });
  expect(created.status()).toBe(201);
  const { insertedId: id } = (await created.json()) as { insertedId: string };
  const nothingUnset = /\bnull\b|undefined|NaN/;

  // Its page: every fact Unknown; its head's schema.org Car leaves out the facts it does not know.
  const response = await page.goto(`/products/${id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const fact = (label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
  for (const label of [
    'Model',
    'Mileage',
    'Fuel',
    'Transmission',
    'Previous owners',
    'Color',
    'Engine',
    'VIN',
  ])
    await expect(fact(label)).toHaveText('Unknown');
  await expect(page.locator('.uc-detail')).not.toContainText(nothingUnset);
  const [car] = (await page.locator('head script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  expect(car).toMatchObject({ '@type': 'Car', name, offers: { price: 17500 } });
  for (const key of ['model', 'mileageFromOdometer', 'fuelType', 'vehicleTransmission', 'vehicleEngine'])
    expect(car).not.toHaveProperty(key);
  expect(await page.locator('head meta[name="description"]').getAttribute('content')).not.toMatch(
    nothingUnset,
  );

  // Its card leads with the year it was bought, never passed off as the year it was made (no model year).
  await page.goto(`/cars?q=${encodeURIComponent(name)}`);
  const card = page.getByTestId('product-card');
  await expect(card).toHaveCount(1);
  await expect(card.locator('.uc-card-specs')).toHaveText('Bought 2018');
  await expect(card).not.toContainText(nothingUnset);

  // The comparison: Unknown where it does not tell.
  await page.goto(`/compare?ids=${id}`);
  for (const row of ['Mileage', 'Fuel', 'Transmission', 'Previous owners'])
    await expect(page.getByRole('row', { name: new RegExp(`^${row}`) }).getByRole('cell')).toHaveText(
      'Unknown',
    );
  await expect(page.getByRole('table')).not.toContainText(nothingUnset);
});

for (const [size, viewport] of BOTH_SIZES) {
  test(`on ${size}, a search that finds nothing says why and clears its filters`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/cars?minPrice=20000&maxPrice=5000');
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
    await expect(
      page.getByText('Min price is more than Max price, so no car can match. Swap them, or clear one.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(/\/cars$/);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });
}
