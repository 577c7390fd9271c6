// Runtime Module Federation as users meet it: remotes come from remotes.json, one React on the page,
// a remote that is down costs only its own routes, and a public deployment carries no admin code.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SINGLETONS } from '../../shared-ui/src/mf/singletons';
import { E2E_PORTS, SHELL_URL, storefrontUrl } from '../ports';

async function remotesJsonWith(
  page: Page,
  edit: (remotes: { name: string; entry: string }[]) => { name: string; entry: string }[],
) {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const { remotes } = (await response.json()) as { remotes: { name: string; entry: string }[] };
    await route.fulfill({ response, json: { remotes: edit(remotes) } });
  });
}

test('the shell registers the remotes listed in remotes.json and shares one instance of each singleton', async ({
  page,
}) => {
  const remotes = (await (await page.request.get(`${SHELL_URL}/remotes.json`)).json()) as {
    remotes: { name: string; entry: string }[];
  };
  expect(remotes.remotes.map((r) => r.name)).toEqual(['storefront', 'seller', 'admin']);
  expect(remotes.remotes[0]!.entry).toBe(`http://localhost:${E2E_PORTS.storefront}/mf-manifest.json`);

  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  await page.goto('/cars');
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  const shares = await page.evaluate(
    (singletons) => {
      type Share = { from: string; useIn: string[] };
      const scopes = (
        window as unknown as {
          __FEDERATION__: { __SHARE__: Record<string, { default: Record<string, Record<string, Share>> }> };
        }
      ).__FEDERATION__.__SHARE__;
      const found: Record<string, string[]> = {};
      for (const scope of Object.values(scopes)) {
        for (const pkg of singletons) {
          for (const [version, share] of Object.entries(scope.default[pkg] ?? {})) {
            found[pkg] = [...new Set([...(found[pkg] ?? []), `${version} from ${share.from}`])];
          }
        }
      }
      return found;
    },
    [...SINGLETONS, 'antd/es/config-provider'],
  );
  for (const pkg of [
    'react',
    'react-dom',
    'react-router-dom',
    '@tanstack/react-query',
    'antd/es/config-provider',
  ]) {
    expect(shares[pkg], pkg).toHaveLength(1);
    expect(shares[pkg]![0], pkg).toMatch(/ from shell$/);
  }
  expect(errors).toEqual([]);
});

test('a remote that is down shows the fallback with Retry, the rest of the site keeps working, Retry recovers', async ({
  page,
}) => {
  await page.route(`${storefrontUrl}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'This section is unavailable right now' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  // Header and footer still work: the footer's categories come from the API, the shell's own pages open.
  await expect(
    page.getByRole('contentinfo').getByRole('navigation', { name: 'Categories' }).getByRole('link'),
  ).not.toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' }).click();
  await expect(page.getByRole('heading', { name: 'Blogs', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cars' }).click();
  await expect(page.getByRole('heading', { name: 'This section is unavailable right now' })).toBeVisible();

  // The remote comes back: Retry loads it without reloading the page.
  await page.unroute(`${storefrontUrl}/**`);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Cars', level: 1 })).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});

test('a remote listed at an address where nothing runs falls back the same way', async ({ page }) => {
  await remotesJsonWith(page, (remotes) =>
    remotes.map((r) =>
      r.name === 'storefront' ? { ...r, entry: 'http://localhost:9/mf-manifest.json' } : r,
    ),
  );
  await page.goto('/advertise');
  await expect(page.getByRole('heading', { name: 'This section is unavailable right now' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' }).click();
  await expect(page.getByRole('heading', { name: 'Blogs', level: 1 })).toBeVisible();
});

test('a remotes.json without the admin console gives a public site with no admin code', async ({ page }) => {
  const adminRequests: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).port === String(E2E_PORTS.admin)) adminRequests.push(req.url());
  });
  await remotesJsonWith(page, (remotes) => remotes.filter((r) => r.name !== 'admin'));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Browse by Category' })).toBeVisible();
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: "Sorry, we couldn't find this page" })).toBeVisible();
  await page.goto('/cars');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  expect(adminRequests).toEqual([]);

  // With the admin console listed, the same path is a guarded route instead: a visitor logs in first.
  await page.unroute('**/remotes.json');
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(`${SHELL_URL}/login`);
  expect(adminRequests).toEqual([]);
});

test("a page a remote declares after the shell was built is routed, rendered by the shell's server and hydrated", async ({
  page,
}) => {
  // What the storefront's team does to add a public page: a new entry in its table, deployed with its build. Here the
  // entry names a page the storefront already exposes, so no build is needed to show that the shell routes by it.
  const tableFile = path.resolve(__dirname, '../../mf-storefront/dist/pages.json');
  const built = readFileSync(tableFile, 'utf8');
  const table = JSON.parse(built) as { pages: object[] };
  table.pages.push({
    path: '/used-cars',
    module: 'CarsPage',
    withoutAntd: true,
    indexed: true,
    title: 'Used cars',
  });
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  try {
    expect((await page.request.get('/used-cars')).status()).toBe(404);
    writeFileSync(tableFile, JSON.stringify(table));
    // The shell's server reads each remote's table every few seconds: no restart, no shell build.
    await expect
      .poll(async () => (await page.request.get('/used-cars')).status(), { timeout: 30_000 })
      .toBe(200);
    const html = await (await page.request.get('/used-cars')).text();
    expect(html).toContain('<title>Used cars | UsedCars</title>');
    expect(html).toContain('data-testid="product-card"');

    await page.goto('/used-cars');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('data-hydration', 'done');
    await page.getByTestId('product-card').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/products\//);
    expect(errors).toEqual([]);
  } finally {
    writeFileSync(tableFile, built);
  }
});

test('each remote also runs standalone on its own port', async ({ page }) => {
  await page.goto(`${storefrontUrl}/cars`);
  await expect(page.getByRole('heading', { name: 'Cars', level: 1 })).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.goto(`http://localhost:${E2E_PORTS.seller}/`);
  await expect(page.getByRole('heading', { name: 'Seller Dashboard' })).toBeVisible();
  // The admin console on its own asks for an admin login first (see admin-users.spec.ts).
  await page.goto(`http://localhost:${E2E_PORTS.admin}/`);
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
});
