// A seller lists a car with an image, finds it where shoppers look, advertises it, and removes another car.
import { expect, test, type Page } from '@playwright/test';
import { API_URL } from '../ports';
import {
  BOTH_SIZES,
  DEMO,
  chooseOption,
  listCar,
  logoutThroughUi,
  ONE_PIXEL_PNG,
  pickMonth,
  signIn,
  screenshotForPeople,
} from '../session';

async function searchCars(page: Page, text: string) {
  await page.goto('/cars');
  await page.getByLabel('Search cars').fill(text);
  await page.getByLabel('Search cars').press('Enter');
  // The search lives in the address, so it can be shared and the back button works.
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(text);
}

test('a seller adds a car, finds it in /cars, its category and search, advertises it, and deletes another', async ({
  page,
  request,
}) => {
  // The longest journey here (fifteen pages of the seller console and the storefront): past two minutes while the
  // machine runs two journeys at a time.
  test.slow();
  const name = `Roadster E2E ${Date.now()}`;
  // The other car, listed for this journey: the seller's other cars belong to the seed and to other journeys.
  const otherName = `Deleted Axio ${Date.now()}`;
  await listCar(request, otherName);
  await signIn(page, DEMO.seller);
  await page.goto('/seller/dashboard');
  await page.getByRole('link', { name: 'Add Product' }).click();
  await expect(page).toHaveURL(/\/seller\/add-product$/);

  // Every field is required, in the product's words.
  await page.getByRole('button', { name: 'Add Product' }).click();
  for (const message of [
    'Enter Product Name',
    'Select Category',
    'Select Brand',
    'Enter Original Product Price',
    'Enter Sell Product Price',
    'Select Condition',
    'Select Location',
    'Enter Mobile Number',
    'Add at least one photo.',
    'Write Your Product Details And Used Experience',
    'Enter Model',
    'Enter Model Year',
    'Select Year of Purchase',
    'Enter Mileage',
    'Select Fuel',
    'Select Transmission',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  await page.getByLabel('Product Name').fill(name);
  await chooseOption(page, 'Category', 'Sedan');
  await chooseOption(page, 'Brand', 'Toyota');
  await page.getByLabel('Model', { exact: true }).fill('Roadster');
  await page.getByLabel('Mileage').fill('-20');
  await page.getByLabel('VIN (optional)').fill('JTDBR32E72O123456');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Mileage must be a whole number of km from 0 to 2,000,000.')).toBeVisible();
  await expect(page.getByText('A VIN is 17 letters and digits, without I, O or Q.')).toBeVisible();
  await page.getByLabel('Mileage').fill('48200');
  await page.getByLabel('Model year').fill('2014');
  await pickMonth(page, 'Year of Purchase', '2019-05');
  await chooseOption(page, 'Fuel', 'Hybrid');
  await chooseOption(page, 'Transmission', 'Manual');
  await page.getByLabel('Previous owners (optional)').fill('1');
  await page.getByLabel('Color (optional)').fill('Racing green');
  await page.getByLabel('VIN (optional)').fill('jtdbr32e720123456');
  await page.getByLabel('Original Price').fill('24000');
  await page.getByLabel('Sell Price').fill('15500.50');
  await chooseOption(page, 'Condition', 'Good');
  await chooseOption(page, 'Location', 'Feni');
  await page.getByLabel('Mobile').fill('+880 1712-345678');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'car.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  // As a seller would, sends the form once the photo has uploaded (sent earlier, it asks to wait and is not sent).
  await expect(page.getByRole('button', { name: 'Remove photo 1 (car.png)' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /^Uploading / })).toHaveCount(0);
  await page.getByLabel('Description').fill('One careful owner, full service history, new tyres.');
  await page.getByRole('button', { name: 'Add Product' }).click();

  await expect(page).toHaveURL(/\/seller\/my-products$/);
  // The confirmation outlives the navigation it causes, long enough to be read.
  await page.waitForTimeout(1_500);
  await expect(page.getByText('Product Added Successfully.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Available');
  // Sold cars can be neither advertised nor deleted. The seed's sold cars may be pages down the table (newest
  // first), behind the cars other journeys list for this seller.
  const soldRow = page.getByRole('row').filter({ hasText: 'Sold' }).first();
  for (let shown = 1; !(await soldRow.isVisible()); shown += 1) {
    await page.getByTitle('Next Page').click();
    await expect(page.locator('.ant-pagination-item-active')).toHaveText(String(shown + 1));
  }
  await expect(soldRow.getByRole('button', { name: /^Delete / })).toBeDisabled();

  // Shoppers find it: in the list by search, and in its category.
  await searchCars(page, name);
  await expect(page.getByTestId('product-card')).toHaveCount(1);
  await expect(page.getByTestId('product-card')).toContainText('$15,500.50');
  await expect(page.getByTestId('product-card')).toContainText('2014 · 48,200 km · Hybrid · Manual');
  // Its page lists the facts the seller gave, and those not given as unknown.
  await page.getByRole('link', { name }).first().click();
  const fact = (label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
  await expect(fact('Model')).toHaveText('Roadster');
  await expect(fact('Model year')).toHaveText('2014');
  await expect(fact('Purchase Year')).toHaveText('May 2019');
  await expect(fact('Mileage')).toHaveText('48,200 km');
  await expect(fact('Previous owners')).toHaveText('1');
  await expect(fact('Color')).toHaveText('Racing green');
  await expect(fact('Engine')).toHaveText('Unknown');
  await expect(fact('VIN')).toHaveText('JTDBR32E720123456');
  await page.goto('/category/sedan');
  await expect(page.getByRole('link', { name }).first()).toBeVisible();

  // The seller edits the price from My Products; shoppers see the drop on the car's page and its card.
  await page.goto('/seller/my-products');
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/\/seller\/my-products\/[0-9a-f-]+\/edit$/);
  await expect(page.getByLabel('Model', { exact: true })).toHaveValue('Roadster');
  await page.getByLabel('Sell Price').fill('14999');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/seller\/my-products$/);
  await expect(page.getByText(`${name} was updated.`)).toBeVisible();
  await searchCars(page, name);
  await expect(page.getByTestId('product-card')).toHaveCount(1);
  await expect(page.getByTestId('product-card')).toContainText(
    /Price dropped \$501\.50 on \w{3} \d{1,2}, \d{4}/,
  );
  await page.getByRole('link', { name }).first().click();
  await expect(page.getByText(/Price dropped \$501\.50 on \w{3} \d{1,2}, \d{4}/)).toBeVisible();
  await page.getByText('Price history').click();
  await expect(page.locator('.uc-price-history li')).toHaveText([/\$15,500\.50$/, /\$14,999$/]);

  // Advertised, it shows on the home page and /advertise.
  await page.goto('/seller/my-products');
  // The box shows the server's state, so it turns on once the change is saved.
  await page.getByRole('checkbox', { name: `Advertise ${name}` }).click();
  await expect(page.getByRole('checkbox', { name: `Advertise ${name}` })).toBeChecked();
  await page.goto('/');
  const advertised = page.getByRole('heading', { name: 'Advertised Cars' }).locator('xpath=..');
  await expect(advertised.getByRole('link', { name }).first()).toBeVisible();
  await page.goto('/advertise');
  await expect(page.getByRole('link', { name }).first()).toBeVisible();

  // Delete another available car through the confirm modal.
  await page.goto('/seller/my-products');
  const other = page.getByRole('row').filter({ hasText: otherName });
  await expect(other).toContainText('Available');
  const found = await page.request.get(`${API_URL}/products?q=${encodeURIComponent(otherName)}`);
  const before = Number(found.headers()['x-total-count']);
  expect(before).toBeGreaterThan(0);
  await other.getByRole('button', { name: /^Delete / }).click();
  await expect(page.getByRole('dialog')).toContainText(`Are you sure delete ${otherName}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(`${otherName} deleted successfully.`)).toBeVisible();
  // Shoppers no longer find it.
  await searchCars(page, otherName);
  await expect(page.getByTestId('product-card')).toHaveCount(before - 1);
  await logoutThroughUi(page);
});

for (const [size, viewport] of BOTH_SIZES) {
  test(`on ${size}, a listing without a model year says when it was bought; its seller adds the model year and shoppers see it`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    // Listed as the original clients list: a purchase month, no model year.
    const name = `Model Year E2E ${size} ${Date.now()}`;
    const { _id } = await listCar(request, name);
    const fact = (label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');

    await page.goto(`/products/${_id}`);
    await expect(fact('Model year')).toHaveText('Not given (bought May 2019)');
    await expect(page.getByRole('list', { name: 'Key facts' }).getByRole('listitem').first()).toHaveText(
      'Bought 2019',
    );

    await signIn(page, DEMO.seller);
    await page.goto('/seller/my-products');
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    // Required by the form, not filled in for the seller; the purchase month is the listing's own.
    await expect(page.getByLabel('Model year')).toHaveValue('');
    await expect(page.getByLabel('Year of Purchase')).toHaveValue('2019-05');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Enter Model Year', { exact: true })).toBeVisible();
    await page.getByLabel('Model year').fill('2021');
    await expect(
      page.getByText('Model year cannot be more than a year after the year of purchase.', { exact: true }),
    ).toBeVisible();
    await page.getByLabel('Model year').fill('2016');
    await screenshotForPeople(page, `edit-${size}.png`, { fullPage: true });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`${name} was updated.`)).toBeVisible();

    await searchCars(page, name);
    const card = page.getByTestId('product-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('2016 · 64,000 km · Petrol · Automatic');
    await screenshotForPeople(page, `card-${size}.png`);
    await card.getByRole('link', { name }).first().click();
    await expect(page.getByText('2016 Toyota Corolla Axio', { exact: true })).toBeVisible();
    await expect(fact('Model year')).toHaveText('2016');
    await expect(fact('Purchase Year')).toHaveText('May 2019');
    await screenshotForPeople(page, `car-${size}.png`, { fullPage: true });
  });
}

for (const [size, viewport] of BOTH_SIZES) {
  test(`on ${size}, Add Product sent with nothing filled in brings its first missing field into view, the caret in it`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, DEMO.seller);
    await page.goto('/seller/add-product');
    // The button ends the form, below the first screen.
    const send = page.getByRole('button', { name: 'Add Product' });
    await send.scrollIntoViewIfNeeded();
    await expect(page.getByLabel('Product Name')).not.toBeInViewport();
    await send.click();
    await expect(page.getByText('Enter Product Name', { exact: true })).toBeInViewport();
    await expect(page.getByLabel('Product Name')).toBeFocused();
    await screenshotForPeople(page, `first-error-${viewport.width}.png`);
  });
}
