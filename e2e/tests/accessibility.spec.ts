// Accessibility: every page of the product, as each kind of user sees it, checked with axe-core in the browser
// (WCAG 2.1 A and AA rules). No serious or critical violation is allowed anywhere; lesser ones are printed in
// the test's output so they stay visible.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { API_URL } from '../ports';
import { apiLogin, apiSignup, DEMO, seededCars, signIn, SIGNUP_PASSWORD } from '../session';

interface CategoryBody {
  value: string;
}

interface Finding {
  path: string;
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

/**
 * Visits each path in turn, waits until its data has arrived and no spinner or skeleton is left, runs axe, and
 * expects no serious or critical violation on any of them (all pages are checked before the verdict).
 */
async function expectAccessible(page: Page, paths: string[]): Promise<void> {
  const findings: Finding[] = [];
  for (const path of paths) findings.push(...(await axeFindings(page, path)));
  const minor = findings.filter((finding) => finding.impact === 'moderate' || finding.impact === 'minor');
  if (minor.length > 0) console.log('moderate or minor axe findings:', JSON.stringify(minor, null, 1));
  expect(findings.filter((finding) => finding.impact === 'serious' || finding.impact === 'critical')).toEqual(
    [],
  );
}

async function axeFindings(page: Page, path: string): Promise<Finding[]> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Nothing still loading: antd's spinners and skeletons, and the plain ones of the pages without antd.
  await expect(
    page.locator('.ant-spin-spinning, .ant-skeleton-active, .uc-spinner, .uc-skeleton'),
  ).toHaveCount(0);
  await expect(page.locator('main')).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .map((violation) => ({
      path,
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      nodes: violation.nodes
        .map((node) => {
          // For contrast, the colours axe measured ("#777777 on #ffffff: 4.48") say what to change.
          const contrast = node.any[0]?.data as {
            fgColor?: string;
            bgColor?: string;
            contrastRatio?: number;
          } | null;
          const colours = contrast?.fgColor
            ? ` (${contrast.fgColor} on ${contrast.bgColor}: ${contrast.contrastRatio})`
            : '';
          return `${node.target.join(' ')}${colours}`;
        })
        .slice(0, 5),
    }))
    .filter((finding) => finding.nodes.length > 0);
}

test.describe('every page has no serious or critical accessibility violation', () => {
  test('public pages', async ({ page, request }) => {
    test.setTimeout(180_000);
    const [car] = await seededCars(request);
    const [category] = (await (await request.get(`${API_URL}/categories`)).json()) as CategoryBody[];
    await expectAccessible(page, [
      '/',
      '/cars',
      '/cars?sort=price_asc&condition=Good',
      `/products/${car!._id}`,
      `/category/${category!.value}`,
      `/sellers/${car!.authorID}`,
      '/advertise',
      '/login',
      '/signup',
      '/blogs',
      '/faq',
      '/contact-us',
      '/privacy-policy',
      '/no-such-page',
    ]);
  });

  test("a car's photos in the gallery's full-screen view", async ({ page, request }) => {
    const car = (await seededCars(request)).find((candidate) => candidate.images.length > 1);
    expect(car, 'a demo car with several photos').toBeDefined();
    await page.goto(`/products/${car!._id}`);
    await page.getByRole('button', { name: /^View full screen/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
    ).toEqual([]);
  });

  test('buyer pages', async ({ page }) => {
    await signIn(page, DEMO.buyer);
    await expectAccessible(page, ['/wishlist', '/my-orders', '/profile']);
  });

  test('messages: the list and a thread', async ({ page, request }) => {
    // A conversation of the demo buyer about one of the demo seller's cars, to show both screens with content.
    const { token } = await apiLogin(request, DEMO.buyer);
    const cars = await seededCars(request);
    let conversationId: string | undefined;
    // The first car that takes messages (a sold one does not).
    for (const car of cars) {
      const started = await request.post(`${API_URL}/conversations`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { productID: car._id, text: 'Is the service history complete?' },
      });
      if (started.status() !== 201) continue;
      conversationId = ((await started.json()) as { _id: string })._id;
      break;
    }
    expect(conversationId).toBeDefined();
    await signIn(page, DEMO.buyer);
    await expectAccessible(page, ['/messages', `/messages/${conversationId}`]);
  });

  test('notifications and saved searches, empty and with content', async ({ page, request }) => {
    test.setTimeout(240_000);
    const buyer = await apiSignup(request, 'Axe Alerts', 'Buyer');
    await signIn(page, buyer.email, SIGNUP_PASSWORD);
    await expectAccessible(page, ['/notifications', '/saved-searches']);
    const saved = await request.post(`${API_URL}/saved-searches`, {
      headers: { Authorization: `Bearer ${buyer.token}` },
      data: { name: 'Hybrid Toyotas', query: { brand: 'toyota', fuel: 'Hybrid' } },
    });
    expect(saved.status()).toBe(201);
    await expectAccessible(page, ['/saved-searches', '/cars?brand=toyota']);
  });

  test('seller console', async ({ page }) => {
    await signIn(page, DEMO.seller);
    await expectAccessible(
      page,
      ['dashboard', 'my-products', 'add-product', 'bookings'].map((path) => `/seller/${path}`),
    );
  });

  test('admin console', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, DEMO.admin);
    const pages = [
      'dashboard',
      'users',
      'users?role=Seller',
      'category',
      'brand',
      'products',
      'report-products',
      'reported-conversations',
      'contact-messages',
      'audit-log',
    ];
    await expectAccessible(
      page,
      pages.map((path) => `/admin/${path}`),
    );
  });
});
