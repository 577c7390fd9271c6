// Listing photos end to end: a seller uploads three photos at once, reorders them and publishes; a buyer opens the
// car's gallery, moves through it with the keyboard and opens the full-screen view.
import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { API_URL } from '../ports';
import {
  BOTH_SIZES,
  DEMO,
  chooseOption,
  logoutThroughUi,
  pickMonth,
  signIn,
  screenshotForPeople,
} from '../session';

/** A solid-colour PNG of the given size (told apart by their widths once stored). */
function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The slide the carousel shows (its neighbours are rendered too, but inert). */
function shownSlide(page: Page, region: string) {
  return page.getByRole('region', { name: region }).locator('[role=group]:not([inert])');
}

test('a seller uploads three photos, reorders them and publishes; a buyer browses them by keyboard and full screen', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const name = `Gallery E2E ${Date.now()}`;
  await signIn(page, DEMO.seller);
  await page.goto('/seller/add-product');
  await page.getByLabel('Product Name').fill(name);
  await chooseOption(page, 'Category', 'Sedan');
  await chooseOption(page, 'Brand', 'Toyota');
  await page.getByLabel('Model', { exact: true }).fill('Gallery');
  await page.getByLabel('Model year').fill('2017');
  await pickMonth(page, 'Year of Purchase', '2020-02');
  await page.getByLabel('Mileage').fill('30000');
  await chooseOption(page, 'Fuel', 'Petrol');
  await chooseOption(page, 'Transmission', 'Automatic');
  await page.getByLabel('Original Price').fill('20000');
  await page.getByLabel('Sell Price').fill('16000');
  await chooseOption(page, 'Condition', 'Good');
  await chooseOption(page, 'Location', 'Dhaka');
  await page.getByLabel('Mobile').fill('+880 1712-345678');
  await page.getByLabel('Description').fill('Three photos, the side view first.');

  // Three files picked at once; each uploads on its own.
  await page.getByLabel('Photo files').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: solidPng(300, 200, [200, 40, 40]) },
    { name: 'rear.png', mimeType: 'image/png', buffer: solidPng(400, 200, [40, 160, 40]) },
    { name: 'side.png', mimeType: 'image/png', buffer: solidPng(500, 200, [40, 40, 200]) },
  ]);
  const photos = page.getByTestId('listing-photo');
  await expect(photos).toHaveCount(3);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(photos.first()).toContainText('Cover');
  // The side view becomes the cover: moved earlier twice, by keyboard.
  await page.getByRole('button', { name: 'Move photo 3 (side.png) earlier' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Move photo 2 (side.png) earlier' }).focus();
  await page.keyboard.press('Enter');
  await expect(photos).toHaveText([/Cover\s*side\.png/, /front\.png/, /rear\.png/]);
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page).toHaveURL(/\/seller\/my-products$/);

  // The API keeps the order: the side view (500 px wide) is the cover.
  const found = (await (await request.get(`${API_URL}/products?q=${encodeURIComponent(name)}`)).json()) as {
    _id: string;
    image: string;
    images: { url: string; width: number }[];
  }[];
  expect(found).toHaveLength(1);
  const car = found[0]!;
  expect(car.images.map((image) => image.width)).toEqual([500, 300, 400]);
  expect(car.image).toBe(car.images[0]!.url);

  await logoutThroughUi(page);
  await signIn(page, DEMO.buyer);
  await page.goto(`/products/${car._id}`);
  const region = `Photos of ${name}`;
  const cover = page.getByRole('img', { name, exact: true });
  await expect(cover).toHaveAttribute('src', car.images[0]!.url);
  await expect(cover).toHaveAttribute('width', '500');
  await expect(cover).toHaveAttribute('fetchpriority', 'high');
  await expect(shownSlide(page, region)).toHaveAttribute('aria-label', '1 of 3');

  // Keyboard: into the carousel (its Next button), then the arrow keys.
  await page.getByRole('button', { name: 'Next', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(shownSlide(page, region)).toHaveAttribute('aria-label', '2 of 3');
  await page.keyboard.press('ArrowRight');
  await expect(shownSlide(page, region)).toHaveAttribute('aria-label', '3 of 3');
  await page.keyboard.press('ArrowLeft');
  await expect(shownSlide(page, region)).toHaveAttribute('aria-label', '2 of 3');

  // Full screen, at the photo shown; Escape closes it.
  await page.getByRole('button', { name: 'View full screen (3 photos)' }).click();
  const dialog = page.getByRole('dialog', { name: `${region}, full screen` });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[role=group]:not([inert])')).toHaveAttribute('aria-label', '2 of 3');
  await expect(dialog.getByText('2 / 3')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.locator('[role=group]:not([inert])')).toHaveAttribute('aria-label', '3 of 3');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

for (const [size, viewport] of BOTH_SIZES) {
  test(`on ${size}, photos with a camera's long file names keep Add Product within the screen, every Remove in reach`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, DEMO.seller);
    await page.goto('/seller/add-product');
    const names = ['front', 'rear', 'side'].map(
      (view) => `IMG_20261128_143522_HDR_${view}_quarter_view_of_the_car.png`,
    );
    await page.getByLabel('Photo files').setInputFiles(
      names.map((name, index) => ({
        name,
        mimeType: 'image/png',
        buffer: solidPng(300 + 100 * index, 200, [200, 40, 40]),
      })),
    );
    const photos = page.getByTestId('listing-photo');
    await expect(photos).toHaveCount(3);
    await expect(page.getByRole('progressbar')).toHaveCount(0);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    for (const [index, name] of names.entries()) {
      const remove = page.getByRole('button', { name: `Remove photo ${index + 1} (${name})` });
      const box = (await remove.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    }
    // Within reach, and it works.
    await page.getByRole('button', { name: `Remove photo 3 (${names[2]})` }).click();
    await expect(photos).toHaveCount(2);
  });
}

for (const [size, viewport] of BOTH_SIZES) {
  test(`on ${size}, Add Product waits for a photo still uploading, says why, then adds the car`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const name = `Upload Wait E2E ${viewport.width} ${Date.now()}`;
    await signIn(page, DEMO.seller);
    await page.goto('/seller/add-product');
    await page.getByLabel('Product Name').fill(name);
    await chooseOption(page, 'Category', 'Sedan');
    await chooseOption(page, 'Brand', 'Toyota');
    await page.getByLabel('Model', { exact: true }).fill('Waiting');
    await page.getByLabel('Model year').fill('2018');
    await pickMonth(page, 'Year of Purchase', '2021-03');
    await page.getByLabel('Mileage').fill('42000');
    await chooseOption(page, 'Fuel', 'Petrol');
    await chooseOption(page, 'Transmission', 'Manual');
    await page.getByLabel('Original Price').fill('18000');
    await page.getByLabel('Sell Price').fill('14000');
    await chooseOption(page, 'Condition', 'Good');
    await chooseOption(page, 'Location', 'Dhaka');
    await page.getByLabel('Mobile').fill('+880 1712-345678');
    await page.getByLabel('Description').fill('Added while its photo was still on its way.');

    // The upload is held on its way to the API until the test lets it go, as on a slow line.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/images', async (route) => {
      await released;
      await route.continue();
    });
    await page
      .getByLabel('Photo files')
      .setInputFiles([
        { name: 'front.png', mimeType: 'image/png', buffer: solidPng(320, 200, [90, 90, 200]) },
      ]);
    await expect(page.getByRole('progressbar')).toHaveCount(1);
    const add = page.getByRole('button', { name: 'Add Product' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription('Please wait until every photo has uploaded.');
    await add.scrollIntoViewIfNeeded();
    await expect(
      page.getByRole('status').filter({ hasText: 'Please wait until every photo has uploaded.' }),
    ).toBeVisible();
    await screenshotForPeople(page, `add-product-uploading-${viewport.width}.png`);

    release();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(add).toBeEnabled();
    await add.click();
    await expect(page).toHaveURL(/\/seller\/my-products$/);
    await expect(page.getByText(name).first()).toBeVisible();
  });
}
