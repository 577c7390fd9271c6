// The public pages against the real API (its build, on a fresh SQLite database with the demo catalog) and the
// shell's and the storefront's real route tables (their builds' site-routes.json and pages.json): a seller lists a car with a hostile name, its page and
// the sitemap show it, escaped; deleted, its page answers 410 and the sitemap drops it.
// Needs the API, the shell and the storefront built (the test target depends on their builds).
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { createApp } from '../src/server.js';
import { API_MAIN, callApi, listCar, ROOT, startBuiltApi } from './built-api.mjs';
import { headOf, jsonLdOf, SPA_HTML, urlOf } from './public-pages-fixtures.js';

const SHELL_ROUTES = path.join(ROOT, 'shell/dist/site-routes.json');
const STOREFRONT_DIST = path.join(ROOT, 'mf-storefront/dist');
const HOSTILE_NAME = '</script><script>alert(1)</script> "><img src=x onerror=alert(1)>';

const work = mkdtempSync(path.join(tmpdir(), 'public-pages-api-'));
let builtApi: Awaited<ReturnType<typeof startBuiltApi>> | undefined;
let shell: { url: string; stop: () => void };
let storefront: { url: string; stop: () => void };

before(async () => {
  for (const file of [API_MAIN, SHELL_ROUTES, path.join(STOREFRONT_DIST, 'pages.json')]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: build first (npx nx run-many -t build)`);
  }
  builtApi = await startBuiltApi({ dataDir: path.join(work, 'data') });
  const apiUrl = builtApi.url;

  // The shell's real route table beside a built page.
  const root = path.join(work, 'shell');
  mkdirSync(root);
  writeFileSync(path.join(root, 'index.html'), SPA_HTML);
  writeFileSync(path.join(root, 'site-routes.json'), readFileSync(SHELL_ROUTES));
  // The storefront's build, served as a remote is, for its table of pages.
  const storefrontServer = createServer(
    createApp({ root: STOREFRONT_DIST, api: `${apiUrl}/`, files: [], cors: true }),
  );
  storefrontServer.listen(0, '127.0.0.1');
  await new Promise((resolve) => storefrontServer.once('listening', resolve));
  storefront = { url: urlOf(storefrontServer), stop: () => storefrontServer.close() };
  writeFileSync(
    path.join(root, 'remotes.json'),
    JSON.stringify({ remotes: [{ name: 'storefront', entry: `${storefront.url}/mf-manifest.json` }] }),
  );
  const server = createServer(
    // A head that waits for the API as long as a busy machine needs (the deadline is public-pages.test.ts's).
    createApp({ root, api: `${apiUrl}/`, files: [], cors: false, publicPages: true, apiTimeoutMs: 60_000 }),
  );
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  shell = { url: urlOf(server), stop: () => server.close() };
});

after(async () => {
  shell?.stop();
  storefront?.stop();
  await builtApi?.stop();
  rmSync(work, { recursive: true, force: true });
});

const page = (route: string) => fetch(`${shell.url}${route}`, { headers: { accept: 'text/html' } });

/** Through the shell's own /api proxy. */
const api = (method: string, route: string, options?: Parameters<typeof callApi>[3]) =>
  callApi(shell.url, method, route, options);

/** The URLs every file of the sitemap of `kind` lists, following the index. */
async function sitemapUrls(kind: 'cars' | 'sellers') {
  const index = await (await fetch(`${shell.url}/sitemap.xml`)).text();
  const files = [...index.matchAll(new RegExp(`<loc>([^<]*/sitemaps/${kind}[^<]*)</loc>`, 'g'))].map(
    (match) => match[1],
  );
  const urls: string[] = [];
  for (const file of files) {
    const xml = await (await fetch(file as string)).text();
    urls.push(...[...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] as string));
  }
  return urls;
}

test('a demo car: its head and schema.org data say what the API says', async () => {
  const [car] = await api('GET', '/products?pageSize=1');
  const response = await page(`/products/${car._id}`);
  assert.equal(response.status, 200);
  const html = await response.text();
  const head = headOf(html);
  assert.equal(head.title, `${car.product_name}, $${car.sellPrice.toLocaleString('en-US')} | UsedCars`);
  assert.equal(head.canonical, `${shell.url}/products/${car._id}`);
  assert.equal(head.meta['og:image'], `${shell.url}${car.images[0].url}`);
  // The preview image is there to fetch, through the same server.
  assert.equal((await fetch(head.meta['og:image'])).status, 200);
  const [jsonLd, crumbs] = jsonLdOf(html);
  assert.equal(jsonLd['@type'], 'Car');
  assert.equal(jsonLd.offers.price, car.sellPrice);
  assert.equal(jsonLd.offers.availability, 'https://schema.org/InStock');
  assert.equal(jsonLd.mileageFromOdometer.value, car.mileage);
  assert.equal(crumbs.itemListElement[2].name, car.categoryName);
});

test("a seller's hostile listing is escaped on its page, listed by the sitemap, and Gone once deleted", async () => {
  const { id, token, user } = await listCar(
    shell.url,
    HOSTILE_NAME,
    `A fine car.</script><!-- \u2028 "><img src=x onerror=alert(1)>`,
  );

  const html = await (await page(`/products/${id}`)).text();
  assert.equal(headOf(html).title, `${HOSTILE_NAME}, $15,000 | UsedCars`);
  assert.ok(!html.includes('<script>alert'), 'no script of the seller');
  assert.ok(!html.includes('<img src=x'), 'no markup of the seller');
  assert.equal(
    html.match(/<script/g)?.length,
    2 + 2 + 1,
    'two JSON-LD blocks, the remotes and their tables, and the app',
  );
  const [car] = jsonLdOf(html);
  assert.equal(car.name, HOSTILE_NAME);
  assert.ok(car.description.startsWith('A fine car.</script><!--'));
  assert.ok((await sitemapUrls('cars')).includes(`${shell.url}/products/${id}`));

  await api('DELETE', `/my-products/${id}`, { token, body: { uid: user.uid } });
  const gone = await page(`/products/${id}`);
  assert.equal(gone.status, 410);
  const goneHtml = await gone.text();
  assert.ok(goneHtml.includes('<div id="root"></div>'), 'the app, which shows its Not Found page');
  assert.ok(!goneHtml.includes('alert(1)'), 'nothing of the removed listing');
  assert.ok(!(await sitemapUrls('cars')).includes(`${shell.url}/products/${id}`));
});

test("a demo car's seller: the profile's head and schema.org data say what the API says", async () => {
  const [car] = await api('GET', '/products?pageSize=1');
  const seller = await api('GET', `/sellers/${car.authorID}`);
  const response = await page(`/sellers/${car.authorID}`);
  assert.equal(response.status, 200);
  const html = await response.text();
  const head = headOf(html);
  assert.equal(head.title, `${seller.displayName}, used-car seller | UsedCars`);
  assert.equal(head.canonical, `${shell.url}/sellers/${car.authorID}`);
  assert.equal(head.meta['og:type'], 'profile');
  const [profile] = jsonLdOf(html);
  assert.equal(profile['@type'], 'ProfilePage');
  assert.equal(profile.mainEntity.name, seller.displayName);
  assert.deepEqual(
    profile.mainEntity.makesOffer.map((offer: { url: string; price: number }) => [offer.url, offer.price]),
    seller.forSale.items.map((item: { _id: string; sellPrice: number }) => [
      `${shell.url}/products/${item._id}`,
      item.sellPrice,
    ]),
  );
  // Listed by the sitemap, as every seller of a car for sale.
  assert.ok((await sitemapUrls('sellers')).includes(`${shell.url}/sellers/${car.authorID}`));
  // The demo buyer is no seller: Not Found, as an unknown id is.
  const buyer = await api('POST', '/auth/login', {
    body: { email: 'buyer@demo.test', password: 'Demo#pass1' },
  });
  for (const id of [buyer.user._id, '01900000-0000-7000-8000-000000000000'])
    assert.equal((await page(`/sellers/${id}`)).status, 404, id);
});

test('unknown cars, categories and paths are 404s; robots.txt disallows the private routes', async () => {
  assert.equal((await page('/products/01900000-0000-7000-8000-000000000000')).status, 404);
  assert.equal((await page('/products/not-an-id')).status, 404);
  assert.equal((await page('/category/no-such-category')).status, 404);
  assert.equal((await page('/no/such/page')).status, 404);
  assert.equal((await page('/category/sedan')).status, 200);
  assert.equal((await page('/seller/dashboard')).status, 200);
  const robots = await (await fetch(`${shell.url}/robots.txt`)).text();
  for (const prefix of [
    '/seller',
    '/admin',
    '/wishlist',
    '/my-orders',
    '/messages',
    '/notifications',
    '/saved-searches',
    '/profile',
  ])
    assert.match(robots, new RegExp(`^Disallow: ${prefix}$`, 'm'));
  // The console's /seller prefix would cover the sellers' profiles: they are allowed by name.
  assert.match(robots, /^Allow: \/sellers\/$/m);
  const categories = await (await fetch(`${shell.url}/sitemaps/categories.xml`)).text();
  assert.ok(categories.includes(`<loc>${shell.url}/category/sedan</loc>`));
});
