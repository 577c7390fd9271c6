// Runtime Module Federation as users meet it: remotes come from remotes.json, one React on the page,
// a remote that is down costs only its own routes, and a public deployment carries no admin code.
import { expect, test, type Page } from '@playwright/test';
import { SINGLETONS } from '../../shared-ui/src/mf/singletons';
import { E2E_PORTS, SHELL_URL, storefrontUrl } from '../ports';
import { startShellServer } from '../shell-server';

type Remote = { name: string; entry: string };

/** The product's remotes, as its remotes.json lists them. */
async function productRemotes(page: Page): Promise<Remote[]> {
  return ((await (await page.request.get(`${SHELL_URL}/remotes.json`)).json()) as { remotes: Remote[] })
    .remotes;
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
  const listed = (await productRemotes(page)).map((remote) =>
    remote.name === 'storefront' ? { ...remote, entry: 'http://localhost:9/mf-manifest.json' } : remote,
  );
  const shell = await startShellServer(E2E_PORTS.shell + 44, listed);
  try {
    await page.goto(`${shell.url}/advertise`);
    await expect(page.getByRole('heading', { name: 'This section is unavailable right now' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' }).click();
    await expect(page.getByRole('heading', { name: 'Blogs', level: 1 })).toBeVisible();
  } finally {
    shell.stop();
  }
});

test('a remotes.json without the admin console gives a public site with no admin code', async ({ page }) => {
  const adminRequests: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).port === String(E2E_PORTS.admin)) adminRequests.push(req.url());
  });
  const listed = (await productRemotes(page)).filter((remote) => remote.name !== 'admin');
  const shell = await startShellServer(E2E_PORTS.shell + 45, listed);
  try {
    await page.goto(`${shell.url}/`);
    await expect(page.getByRole('heading', { name: 'Browse by Category' })).toBeVisible();
    await page.goto(`${shell.url}/admin/dashboard`);
    await expect(page.getByRole('heading', { name: "Sorry, we couldn't find this page" })).toBeVisible();
    await page.goto(`${shell.url}/cars`);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  } finally {
    shell.stop();
  }
  expect(adminRequests).toEqual([]);

  // The product's site lists the admin console: the same path is a guarded route instead, a visitor logs in first.
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(`${SHELL_URL}/login`);
  expect(adminRequests).toEqual([]);
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
