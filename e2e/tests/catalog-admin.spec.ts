// An admin manages the catalog: categories and brands, and taking a listing down. A shopper filters /cars.
import { expect, test } from '@playwright/test';
import { API_URL } from '../ports';
import { DEMO, chooseOption, loginThroughUi, logoutThroughUi, ONE_PIXEL_PNG } from '../session';

interface ProductBody {
  _id: string;
  product_name: string;
  brand: string;
  brandName: string;
  sellPrice: number;
}

test('an admin adds and deletes a category and a brand; duplicates and categories in use are refused', async ({
  page,
}) => {
  const category = `Convertible ${Date.now()}`;
  const brand = `Tesla ${Date.now()}`;
  await loginThroughUi(page, DEMO.admin);

  await page.goto('/admin/category');
  await page.getByRole('button', { name: 'Add Category' }).click();
  const addCategory = page.getByRole('dialog', { name: 'Add Category' });
  await addCategory.getByRole('button', { name: 'Add' }).click();
  await expect(addCategory.getByText('Enter Category Name')).toBeVisible();
  await expect(addCategory.getByText('Select Category Thumbnail')).toBeVisible();
  await addCategory.getByLabel('Category Name').fill('Sedan');
  await addCategory
    .locator('input[type=file]')
    .setInputFiles({ name: 't.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await addCategory.getByRole('button', { name: 'Add' }).click();
  await expect(addCategory.getByRole('alert')).toContainText('Category already exists.');
  await addCategory.getByLabel('Category Name').fill(category);
  await addCategory.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('row').filter({ hasText: category })).toHaveCount(1);

  // Shoppers see it at once in the footer's category list.
  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: category })).toBeVisible();

  // A category in use cannot go; an unused one can, after confirming.
  await page.goto('/admin/category');
  await page.getByRole('button', { name: 'Delete Sedan' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(
    page.getByText(/This category is used by \d+ listings? and cannot be deleted\./),
  ).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Sedan' })).not.toHaveCount(0);
  await page.getByRole('button', { name: `Delete ${category}` }).click();
  await expect(page.getByRole('dialog')).toContainText(`Are you sure delete ${category}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('row').filter({ hasText: category })).toHaveCount(0);

  await page.goto('/admin/brand');
  await page.getByRole('button', { name: 'Add Brand' }).click();
  const addBrand = page.getByRole('dialog', { name: 'Add Brand' });
  await addBrand.getByRole('button', { name: 'Add' }).click();
  await expect(addBrand.getByText('Enter Brand Name')).toBeVisible();
  await addBrand.getByLabel('Brand Name').fill('Toyota');
  await addBrand.getByRole('button', { name: 'Add' }).click();
  await expect(addBrand.getByRole('alert')).toContainText('Brand already exists.');
  await addBrand.getByLabel('Brand Name').fill(brand);
  await addBrand.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('row').filter({ hasText: brand })).toHaveCount(1);
  await page.getByRole('button', { name: `Delete ${brand}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('row').filter({ hasText: brand })).toHaveCount(0);
  await logoutThroughUi(page);
});

test('an admin takes a listing down with a reason, and it leaves the public lists', async ({
  page,
  request,
}) => {
  const [car] = (await (
    await request.get(`${API_URL}/products?pageSize=1&sort=price_desc`)
  ).json()) as ProductBody[];
  await loginThroughUi(page, DEMO.admin);
  await page.goto('/admin/products');
  await page.getByLabel('Search products').fill(car!.product_name);
  await page.getByLabel('Search products').press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(car!.product_name);
  await page
    .getByRole('button', { name: `Take down ${car!.product_name}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Take down' }).click();
  await expect(dialog.getByText(/reason/i).first()).toBeVisible();
  await dialog.getByLabel('Reason').fill('Photos do not match the car.');
  await dialog.getByRole('button', { name: 'Take down' }).click();
  await expect(page.getByText(`${car!.product_name} taken down.`)).toBeVisible();

  expect((await request.get(`${API_URL}/product/${car!._id}`)).status()).toBe(410);
  // Gone for search engines too (the shell's server); the page says so.
  expect((await page.goto(`/products/${car!._id}`))?.status()).toBe(410);
  await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
  await logoutThroughUi(page);
});

test('a shopper filters /cars by brand and sorts by price, all kept in the address', async ({ page }) => {
  await page.goto('/cars');
  await chooseOption(page, 'Brand', 'Toyota');
  await expect.poll(() => new URL(page.url()).searchParams.get('brand')).toBe('toyota');
  // Let the filtered results arrive before using the next control.
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await chooseOption(page, 'Sort by', 'Price: low to high');
  await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('price_asc');

  const url = new URL(page.url());
  const api = await page.request.get(`${API_URL}/products?${url.searchParams}&pageSize=24`);
  const expected = (await api.json()) as ProductBody[];
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.every((p) => p.brand === 'toyota')).toBe(true);
  const prices = expected.map((p) => p.sellPrice);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(expected.length);
  await expect(cards.first()).toContainText(expected[0]!.product_name);

  // A shared address opens the same search; Back returns to the previous one.
  await page.goto(url.toString());
  await expect(cards.first()).toContainText(expected[0]!.product_name);
  // Back undoes the last choice (the sort), keeping the brand: a same-address visit replaced its entry.
  await page.goBack();
  await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBeNull();
  expect(new URL(page.url()).searchParams.get('brand')).toBe('toyota');
  await expect(page.getByLabel('Sort by', { exact: true })).toHaveValue('newest');
});
