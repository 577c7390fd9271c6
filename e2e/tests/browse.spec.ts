// A visitor browsing without logging in: every public page, through the shell, the storefront remote and the API.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { queryDatabase } from '../database';
import { API_URL, E2E_PORTS } from '../ports';
import {
  apiLogin,
  apiSignup,
  BOTH_SIZES,
  chooseOption,
  DEMO,
  ONE_PIXEL_PNG,
  READS_CATALOGUE,
  signIn,
  SIGNUP_PASSWORD,
  screenshotForPeople,
} from '../session';

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

    // How many cars are for sale: the catalogue's own count (this journey's catalogue changes under nobody).
    const { total } = (await (await page.request.get(`${API_URL}/products/facets`)).json()) as {
      total: number;
    };
    await expect(page.getByText(`${total.toLocaleString('en-US')} cars for sale right now.`)).toBeVisible();
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

    // Every category with a car for sale (an empty one would lead to an empty page).
    const categories = (await (await page.request.get(`${API_URL}/categories`)).json()) as {
      category: string;
      value: string;
    }[];
    const { facets } = (await (await page.request.get(`${API_URL}/products/facets`)).json()) as {
      facets: { category: { value: string; count: number }[] };
    };
    const withCars = categories.filter((each) =>
      facets.category.some((counted) => counted.value === each.value && counted.count > 0),
    );
    expect(withCars.length).toBeGreaterThanOrEqual(6);
    const main = page.getByRole('main');
    for (const { category, value } of withCars) {
      await expect(main.getByRole('link', { name: category, exact: true })).toHaveAttribute(
        'href',
        `/category/${value}`,
      );
    }
    await expect(main.getByRole('region', { name: 'Browse by Category' }).getByRole('link')).toHaveCount(
      withCars.length,
    );
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

for (const [size, viewport] of BOTH_SIZES) {
  test(
    `on ${size}, a category page is the cars search with its category fixed: count, sort, filters, its own heading`,
    READS_CATALOGUE,
    async ({ page, request }) => {
      await page.setViewportSize(viewport);
      const categories = (await (await request.get(`${API_URL}/categories`)).json()) as {
        category: string;
        value: string;
      }[];
      const sedan = categories.find((each) => each.value === 'sedan')!;
      const inSedan = async (query: string) => {
        const answer = await request.get(`${API_URL}/products?category=sedan${query}`);
        const cars = (await answer.json()) as { product_name: string }[];
        return { total: Number(answer.headers()['x-total-count']), cars };
      };
      const all = await inSedan('');

      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: sedan.category, exact: true }).click();
      await expect(page).toHaveURL(/\/category\/sedan$/);
      await expect(page).toHaveTitle(`${sedan.category} | UsedCars`);
      await expect(page.getByRole('heading', { name: sedan.category, level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /^\d+ cars?$/ })).toHaveText(
        `${all.total} cars`,
      );
      await expect(page.getByTestId('product-card')).toHaveCount(Math.min(all.total, 24));
      // The category is the page's: no list to choose another.
      await expect(page.getByLabel('Category', { exact: true })).toHaveCount(0);
      await screenshotForPeople(page, `category-${viewport.width}.png`);

      // Sorted and filtered in its own address, the count following.
      if (viewport.width < 992) await page.getByText(/^Filters \(\d+\)$/).click();
      await chooseOption(page, 'Sort by', 'Price: low to high');
      await expect(page).toHaveURL(/\/category\/sedan\?sort=price_asc$/);
      const cheapest = await inSedan('&sort=price_asc');
      await expect(page.getByTestId('product-card').first().getByRole('heading')).toContainText(
        cheapest.cars[0]!.product_name,
      );
      const toyota = await inSedan('&brand=toyota');
      await chooseOption(page, 'Brand', 'Toyota');
      await expect(page).toHaveURL(/\/category\/sedan\?sort=price_asc&brand=toyota$/);
      await expect(page.getByRole('status').filter({ hasText: /^\d+ cars?$/ })).toHaveText(
        `${toyota.total} car${toyota.total === 1 ? '' : 's'}`,
      );
      await expect(page.getByRole('checkbox', { name: 'Filters (2)' })).toHaveCount(
        viewport.width < 992 ? 1 : 0,
      );

      await page.goto('/category/no_such_category');
      await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
      await expect(page.getByTestId('product-card')).toHaveCount(0);
    },
  );
}

for (const [size, viewport] of BOTH_SIZES) {
  test(
    `on ${size}, condition and location show how many cars each would give, as the other filters do`,
    READS_CATALOGUE,
    async ({ page, request }) => {
      await page.setViewportSize(viewport);
      const totalOf = async (query: string) =>
        Number((await request.get(`${API_URL}/products?${query}`)).headers()['x-total-count']);
      await page.goto('/cars');
      if (viewport.width < 992) await page.getByText(/^Filters \(\d+\)$/).click();
      const optionsOf = (label: string) =>
        page.getByLabel(label, { exact: true }).locator('option').allTextContents();
      // Each value with the cars the list gives for it: "Good (31)".
      const expected = async (name: string, values: string[], rest: string) => [
        `Any ${name}`,
        ...(await Promise.all(
          values.map(async (value) => `${value} (${await totalOf(`${rest}${name}=${value}`)})`),
        )),
      ];
      await expect
        .poll(() => optionsOf('Condition'))
        .toEqual(await expected('condition', ['Excellent', 'Good', 'Fair'], ''));
      const places = ['Dhaka', 'Chittagong', 'Borishal', 'Cumilla', 'Feni', 'Pabna', 'Noakhali'];
      await expect.poll(() => optionsOf('Location')).toEqual(await expected('location', places, ''));
      // Choosing a condition counts the places among those cars, and keeps the other conditions counted.
      await chooseOption(page, 'Condition', 'Good');
      await expect(page).toHaveURL(/\/cars\?condition=Good$/);
      await expect
        .poll(() => optionsOf('Location'))
        .toEqual(await expected('location', places, 'condition=Good&'));
      await expect
        .poll(() => optionsOf('Condition'))
        .toEqual(await expected('condition', ['Excellent', 'Good', 'Fair'], ''));
      await page.getByLabel('Location', { exact: true }).scrollIntoViewIfNeeded();
      await screenshotForPeople(page, `place-counts-${viewport.width}.png`);
    },
  );
}

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
  for (const title of [/inspect a used car/i, /pricing your car/i, /safe meetings/i, /paperwork/i]) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }

  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'What we keep' })).toBeVisible();

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: "Sorry, we couldn't find this page" })).toBeVisible();
  await page.getByRole('link', { name: 'Back to homepage' }).click();
  await expect(page.getByText(/cars for sale right now\./)).toBeVisible();
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

/** A new category without a car (its page shows what an empty category says). */
async function emptyCategory(request: APIRequestContext): Promise<{ category: string; value: string }> {
  const admin = await apiLogin(request, DEMO.admin);
  const headers = { Authorization: `Bearer ${admin.token}` };
  const thumb = await request.post(`${API_URL}/images`, {
    headers,
    multipart: { image: { name: 'roadster.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG } },
  });
  expect(thumb.status()).toBe(201);
  const created = await request.post(`${API_URL}/category`, {
    headers,
    data: {
      category: `Roadster ${Date.now()}`,
      thumbnail: ((await thumb.json()) as { data: { url: string } }).data.url,
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { category: string; value: string };
}

for (const [size, viewport] of BOTH_SIZES) {
  test(
    `on ${size}, the search box forgives a typo: "toyta" finds the Toyotas`,
    READS_CATALOGUE,
    async ({ page, request }) => {
      await page.setViewportSize(viewport);
      await page.goto('/cars');
      const box = page.getByLabel('Search cars');
      await box.fill('toyta');
      await box.press('Enter');
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('toyta');
      // What the API finds: Toyotas only, and some.
      const found = (await (await request.get(`${API_URL}/products?q=toyta`)).json()) as (ProductBody & {
        brandName: string;
      })[];
      expect(found.length).toBeGreaterThan(0);
      expect(found.filter((car) => car.brandName !== 'Toyota')).toEqual([]);
      // The page shows them, in the same order.
      const cards = page.getByTestId('product-card');
      await expect(cards).toHaveCount(found.length);
      await expect(cards.first()).toContainText(found[0]!.product_name);
      await expect(cards.last()).toContainText(found[found.length - 1]!.product_name);
      await screenshotForPeople(page, `toyta-${viewport.width}.png`);
    },
  );
}

for (const [size, viewport] of BOTH_SIZES) {
  test(`on ${size}, a search that finds nothing says why, and offers to clear its filters or save it`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const shot = (name: string) =>
      screenshotForPeople(page, `${name}-${viewport.width}.png`, { fullPage: true });

    // A range set the wrong way round: said as such, nothing to save.
    await page.goto('/cars?minPrice=20000&maxPrice=5000');
    await expect(page.getByRole('heading', { name: 'The minimum price is above the maximum' })).toBeVisible();
    await expect(page.getByText('No car can match. Swap them, or clear one.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in to save this search' })).toHaveCount(0);
    await shot('wrong-range');

    // Filters no car meets: clear them, or (signed out) log in to save the search and come back to it.
    const search = '/cars?brand=toyota&maxPrice=100';
    await page.goto(search);
    await expect(page.getByRole('heading', { name: 'No cars match these filters' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in to save this search' })).toHaveAttribute(
      'href',
      `/login?returnTo=${encodeURIComponent(search)}`,
    );
    await shot('no-match');
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(/\/cars$/);
    await expect(page.getByTestId('product-card').first()).toBeVisible();

    // A category without a car yet says so, with every car and the saved search one step away.
    const roadster = await emptyCategory(request);
    await page.goto(`/category/${roadster.value}`);
    await expect(page.getByRole('heading', { level: 1, name: roadster.category })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: `No ${roadster.category} cars for sale yet` }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'See all cars' })).toHaveAttribute('href', '/cars');
    await shot('empty-category');
    // The home page leads to categories with cars only.
    await page.goto('/');
    const tiles = page.getByRole('region', { name: 'Browse by Category' });
    await expect(tiles.getByRole('link', { name: 'Sedan', exact: true })).toBeVisible();
    await expect(tiles.getByRole('link', { name: roadster.category })).toHaveCount(0);

    // Signed in, the search is saved from where it found nothing.
    const shopper = await apiSignup(request, `Empty search ${viewport.width}`, 'Buyer');
    await signIn(page, shopper.email, SIGNUP_PASSWORD);
    await page.goto(search);
    await page.getByRole('button', { name: 'Save this search' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Your saved searches' })).toBeVisible();
    await shot('saved');
  });
}

for (const [size, viewport] of BOTH_SIZES) {
  test(`on ${size}, /cars titles its tab from its filters, in the page as served and as they change`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const served = await page.request.get('/cars?brand=toyota', { headers: { accept: 'text/html' } });
    expect(await served.text()).toContain('<title>Used Toyota cars for sale | UsedCars</title>');
    await page.goto('/cars?brand=toyota');
    await expect(page).toHaveTitle('Used Toyota cars for sale | UsedCars');

    if (viewport.width < 992) await page.getByText(/^Filters \(\d+\)$/).click();
    await chooseOption(page, 'Category', 'SUV');
    await expect(page).toHaveTitle('Used Toyota SUV cars for sale | UsedCars');
    await chooseOption(page, 'Price range', '$15,000 to $20,000');
    await expect(page).toHaveTitle('Used Toyota SUV cars for sale from $15,000 to $20,000 | UsedCars');
    await page.getByRole('link', { name: 'Reset Filters' }).click();
    await expect(page).toHaveURL(/\/cars$/);
    await expect(page).toHaveTitle('Cars for sale | UsedCars');
  });
}

for (const [size, viewport] of BOTH_SIZES) {
  test(
    `on ${size}, the filters work without JavaScript: the form sent becomes the search's own address, with its cars`,
    READS_CATALOGUE,
    async ({ browser, request }) => {
      const context = await browser.newContext({ viewport, javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        await page.goto('/cars');
        const brand = page.getByLabel('Brand', { exact: true });
        if (viewport.width < 992) {
          await expect(brand).toBeHidden();
          await page.getByText(/^Filters \(\d+\)$/).click();
        }
        await brand.selectOption('toyota');
        // The fuels' list is a <details>: it opens without a script.
        await page.getByText('Any fuel', { exact: true }).click();
        await page.getByRole('checkbox', { name: /^Petrol/ }).check();
        await page.getByLabel('Price range').selectOption('5000-10000');
        await page.getByLabel('Min mileage (km)').fill('1,000');
        await page.getByRole('button', { name: 'Show cars' }).click();
        const search = 'brand=toyota&fuel=Petrol&minPrice=5000&maxPrice=9999.99&minMileage=1000';
        await expect(page).toHaveURL(`/cars?${search}`);
        // The server's page is that search: its count and its filters.
        const total = Number((await request.get(`${API_URL}/products?${search}`)).headers()['x-total-count']);
        await expect(page.getByRole('status').filter({ hasText: /cars?$/ })).toHaveText(
          `${total} car${total === 1 ? '' : 's'}`,
        );
        await expect(brand).toHaveValue('toyota');
        await expect(page.getByLabel('Min price')).toHaveValue('5000');
        await screenshotForPeople(page, `no-script-${viewport.width}.png`);

        // The search box sends the whole form too; the list chosen anew drops the bounds it had set.
        await page.getByLabel('Search cars').fill('corolla');
        if (viewport.width < 992) await page.getByText(/^Filters \(\d+\)$/).click();
        await page.getByLabel('Price range').selectOption('');
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        await expect(page).toHaveURL('/cars?q=corolla&brand=toyota&fuel=Petrol&minMileage=1000');
        // Reset is a link to the page without a search.
        if (viewport.width < 992) await page.getByText(/^Filters \(\d+\)$/).click();
        await page.getByRole('link', { name: 'Reset Filters' }).click();
        await expect(page).toHaveURL('/cars');
      } finally {
        await context.close();
      }
    },
  );
}
