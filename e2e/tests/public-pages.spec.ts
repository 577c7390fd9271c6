// A public page as a crawler and a visitor get it: the shell's server fills the product page's head (title,
// preview tags, schema.org data), and the app still starts on it with no error and no CSP violation.
import { expect, test } from '@playwright/test';
import type { Product } from '@usedcars/contract/types';
import { API_URL, SHELL_URL } from '../ports';
import { listCar } from '../session';

test('a product page has its head from the server, escaped, and the app starts on it without an error', async ({
  page,
  request,
}) => {
  // A seller's hostile name and description: they must stay text, in the head and on the page.
  const name = `</script><script>alert(1)</script> Corolla ${Date.now()}`;
  const description = '"><img src=x onerror=alert(2)> <!-- Two owners, full history.';
  const { _id: id } = await listCar(request, name, { fields: { description } });
  const car = (await (await request.get(`${API_URL}/product/${id}`)).json()) as Product;
  const url = `${SHELL_URL}/products/${id}`;
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.text().includes('Content Security Policy'))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('dialog', (dialog) => {
    problems.push(`a dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });

  const response = await page.goto(`/products/${id}`);
  expect(response?.status()).toBe(200);
  // The head as the server sent it, before any script ran.
  const sent = await response!.text();
  expect(sent).toContain('<script type="application/ld+json">');
  expect(sent).not.toContain('<script>alert');
  expect(sent).not.toContain('<img src=x');

  const title = `${name}, $12,345.67 | UsedCars`;
  const head = page.locator('head');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    `${SHELL_URL}${car.images[0]!.url}`,
  );
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  const jsonLd = (await head.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) =>
      JSON.parse(text) as {
        '@type': string;
        name?: string;
        description?: string;
        offers?: { price: number; priceCurrency: string };
      },
  );
  expect(jsonLd.map((data) => data['@type'])).toEqual(['Car', 'BreadcrumbList']);
  expect(jsonLd[0]).toMatchObject({ name, description, offers: { price: 12345.67, priceCurrency: 'USD' } });

  // The app starts as ever: the car's page, its title the one the server sent, and it works.
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText(description)).toBeVisible();
  await expect(page).toHaveTitle(title);
  await page.getByRole('link', { name: 'Cars', exact: true }).first().click();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('an unknown page is a 404 that shows the app’s Not Found page; robots.txt and the sitemap answer', async ({
  page,
  request,
}) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "Sorry, we couldn't find this page" })).toBeVisible();

  const robots = await request.get(`${SHELL_URL}/robots.txt`);
  expect(await robots.text()).toContain(`Sitemap: ${SHELL_URL}/sitemap.xml`);
  const sitemap = await request.get(`${SHELL_URL}/sitemap.xml`);
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain(`<loc>${SHELL_URL}/sitemaps/cars.xml</loc>`);
});
