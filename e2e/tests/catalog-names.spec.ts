// Any name an admin can type gives its category and brand a working page, by link and by reload: the address holds
// the value percent-encoded, and the web server answers a navigation to it with the app even when it has a dot.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, chooseOption, logoutThroughUi, ONE_PIXEL_PNG, optionText, signIn } from '../session';

/** The value the API derives from a name (trimmed, lower-cased, spaces to underscores). */
const valueOf = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '_');

async function addCategory(page: Page, name: string): Promise<void> {
  await page.goto('/admin/category');
  await page.getByRole('button', { name: 'Add Category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Category' });
  // A name no address can carry is refused before anything is sent.
  await dialog.getByLabel('Category Name').fill('..');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(
    dialog.getByText('A category named "." or ".." would have no page of its own. Choose another name.'),
  ).toBeVisible();
  await dialog.getByLabel('Category Name').fill(name);
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 't.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
}

async function addBrand(page: Page, name: string): Promise<void> {
  await page.goto('/admin/brand');
  await page.getByRole('button', { name: 'Add Brand' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Brand' });
  await dialog.getByLabel('Brand Name').fill('.');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(
    dialog.getByText('A brand named "." or ".." would have no page of its own. Choose another name.'),
  ).toBeVisible();
  await dialog.getByLabel('Brand Name').fill(name);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
}

async function remove(page: Page, adminPath: string, name: string): Promise<void> {
  await page.goto(adminPath);
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
}

const stamp = Date.now().toString(36);

// Each journey goes through an admin form, the shop's pages and back to delete what it made: on a busy machine
// that takes longer than the default minute.
test.describe.configure({ timeout: 180_000 });

test('a category named with / ? # % . spaces and other scripts opens by link and by reload', async ({
  page,
}) => {
  // Ends with a dot and letters, the shape the web server once took for a file.
  const category = `Coupé/Cabrio? #1 100% 電動車 ${stamp} v2.0`;
  const categoryPath = `/category/${encodeURIComponent(valueOf(category))}`;
  await signIn(page, DEMO.admin);
  await addCategory(page, category);

  // By link: the footer leads to the category's page (the home page's tiles, to categories with cars only).
  await page.goto('/');
  // The tiles come with the storefront remote, which can take a while to load on a busy machine.
  const tiles = page.getByRole('region', { name: 'Browse by Category' });
  await expect(tiles.getByRole('link', { name: 'Sedan', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(tiles.getByRole('link', { name: category })).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: category })).toHaveAttribute(
    'href',
    categoryPath,
  );
  await page.getByRole('contentinfo').getByRole('link', { name: category }).click();
  await expect(page.getByRole('heading', { level: 1, name: category })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(categoryPath);
  // By reload: the web server answers the address with the app, which opens the same category.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: category })).toBeVisible();
  await expect(page.getByText('There is no such category.')).toHaveCount(0);

  await remove(page, '/admin/category', category);
  await logoutThroughUi(page);
});

test('a brand named with / ? # % . spaces and other scripts opens its cars by link and by reload', async ({
  page,
}) => {
  // First by name, so the filter lists it without scrolling.
  const brand = `Abarth/Škoda? #2 50% Ситроен ${stamp} v1.5`;
  await signIn(page, DEMO.admin);
  await addBrand(page, brand);

  // The brand's page is /cars filtered by it: chosen in the filters (which write the address), then reloaded.
  await page.goto('/cars');
  await chooseOption(page, 'Brand', brand);
  await expect.poll(() => new URL(page.url()).searchParams.get('brand')).toBe(valueOf(brand));
  await page.reload();
  await expect(page.getByLabel('Brand', { exact: true }).locator('option:checked')).toHaveText(
    optionText(brand),
  );

  await remove(page, '/admin/brand', brand);
  await logoutThroughUi(page);
});
