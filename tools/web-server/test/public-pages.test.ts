// The public pages' plumbing (public-pages/), against a stand-in API: the head of each kind of page, escaping of
// what users wrote, 404 and 410, the fallback when the API is slow or down, robots.txt and the sitemaps.
// public-pages-api.test.ts runs the same against the real API.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type AppOptions, createApp, parseOptions } from '../src/server.js';
import { escapeHtml, jsonForScript } from '../src/public-pages/html.js';
import { summary } from '../src/public-pages/page-meta.js';
import { matchRoute, privatePrefixes, siteRoutesWith } from '../src/public-pages/site-routes.js';
import {
  getWithHost,
  hasStackTrace,
  headOf,
  jsonLdOf,
  MALFORMED_HOSTS,
  SPA_HTML,
  remoteTablesOf,
  SHELL_ROUTES,
  STOREFRONT_TABLE,
  urlOf,
  withoutRemoteBlocks,
} from './public-pages-fixtures.js';

interface Running {
  url: string;
  stop: () => void;
}

const HOSTILE_NAME = '</script><script>alert(1)</script> <!-- $& \u2028\u2029';
const HOSTILE_TEXT = "\"><img src=x onerror=alert(1)> 'single' & more";
const CAR_ID = '01900000-0000-7000-8000-00000000000a';
const CAR = {
  _id: CAR_ID,
  product_name: HOSTILE_NAME,
  description: HOSTILE_TEXT,
  category: 'sedan',
  categoryName: 'Sedan',
  brand: 'toyota',
  brandName: 'Toyota',
  condition: 'Good',
  originalPrice: 20000,
  sellPrice: 15500,
  location: 'Dhaka',
  purchaseYear: '2018-01',
  image: '/api/media/cover.webp',
  thumbnail: '/api/media/cover-thumb.webp',
  images: [
    { url: '/api/media/cover.webp', width: 1600, height: 1200, smaller: [], thumbnail: '' },
    { url: 'https://cdn.example.com/second.webp', width: 1600, height: 1200, smaller: [], thumbnail: '' },
  ],
  sell: false,
  modelYear: 2016,
  model: 'Corolla',
  mileage: 45000,
  fuel: 'Petrol',
  transmission: 'Automatic',
  owners: null,
  color: null,
  engineCc: 1500,
  vin: null,
};

const SELLER_ID = '01900000-0000-7000-8000-0000000000b5';
const SELLER = {
  _id: SELLER_ID,
  displayName: HOSTILE_NAME,
  photoURL: '/api/media/face.webp',
  verified: true,
  memberSince: '2024-03',
  forSale: { total: 1, items: [{ ...CAR, author: { displayName: HOSTILE_NAME } }] },
  soldCount: 2,
  responseRate: 0.9,
  responseTimeSeconds: 7200,
  rating: { average: null, count: 0 },
  reviews: { total: 0, items: [] },
};
/** A seller with reviews: the hostile words in a review's text too. */
const RATED_SELLER_ID = '01900000-0000-7000-8000-0000000000b6';
const RATED_SELLER = {
  ...SELLER,
  _id: RATED_SELLER_ID,
  rating: { average: 4.5, count: 2 },
  reviews: {
    total: 2,
    items: [
      {
        _id: 'r2',
        date: '2026-11-02T10:00:00.000Z',
        stars: 4,
        text: HOSTILE_NAME,
        reviewerName: 'Bea Buyer',
        productName: 'Toyota Corolla',
        answer: { text: 'Thank you.', date: '2026-11-03T10:00:00.000Z' },
      },
      {
        _id: 'r1',
        date: '2026-10-01T10:00:00.000Z',
        stars: 5,
        text: 'Excellent seller.',
        reviewerName: 'A former member',
        productName: 'Honda Fit',
        answer: null,
      },
    ],
  },
};

/** The stand-in API: a fixed answer per path (and query), a delay for /slow ones. */
const answers: Record<
  string,
  { status?: number; body?: unknown; headers?: Record<string, string>; delay?: number }
> = {
  [`/api/product/${CAR_ID}`]: { body: CAR },
  '/api/product/01900000-0000-7000-8000-000000000404': { status: 404 },
  '/api/product/01900000-0000-7000-8000-000000000410': { status: 410 },
  '/api/product/01900000-0000-7000-8000-000000000500': { status: 500 },
  // Slower than any deadline: answered (if the server still waits) long after the page must have gone out.
  '/api/product/01900000-0000-7000-8000-0000000000ff': { body: CAR, delay: 120_000 },
  '/api/advertise-product': { body: [CAR] },
  '/api/advertise-product?pageSize=6': { body: [CAR] },
  '/api/advertise-product?page=2': { body: [CAR] },
  '/api/products?brand=toyota&page=2': { body: [CAR], headers: { 'X-Total-Count': '25' } },
  '/api/products': { body: [CAR], headers: { 'X-Total-Count': '10000', 'X-Total-Count-Capped': 'true' } },
  '/api/category/sedan': {
    body: {
      category: {
        _id: 'c1',
        category: `Sedan ${HOSTILE_TEXT}`,
        value: 'sedan',
        thumbnail: '/api/media/sedan.webp',
      },
      products: [CAR],
    },
    headers: { 'X-Total-Count': '1' },
  },
  '/api/category/nope': { status: 404 },
  [`/api/sellers/${SELLER_ID}`]: { body: SELLER },
  [`/api/sellers/${RATED_SELLER_ID}`]: { body: RATED_SELLER },
  '/api/sellers/01900000-0000-7000-8000-000000000404': { status: 404 },
  '/api/categories': {
    body: [
      { value: 'sedan', category: 'Sedan' },
      { value: 'a&b <x>', category: 'A&B <x>' },
    ],
  },
  '/api/brand': { body: [{ value: 'toyota', brandName: 'Toyota' }] },
  '/api/models?brand=toyota': { body: ['Corolla'] },
  '/api/products?category=a%26b+%3Cx%3E&brand=toyota&model=corolla&maxPrice=19999.99': {
    body: [CAR],
    headers: { 'X-Total-Count': '1' },
  },
  // The remotes' tables of pages, beside their manifests (served from the same stand-in).
  '/storefront/pages.json': { body: STOREFRONT_TABLE },
  '/seller/pages.json': { body: { section: { path: '/seller', layout: 'SellerLayout', pages: [] } } },
  '/admin/pages.json': { body: { section: { path: '/admin', layout: 'AdminLayout', pages: [] } } },
  '/api/products/sitemap/pages': { body: { pages: [null, CAR_ID] } },
  '/api/products/sitemap': {
    body: { cars: [{ _id: CAR_ID, updatedAt: '2026-11-26T08:00:00.000Z' }], next: CAR_ID },
  },
  [`/api/products/sitemap?after=${CAR_ID}`]: { body: { cars: [], next: null } },
  '/api/sellers/sitemap/pages': { body: { pages: [null, SELLER_ID] } },
  '/api/sellers/sitemap': { body: { sellers: [SELLER_ID], next: SELLER_ID } },
  [`/api/sellers/sitemap?after=${SELLER_ID}`]: { body: { sellers: [], next: null } },
};

const requested: string[] = [];
/** The requests the stand-in API has answered. */
const answered: string[] = [];
const work = mkdtempSync(path.join(tmpdir(), 'public-pages-test-'));
let api: Running;
let shell: Running;
let downShell: Running;

async function listen(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return urlOf(server);
}

/** A shell build whose remotes.json lists `remotes`, each served (its pages.json) by the stand-in API's server. */
function makeShellBuild(remotes: string[]) {
  const root = path.join(work, `shell-${remotes.join('-') || 'none'}`);
  mkdirSync(root, { recursive: true });
  writeFileSync(path.join(root, 'index.html'), SPA_HTML);
  writeFileSync(path.join(root, 'site-routes.json'), JSON.stringify(SHELL_ROUTES));
  const remotesFile = path.join(root, 'remotes.json');
  writeFileSync(
    remotesFile,
    JSON.stringify({ remotes: remotes.map((name) => ({ name, entry: `${api.url}/${name}/mf.json` })) }),
  );
  return { root, files: [{ urlPath: '/remotes.json', filePath: remotesFile }] };
}

async function serveShell(options: Omit<AppOptions, 'cors' | 'publicPages'>): Promise<Running> {
  const server = createServer(createApp({ cors: false, publicPages: true, apiTimeoutMs: 500, ...options }));
  return { url: await listen(server), stop: () => server.close() };
}

before(async () => {
  const apiServer = createServer((req, res) => {
    requested.push(req.url ?? '');
    const answer = answers[req.url ?? ''] ?? { status: 404 };
    const timer = setTimeout(() => {
      answered.push(req.url ?? '');
      res.writeHead(answer.status ?? 200, { 'Content-Type': 'application/json', ...answer.headers });
      res.end(JSON.stringify(answer.body ?? { statusCode: answer.status }));
    }, answer.delay ?? 0);
    // A server that gave up on the answer closes the connection: nothing is left to wait for.
    res.on('close', () => clearTimeout(timer));
  });
  api = { url: await listen(apiServer), stop: () => apiServer.close() };
  shell = await serveShell({ ...makeShellBuild(['storefront', 'seller']), api: `${api.url}/` });
  // Nothing listens on port 9 of loopback: an API that is down.
  downShell = await serveShell({ ...makeShellBuild(['storefront']), api: 'http://127.0.0.1:9/' });
});

after(() => {
  shell.stop();
  downShell.stop();
  api.stop();
  rmSync(work, { recursive: true, force: true });
});

const page = (base: string, route: string) => fetch(`${base}${route}`, { headers: { accept: 'text/html' } });

describe('a car page', () => {
  test('has its title, description, canonical URL, preview tags and schema.org data', async () => {
    const response = await page(shell.url, `/products/${CAR_ID}`);
    assert.equal(response.status, 200);
    const html = await response.text();
    const head = headOf(html);
    const canonical = `${shell.url}/products/${CAR_ID}`;
    assert.equal(head.title, `${HOSTILE_NAME}, $15,500 | UsedCars`);
    assert.match(
      head.meta.description ?? '',
      /^2016 Toyota Corolla, 45,000 km, Petrol, Automatic, Dhaka\. "><img/,
    );
    assert.equal(head.canonical, canonical);
    assert.equal(head.meta['og:type'], 'product');
    assert.equal(head.meta['og:title'], head.title);
    assert.equal(head.meta['og:url'], canonical);
    assert.equal(head.meta['og:image'], `${shell.url}/api/media/cover.webp`);
    assert.equal(head.meta['twitter:card'], 'summary_large_image');
    assert.equal(head.meta['twitter:image'], `${shell.url}/api/media/cover.webp`);
    assert.equal(head.meta.robots, undefined);

    const [car, crumbs] = jsonLdOf(html);
    assert.deepEqual(car.offers, {
      '@type': 'Offer',
      url: canonical,
      price: 15500,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/UsedCondition',
    });
    assert.equal(car['@type'], 'Car');
    assert.equal(car.name, HOSTILE_NAME);
    assert.equal(car.description, HOSTILE_TEXT);
    assert.deepEqual(car.image, [`${shell.url}/api/media/cover.webp`, 'https://cdn.example.com/second.webp']);
    assert.deepEqual(car.mileageFromOdometer, {
      '@type': 'QuantitativeValue',
      value: 45000,
      unitCode: 'KMT',
    });
    assert.deepEqual(car.brand, { '@type': 'Brand', name: 'Toyota' });
    // The model year (year of manufacture), apart from the month the seller bought it.
    assert.equal(car.vehicleModelDate, '2016');
    assert.equal(car.productionDate, '2016');
    assert.equal(car.purchaseDate, '2018-01');
    // Facts the listing does not know are left out, not null.
    assert.equal('color' in car, false);
    assert.equal('vehicleIdentificationNumber' in car, false);
    assert.equal(crumbs['@type'], 'BreadcrumbList');
    assert.deepEqual(
      crumbs.itemListElement.map((crumb: { name: string; item: string }) => [crumb.name, crumb.item]),
      [
        ['Home', `${shell.url}/`],
        ['Cars', `${shell.url}/cars`],
        ['Sedan', `${shell.url}/category/sedan`],
        [HOSTILE_NAME, canonical],
      ],
    );
  });

  test('escapes what its seller wrote: no markup or script of theirs gets into the page', async () => {
    const html = await (await page(shell.url, `/products/${CAR_ID}`)).text();
    // The only scripts are the JSON-LD blocks, the remotes and their tables, and the app's own.
    assert.equal(html.match(/<script/g)?.length, 2 + 2 + 1);
    assert.equal((html.match(/<\/script>/g) ?? []).length, 2 + 2 + 1);
    assert.ok(!html.includes('<script>alert'));
    assert.ok(!html.includes('<img src=x'));
    assert.ok(!html.includes('"><img'));
    assert.ok(!html.includes('<!-- $&'), 'no comment opened and no replacement pattern applied');
    assert.ok(!/[\u2028\u2029]/.test(html.split('<script type="application/ld+json">')[1] ?? ''));
    // In the JSON-LD, < > & are \u escapes; parsed, the values are the seller's own text.
    const block = html.split('<script type="application/ld+json">')[1]?.split('</script>')[0] ?? '';
    assert.ok(block.includes('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e'));
    assert.ok(block.includes('\\u003c!--'));
    assert.ok(block.includes('\\u2028\\u2029'));
    assert.equal(JSON.parse(block).name, HOSTILE_NAME);
    // The app's own page is otherwise untouched.
    assert.ok(html.includes('<div id="root"></div><script src="/static/js/index.0123abcd.js"></script>'));
  });

  test('answers 404 for a car the API does not know and 410 for one taken down or deleted, with the app', async () => {
    for (const [id, status] of [
      ['01900000-0000-7000-8000-000000000404', 404],
      ['01900000-0000-7000-8000-000000000410', 410],
    ]) {
      const response = await page(shell.url, `/products/${id}`);
      assert.equal(response.status, status);
      const html = await response.text();
      assert.ok(html.includes('<div id="root"></div>'), 'the app shows its own Not Found page');
      const head = headOf(html);
      assert.equal(head.title, 'Car not found | UsedCars');
      assert.equal(head.meta.robots, 'noindex');
      assert.equal(head.meta['og:title'], undefined);
      assert.ok(response.headers.get('content-security-policy'));
    }
  });

  test('is the plain page when the API fails, is slow or is down; a slow API is not waited for', async () => {
    const slow = '/products/01900000-0000-7000-8000-0000000000ff';
    for (const [base, route] of [
      [shell.url, '/products/01900000-0000-7000-8000-000000000500'],
      [shell.url, slow],
      [downShell.url, `/products/${CAR_ID}`],
      [downShell.url, '/'],
    ] as const) {
      const response = await page(base, route);
      assert.equal(response.status, 200, route);
      assert.equal(withoutRemoteBlocks(await response.text()), SPA_HTML, route);
    }
    // The page went out before the API answered: at its deadline (apiTimeoutMs), not the API's pace.
    const read = '/api/product/01900000-0000-7000-8000-0000000000ff';
    assert.ok(requested.includes(read), 'the head asked the API');
    assert.ok(!answered.includes(read), 'and did not wait for its answer');
  });
});

describe('list and other public pages', () => {
  test('/cars: its query, cleaned, reaches the API and the canonical URL; an ItemList of its cars', async () => {
    const html = await (await page(shell.url, '/cars?utm_source=x&page=2&brand=toyota&priceBand=')).text();
    assert.ok(requested.includes('/api/products?brand=toyota&page=2'));
    const head = headOf(html);
    assert.equal(head.title, 'Used Toyota cars for sale, page 2 | UsedCars');
    assert.equal(head.canonical, `${shell.url}/cars?brand=toyota&page=2`);
    assert.match(head.meta.description ?? '', /^25 used cars for sale/);
    const [list] = jsonLdOf(html);
    assert.equal(list['@type'], 'ItemList');
    assert.deepEqual(list.itemListElement, [
      { '@type': 'ListItem', position: 1, url: `${shell.url}/products/${CAR_ID}`, name: HOSTILE_NAME },
    ]);
    const all = headOf(await (await page(shell.url, '/cars')).text());
    assert.equal(all.title, 'Cars for sale | UsedCars');
    assert.match(all.meta.description ?? '', /^10,000\+ used cars/);
  });

  test("/cars: its title names the filters by the catalogue's names, escaped, as the storefront writes it", async () => {
    const html = await (
      await page(shell.url, '/cars?category=a%26b+%3Cx%3E&brand=toyota&model=corolla&maxPrice=19999.99')
    ).text();
    const head = headOf(html);
    assert.equal(head.title, 'Used Toyota Corolla A&B <x> cars for sale under $20,000 | UsedCars');
    assert.ok(
      html.includes(
        '<title>Used Toyota Corolla A&amp;B &lt;x&gt; cars for sale under $20,000 | UsedCars</title>',
      ),
    );
    assert.equal(jsonLdOf(html)[0].name, 'Used Toyota Corolla A&B <x> cars for sale under $20,000');
  });

  test('a category: its name escaped, its cars, breadcrumbs; an unknown one is a 404', async () => {
    const html = await (await page(shell.url, '/Category/sedan/')).text();
    const head = headOf(html);
    assert.equal(head.title, `Sedan ${HOSTILE_TEXT} | UsedCars`);
    assert.ok(!html.includes('"><img'));
    assert.equal(head.canonical, `${shell.url}/category/sedan`);
    assert.equal(head.meta['og:image'], `${shell.url}/api/media/sedan.webp`);
    const [list, crumbs] = jsonLdOf(html);
    assert.equal(list.itemListElement.length, 1);
    assert.equal(crumbs.itemListElement[1].item, `${shell.url}/category/sedan`);
    const missing = await page(shell.url, '/category/nope');
    assert.equal(missing.status, 404);
    assert.equal(headOf(await missing.text()).title, 'Category not found | UsedCars');
  });

  test('the home, advertised and static pages have their own head', async () => {
    const titles = {
      '/': 'Buy and sell used cars | UsedCars',
      '/advertise': 'Advertised cars | UsedCars',
      '/blogs': 'Blogs | UsedCars',
      '/faq': 'FAQ | UsedCars',
      '/contact-us': 'Contact Us | UsedCars',
      '/privacy-policy': 'Privacy policy | UsedCars',
    };
    for (const [route, title] of Object.entries(titles)) {
      const response = await page(shell.url, route);
      assert.equal(response.status, 200, route);
      const html = await response.text();
      const head = headOf(html);
      assert.equal(head.title, title, route);
      assert.equal(head.canonical, `${shell.url}${route}`, route);
      assert.ok(head.meta.description, route);
    }
    const [site, advertised] = jsonLdOf(await (await page(shell.url, '/')).text());
    assert.equal(site.potentialAction.target, `${shell.url}/cars?q={search_term_string}`);
    assert.equal(advertised.itemListElement[0].name, HOSTILE_NAME);
    // A later page of the advertised cars is a page of its own; a page that is no number is the first.
    assert.equal(
      headOf(await (await page(shell.url, '/advertise?page=2')).text()).canonical,
      `${shell.url}/advertise?page=2`,
    );
    assert.equal(
      headOf(await (await page(shell.url, '/advertise?page=x')).text()).canonical,
      `${shell.url}/advertise`,
    );
  });

  test('SITE_URL, when set, is the origin of every link', async () => {
    const configured = await serveShell({
      ...makeShellBuild(['storefront', 'seller']),
      api: `${api.url}/`,
      siteUrl: 'https://cars.example.com',
    });
    try {
      const html = await (await page(configured.url, `/products/${CAR_ID}`)).text();
      assert.equal(headOf(html).canonical, `https://cars.example.com/products/${CAR_ID}`);
      assert.equal(headOf(html).meta['og:image'], 'https://cars.example.com/api/media/cover.webp');
    } finally {
      configured.stop();
    }
  });
});

describe('routes', () => {
  test('a path no route answers is a 404 with the app, which shows its Not Found page', async () => {
    for (const route of ['/no/such/page', '/products', '/products/a/b', '/admin/dashboard', '/%E0%A4%A']) {
      const response = await page(shell.url, route);
      assert.equal(response.status, 404, route);
      const html = await response.text();
      assert.ok(html.includes('<div id="root"></div>'), route);
      assert.equal(headOf(html).meta.robots, 'noindex', route);
    }
  });

  test('logged-in pages and the consoles are pages, without a head of their own', async () => {
    for (const route of [
      '/wishlist',
      '/messages/abc',
      '/seller',
      '/seller/my-products/1/edit',
      '/login',
      '/compare',
    ]) {
      const response = await page(shell.url, route);
      assert.equal(response.status, 200, route);
      assert.equal(withoutRemoteBlocks(await response.text()), SPA_HTML, route);
    }
  });

  test("routes by the remotes' tables as they are now: a page a remote adds is a page without a restart", async () => {
    const served = { body: STOREFRONT_TABLE };
    const live = await serveShell({ ...makeShellBuild(['storefront']), api: `${api.url}/`, checkMs: 0 });
    try {
      const before = await page(live.url, '/trade-in');
      assert.equal(before.status, 404);
      assert.deepEqual(remoteTablesOf(await before.text())?.storefront, STOREFRONT_TABLE);
      const added = {
        pages: [...(STOREFRONT_TABLE.pages ?? []), { path: '/trade-in', module: 'TradeInPage' }],
      };
      answers['/storefront/pages.json'] = { body: added };
      // The table is read again after each request (checkMs 0), and used from the request after.
      let after = await page(live.url, '/trade-in');
      for (let tries = 0; after.status !== 200 && tries < 20; tries += 1)
        after = await page(live.url, '/trade-in');
      assert.equal(after.status, 200);
      // The browser gets the table the page was routed by, so it routes alike.
      assert.deepEqual(remoteTablesOf(await after.text())?.storefront, added);
    } finally {
      answers['/storefront/pages.json'] = served;
      live.stop();
    }
  });

  test('a path the storefront may own is unavailable, not missing, while its table cannot be read', async () => {
    const served = { body: STOREFRONT_TABLE };
    answers['/storefront/pages.json'] = { status: 503 };
    const blind = await serveShell({ ...makeShellBuild(['storefront', 'admin']), api: `${api.url}/` });
    try {
      const response = await page(blind.url, '/cars');
      assert.equal(response.status, 503);
      assert.deepEqual(remoteTablesOf(await response.text()), {
        storefront: null,
        admin: answers['/admin/pages.json']?.body,
      });
      // The shell's own pages and the consoles do not depend on it.
      assert.equal((await page(blind.url, '/faq')).status, 200);
      assert.equal((await page(blind.url, '/admin/users')).status, 200);
      // Readable again: the next request reads it, without waiting for the next check (5 s).
      answers['/storefront/pages.json'] = served;
      assert.equal((await page(blind.url, '/cars')).status, 200);
    } finally {
      answers['/storefront/pages.json'] = served;
      blind.stop();
    }
  });

  test('the admin console is a page only while remotes.json lists it', async () => {
    const withAdmin = await serveShell({ ...makeShellBuild(['storefront', 'admin']), api: `${api.url}/` });
    try {
      assert.equal((await page(withAdmin.url, '/admin/dashboard')).status, 200);
    } finally {
      withAdmin.stop();
    }
  });

  test('matches as React Router does', () => {
    const { routes: SITE_ROUTES } = siteRoutesWith(SHELL_ROUTES, { storefront: STOREFRONT_TABLE });
    assert.deepEqual(matchRoute(SITE_ROUTES, '/products/x%2Fy')?.params, { id: 'x/y' });
    assert.equal(matchRoute(SITE_ROUTES, '/PRODUCTS/abc/')?.route.path, '/products/:id');
    assert.equal(matchRoute(SITE_ROUTES, '/seller')?.route.path, '/seller/*');
    assert.equal(matchRoute(SITE_ROUTES, '/')?.route.path, '/');
    assert.equal(matchRoute(SITE_ROUTES, '/sellers'), null);
  });
});

describe("a seller's profile", () => {
  test('has its title, description, canonical URL, preview tags and schema.org data with the cars as offers', async () => {
    const response = await page(shell.url, `/sellers/${SELLER_ID}`);
    assert.equal(response.status, 200);
    const html = await response.text();
    const head = headOf(html);
    const canonical = `${shell.url}/sellers/${SELLER_ID}`;
    assert.equal(head.title, `${HOSTILE_NAME}, used-car seller | UsedCars`);
    assert.equal(
      head.meta.description,
      summary(
        `${HOSTILE_NAME}: Verified seller, member since Mar 2024, 1 car for sale, 2 cars sold, answers 90% of buyers within a day.`,
      ),
    );
    assert.equal(head.canonical, canonical);
    assert.equal(head.meta['og:type'], 'profile');
    assert.equal(head.meta['og:title'], head.title);
    assert.equal(head.meta['og:image'], `${shell.url}/api/media/face.webp`);
    assert.equal(head.meta.robots, undefined);

    const [profile, crumbs] = jsonLdOf(html);
    assert.equal(profile['@type'], 'ProfilePage');
    assert.equal(profile.url, canonical);
    assert.equal(profile.dateCreated, '2024-03');
    assert.equal(profile.mainEntity['@type'], 'Person');
    assert.equal(profile.mainEntity.name, HOSTILE_NAME);
    assert.equal(profile.mainEntity.image, `${shell.url}/api/media/face.webp`);
    // No rating while there are no reviews: the profile and the breadcrumbs alone.
    assert.equal(jsonLdOf(html).length, 2);
    assert.deepEqual(profile.mainEntity.makesOffer, [
      {
        '@type': 'Offer',
        url: `${shell.url}/products/${CAR_ID}`,
        price: 15500,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/UsedCondition',
        itemOffered: {
          '@type': 'Car',
          name: HOSTILE_NAME,
          url: `${shell.url}/products/${CAR_ID}`,
          image: `${shell.url}/api/media/cover.webp`,
          brand: { '@type': 'Brand', name: 'Toyota' },
          model: 'Corolla',
          vehicleModelDate: '2016',
        },
      },
    ]);
    assert.deepEqual(
      crumbs.itemListElement.map((crumb: { name: string }) => crumb.name),
      ['Home', 'Cars', HOSTILE_NAME],
    );
    // What the seller wrote never closes the script it is in.
    assert.ok(!html.includes('</script><script>alert(1)'));
  });

  test('with reviews: an AggregateRating and each shown Review, about the profile’s Person', async () => {
    const response = await page(shell.url, `/sellers/${RATED_SELLER_ID}`);
    assert.equal(response.status, 200);
    const html = await response.text();
    const [profile, , ratings] = jsonLdOf(html);
    const person = `${shell.url}/sellers/${RATED_SELLER_ID}#seller`;
    assert.equal(profile.mainEntity['@id'], person);
    assert.equal(ratings['@context'], 'https://schema.org');
    const [aggregate, ...reviews] = ratings['@graph'];
    assert.deepEqual(aggregate, {
      '@type': 'AggregateRating',
      itemReviewed: { '@type': 'Person', '@id': person, name: HOSTILE_NAME },
      ratingValue: 4.5,
      ratingCount: 2,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    assert.deepEqual(reviews[1], {
      '@type': 'Review',
      itemReviewed: { '@id': person },
      author: { '@type': 'Person', name: 'A former member' },
      datePublished: '2026-10-01',
      reviewBody: 'Excellent seller.',
      reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
    });
    assert.equal(reviews[0].reviewBody, HOSTILE_NAME);
    // What the buyer wrote never closes the script it is in.
    assert.ok(!html.includes('</script><script>alert(1)'));
  });

  test('an unknown seller is a 404 with a head kept out of search results', async () => {
    const response = await page(shell.url, '/sellers/01900000-0000-7000-8000-000000000404');
    assert.equal(response.status, 404);
    const head = headOf(await response.text());
    assert.equal(head.title, 'Seller not found | UsedCars');
    assert.equal(head.meta.robots, 'noindex');
  });
});

describe('robots.txt and the sitemaps', () => {
  test('robots.txt keeps crawlers out of the logged-in pages and the consoles, and names the sitemap', async () => {
    const response = await fetch(`${shell.url}/robots.txt`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/plain/);
    const text = await response.text();
    const disallowed = (text.match(/^Disallow: .*$/gm) ?? []).map((line) => line.slice('Disallow: '.length));
    const { routes } = siteRoutesWith(SHELL_ROUTES, { storefront: STOREFRONT_TABLE });
    assert.deepEqual(disallowed, privatePrefixes(routes));
    for (const prefix of ['/admin', '/seller', '/wishlist', '/messages', '/my-orders', '/profile'])
      assert.ok(disallowed.includes(prefix), prefix);
    for (const open of ['/cars', '/products', '/category', '/advertise'])
      assert.ok(!disallowed.includes(open));
    // The seller console's `Disallow: /seller` would cover /sellers/…: the profiles are allowed by the longer rule.
    const allowed = (text.match(/^Allow: .*$/gm) ?? []).map((line) => line.slice('Allow: '.length));
    assert.deepEqual(allowed, ['/sellers/']);
    assert.match(text, new RegExp(`^Sitemap: ${shell.url}/sitemap.xml$`, 'm'));
  });

  test('the sitemap index names the pages, the categories and one file per page of cars and of sellers', async () => {
    const response = await fetch(`${shell.url}/sitemap.xml`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^application\/xml/);
    const locs = [...(await response.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    assert.deepEqual(locs, [
      `${shell.url}/sitemaps/pages.xml`,
      `${shell.url}/sitemaps/categories.xml`,
      `${shell.url}/sitemaps/cars.xml`,
      `${shell.url}/sitemaps/cars-after-${CAR_ID}.xml`,
      `${shell.url}/sitemaps/sellers.xml`,
      `${shell.url}/sitemaps/sellers-after-${SELLER_ID}.xml`,
    ]);
  });

  test('each file lists its URLs, escaped, the cars with their lastmod', async () => {
    const text = async (route: string) => (await fetch(`${shell.url}${route}`)).text();
    const pages = await text('/sitemaps/pages.xml');
    const pageLocs = [...pages.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) =>
      match[1]?.slice(shell.url.length),
    );
    assert.deepEqual(pageLocs, [
      '/',
      '/cars',
      '/advertise',
      '/blogs',
      '/faq',
      '/contact-us',
      '/privacy-policy',
    ]);
    assert.match(await text('/sitemaps/categories.xml'), /<loc>[^<]*\/category\/a%26b%20%3Cx%3E<\/loc>/);
    assert.ok(
      (await text('/sitemaps/cars.xml')).includes(
        `<url><loc>${shell.url}/products/${CAR_ID}</loc><lastmod>2026-11-26T08:00:00.000Z</lastmod></url>`,
      ),
    );
    assert.ok(!(await text(`/sitemaps/cars-after-${CAR_ID}.xml`)).includes('<url>'));
    assert.ok(
      (await text('/sitemaps/sellers.xml')).includes(
        `<url><loc>${shell.url}/sellers/${SELLER_ID}</loc></url>`,
      ),
    );
    assert.ok(!(await text(`/sitemaps/sellers-after-${SELLER_ID}.xml`)).includes('<url>'));
  });

  test('a sitemap the API cannot answer is a 503, for crawlers to come back', async () => {
    const response = await fetch(`${downShell.url}/sitemap.xml`);
    assert.equal(response.status, 503);
    assert.equal(response.headers.get('retry-after'), '60');
  });
});

describe('a malformed Host header', () => {
  test('is a 400 on every page, robots.txt and the sitemaps, never a 500 or a stack trace', async () => {
    for (const host of MALFORMED_HOSTS) {
      for (const route of [
        '/',
        `/products/${CAR_ID}`,
        '/cars',
        '/no/such/page',
        '/robots.txt',
        '/sitemap.xml',
      ]) {
        const answer = await getWithHost(shell.url, route, host);
        assert.equal(answer.status, 400, `${host} ${route}`);
        assert.match(answer.body, /the Host header is not a valid host name/, `${host} ${route}`);
      }
    }
  });

  test('a host name, an IPv4 or IPv6 address, with or without a port, is served', async () => {
    for (const host of [
      'cars.example.com',
      'cars.example.com:8080',
      '127.0.0.1:8080',
      '[::1]:8080',
      'web_1',
    ]) {
      const answer = await getWithHost(shell.url, '/robots.txt', host);
      assert.equal(answer.status, 200, host);
      assert.match(answer.body, new RegExp(`Sitemap: http://${host.replace(/[[\].]/g, '\\$&')}/sitemap.xml`));
    }
  });
});

describe('a failure inside the server', () => {
  test('answers a plain 500, without the stack trace Express shows outside production', async () => {
    // A site address createApp cannot parse (parseOptions refuses it; createApp's own callers are not checked).
    const broken = await serveShell({
      ...makeShellBuild(['storefront']),
      api: `${api.url}/`,
      siteUrl: 'not an address',
    });
    try {
      const answer = await getWithHost(broken.url, '/robots.txt', 'cars.example.com');
      assert.equal(answer.status, 500);
      assert.match(answer.type ?? '', /^text\/plain/);
      assert.equal(answer.body, 'Internal Server Error');
      assert.ok(!hasStackTrace(answer.body));
    } finally {
      broken.stop();
    }
  });
});

describe('options', () => {
  test("only the shell's server fills the public pages, unless told otherwise", () => {
    const options = (argv: string[], env: NodeJS.ProcessEnv = {}) =>
      parseOptions(['--root', 'dist', ...argv], env);
    assert.equal(options(['--name', 'shell']).publicPages, true);
    assert.equal(options(['--name', 'storefront']).publicPages, false);
    assert.equal(options(['--name', 'shell'], { WEB_PUBLIC_PAGES: 'false' }).publicPages, false);
    assert.equal(options(['--name', 'web', '--public-pages']).publicPages, true);
    assert.equal(options([], { SITE_URL: 'https://cars.example.com' }).siteUrl, 'https://cars.example.com');
    assert.throws(
      () => options(['--site-url', 'javascript:alert(1)']),
      /--site-url must be an http\(s\) address/,
    );
  });
});

describe('escaping', () => {
  test('escapeHtml covers element text and either quote of an attribute', () => {
    assert.equal(
      escapeHtml(`<a href="x" title='y'>&</a>`),
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  test('jsonForScript leaves no <, >, &, U+2028 or U+2029, and parses back to the value', () => {
    const value = { name: '</script><!-- & \u2028\u2029 ' };
    const json = jsonForScript(value);
    assert.ok(!/[<>&\u2028\u2029]/.test(json));
    assert.deepEqual(JSON.parse(json), value);
  });

  test('a description is cut at a word, on one line', () => {
    assert.equal(summary('a  b\n c', 160), 'a b c');
    const cut = summary(`${'word '.repeat(60)}`, 160);
    assert.ok(cut.length <= 160 && cut.endsWith('word…'));
  });
});
