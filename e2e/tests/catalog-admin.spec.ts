// An admin manages the catalog: categories and brands, and taking a listing down. A shopper filters /cars.
import { expect, test } from '@playwright/test';
import { API_URL } from '../ports';
import {
  DEMO,
  apiLogin,
  chooseOption,
  listCar,
  logoutThroughUi,
  ONE_PIXEL_PNG,
  READS_CATALOGUE,
  signIn,
} from '../session';

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
  await signIn(page, DEMO.admin);

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

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`an admin renames a category and a brand at ${viewport.width} px; their cars show the new names, the addresses stay`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const suffix = `${viewport.width}${Date.now()}`;
    const admin = { Authorization: `Bearer ${(await apiLogin(request, DEMO.admin)).token}` };
    const [stored] = (await (await request.get(`${API_URL}/categories`)).json()) as { thumbnail: string }[];
    const category = (await (
      await request.post(`${API_URL}/category`, {
        headers: admin,
        data: { category: `Estate ${suffix}`, thumbnail: stored!.thumbnail },
      })
    ).json()) as { value: string };
    const brand = (await (
      await request.post(`${API_URL}/brand`, { headers: admin, data: { brandName: `Brandx ${suffix}` } })
    ).json()) as { value: string };
    const car = await listCar(request, `Rename Corolla ${suffix}`, {
      fields: { category: category.value, brand: brand.value },
    });
    await signIn(page, DEMO.admin);

    await page.goto('/admin/category');
    await page.getByRole('button', { name: `Rename Estate ${suffix}` }).click();
    const renameCategory = page.getByRole('dialog', { name: 'Rename Category' });
    await expect(renameCategory.getByLabel('Category Name')).toHaveValue(`Estate ${suffix}`);
    await renameCategory.getByLabel('Category Name').fill('sedan');
    await renameCategory.getByRole('button', { name: 'Save' }).click();
    await expect(renameCategory.getByRole('alert')).toContainText('Another category is already named Sedan.');
    await renameCategory.getByLabel('Category Name').fill(`Shooting Brake ${suffix}`);
    await renameCategory.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Estate ${suffix} renamed to Shooting Brake ${suffix}.`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: `Shooting Brake ${suffix}` })).toHaveCount(1);

    await page.goto('/admin/brand');
    await page.getByRole('button', { name: `Rename Brandx ${suffix}` }).click();
    const renameBrand = page.getByRole('dialog', { name: 'Rename Brand' });
    await renameBrand.getByLabel('Brand Name').fill(`Brandy ${suffix}`);
    await renameBrand.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('row').filter({ hasText: `Brandy ${suffix}` })).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: `Brandx ${suffix}` })).toHaveCount(0);

    // The category's page keeps its address and shows the new name, with the car under the new brand's name.
    await page.goto(`/category/${encodeURIComponent(category.value)}`);
    await expect(page.getByRole('heading', { name: `Shooting Brake ${suffix}` }).first()).toBeVisible();
    const card = page.getByTestId('product-card').filter({ hasText: `Rename Corolla ${suffix}` });
    await expect(card).toBeVisible();
    const found = (await (
      await request.get(`${API_URL}/products?q=${encodeURIComponent(`Brandy ${suffix}`)}`)
    ).json()) as ProductBody[];
    expect(found.map((one) => [one._id, one.brand, one.brandName])).toEqual([
      [car._id, brand.value, `Brandy ${suffix}`],
    ]);
    await logoutThroughUi(page);
  });
}

test('an admin takes a listing down with a reason, and it leaves the public lists', async ({
  page,
  request,
}) => {
  // A car of its own: the cars other journeys use stay up.
  const name = `Takedown Corolla ${Date.now()}`;
  const car = await listCar(request, name);
  await signIn(page, DEMO.admin);
  await page.goto('/admin/products');
  await page.getByLabel('Search products').fill(name);
  await page.getByLabel('Search products').press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(name);
  await page.getByRole('button', { name: `Take down ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Take down' }).click();
  await expect(dialog.getByText(/reason/i).first()).toBeVisible();
  await dialog.getByLabel('Reason').fill('Photos do not match the car.');
  await dialog.getByRole('button', { name: 'Take down' }).click();
  await expect(page.getByText(`${name} taken down.`)).toBeVisible();
  const listed = await request.get(`${API_URL}/products?q=${encodeURIComponent(name)}`);
  expect(await listed.json()).toEqual([]);

  expect((await request.get(`${API_URL}/product/${car._id}`)).status()).toBe(410);
  // Gone for search engines too (the shell's server); the page says so.
  expect((await page.goto(`/products/${car._id}`))?.status()).toBe(410);
  await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
  await logoutThroughUi(page);
});

test(
  'a shopper filters /cars by brand and sorts by price, all kept in the address',
  READS_CATALOGUE,
  async ({ page }) => {
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
  },
);
