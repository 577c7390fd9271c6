// How the built apps are served: caching that lets a new remote version show on reload, and /api on each origin.
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORTS, SHELL_URL, storefrontUrl } from '../ports';
import { DEMO, loginThroughUi, logoutThroughUi, seededCars, signIn } from '../session';

test('deploy-time files revalidate, hashed assets are cached for good, remotes allow the shell to fetch them', async ({
  request,
}) => {
  for (const url of [
    `${SHELL_URL}/`,
    `${SHELL_URL}/remotes.json`,
    `${storefrontUrl}/mf-manifest.json`,
    `${storefrontUrl}/remoteEntry.js`,
  ]) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    expect(res.headers()['cache-control'], url).toBe('no-cache');
  }
  const manifest = (await (await request.get(`${storefrontUrl}/mf-manifest.json`)).json()) as {
    metaData: { publicPath?: string };
    exposes: { assets: { js: { sync: string[] } } }[];
  };
  // The remote's build does not contain its own address: chunks load from wherever the manifest came from.
  expect(manifest.metaData.publicPath).toBe('auto');
  const chunk = manifest.exposes[0]!.assets.js.sync[0]!;
  const asset = await request.get(`${storefrontUrl}/${chunk}`);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['access-control-allow-origin']).toBe('*');
});

test('every app answers /api on its own origin, and a deep link gets the app page', async ({ request }) => {
  for (const origin of [SHELL_URL, storefrontUrl]) {
    const health = await request.get(`${origin}/api/health`);
    expect(health.status()).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'up' });
  }
  const deep = await request.get(`${SHELL_URL}/category/sedan`, { headers: { accept: 'text/html' } });
  expect(deep.status()).toBe(200);
  expect(deep.headers()['content-type']).toContain('text/html');
  const missing = await request.get(`${SHELL_URL}/static/js/missing.0123abcd.js`);
  expect(missing.status()).toBe(404);
});

/** Every Content Security Policy violation the page reports, from the browser's event and from its console. */
async function collectCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI} on ${location.href}`);
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

test('the pages carry a Content Security Policy naming the remotes, and nothing on them breaks it', async ({
  page,
  request,
}) => {
  const shellPage = await request.get(`${SHELL_URL}/cars`, { headers: { accept: 'text/html' } });
  const policy = shellPage.headers()['content-security-policy'] ?? '';
  for (const port of [E2E_PORTS.storefront, E2E_PORTS.seller, E2E_PORTS.admin]) {
    expect(policy).toMatch(new RegExp(`script-src [^;]*http://localhost:${port}[ ;]`));
  }
  expect(policy).not.toContain('unsafe-eval');
  const standalone = await request.get(`${storefrontUrl}/cars`, { headers: { accept: 'text/html' } });
  expect(standalone.headers()['content-security-policy']).toContain(
    "script-src 'self' https://js.stripe.com",
  );

  const violations = await collectCspViolations(page);
  const [car] = await seededCars(request);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Browse by Category' })).toBeVisible();
  await page.goto('/cars');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.goto(`/products/${car!._id}`);
  await expect(page.getByRole('heading', { level: 1, name: car!.product_name })).toBeVisible();

  // The login page and its form are pages of the site too: the seller signs in through them.
  await loginThroughUi(page, DEMO.seller);
  await page.goto('/seller/dashboard');
  await expect(page.getByRole('heading', { name: 'Seller Dashboard' })).toBeVisible();
  await logoutThroughUi(page);

  // The login page was checked above: the admin's session is put in place directly.
  await signIn(page, DEMO.admin);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.goto('/admin/users');
  await expect(page.getByRole('table')).toBeVisible();
  expect(violations).toEqual([]);
});
