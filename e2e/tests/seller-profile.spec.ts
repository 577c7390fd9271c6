// A seller's profile: reached from a car's page, server-rendered with its head for search engines, and still as
// it hydrates, at phone and desktop sizes.
import { expect, test, type Page } from '@playwright/test';
import { apiSignup, BOTH_SIZES, listCar, screenshotForPeople } from '../session';

/** Records every layout shift not caused by input, with what moved. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    type Shift = { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[])
        if (!entry.hadRecentInput)
          shifts.push(
            `${entry.value.toFixed(4)}: ${entry.sources
              .map(({ node }) =>
                node instanceof Element ? `${node.tagName} ${node.className}` : String(node),
              )
              .join('; ')}`,
          );
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

for (const [size, viewport] of BOTH_SIZES) {
  test.describe(`on ${size}`, () => {
    test.use({ viewport });

    test("a buyer follows a car's seller to their profile, which the server rendered with its head", async ({
      page,
      request,
    }) => {
      // A long unbroken word, as anyone may type as a name.
      const name = `NadiaAutos${'Motors'.repeat(6)}${Date.now()}`;
      const seller = await apiSignup(request, name, 'Seller');
      const { _id: carId } = await listCar(request, `Nadia's Axio ${Date.now()}`, { token: seller.token });
      const sellerPath = `/sellers/${seller.user._id}`;

      // The server's HTML: the title, the JSON-LD with the car as an offer, the page's content and its data.
      const sent = await request.get(sellerPath, { headers: { accept: 'text/html' } });
      expect(sent.status()).toBe(200);
      const html = await sent.text();
      expect(html).toContain(`<title>${name}, used-car seller | UsedCars</title>`);
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
        (match) => JSON.parse(match[1]!) as Record<string, unknown>,
      );
      const profile = blocks.find((block) => block['@type'] === 'ProfilePage') as {
        mainEntity: { name: string; makesOffer: { url: string }[] };
      };
      expect(profile.mainEntity.name).toBe(name);
      expect(profile.mainEntity.makesOffer.map((offer) => new URL(offer.url).pathname)).toEqual([
        `/products/${carId}`,
      ]);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${name}</h1>`));
      expect(html).toContain('id="server-state"');
      expect(html).not.toContain(seller.email);

      // From the car's page, the seller's name leads to the profile.
      await page.goto(`/products/${carId}`);
      await page.getByTestId('seller-link').click();
      await expect(page).toHaveURL(new RegExp(`${sellerPath}$`));
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page).toHaveTitle(`${name}, used-car seller | UsedCars`);
      const fact = (label: string) => page.locator('dt', { hasText: label }).locator('+ dd');
      await expect(fact('For sale')).toHaveText('1 car for sale');
      await expect(fact('Sold')).toHaveText('0 cars sold');
      await expect(fact('Rating')).toHaveText('No reviews yet');
      await expect(fact('Response rate')).toHaveText('Not enough conversations yet');
      const cars = page.getByRole('list', { name: `Cars for sale by ${name}` });
      await expect(cars.getByTestId('product-card')).toHaveCount(1);
      // Each card names its seller, linking to the profile.
      await expect(cars.getByTestId('card-seller-link')).toHaveAttribute('href', sellerPath);
      // Nothing wider than the screen, even with a long unbroken name.
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBe(0);
      await screenshotForPeople(page, `seller-${viewport.width}.png`, { fullPage: true });
    });

    test('the profile does not move as it hydrates, nor reads the seller again', async ({
      page,
      request,
    }) => {
      const name = `Still Seller ${Date.now()}`;
      const seller = await apiSignup(request, name, 'Seller');
      await listCar(request, `Still Axio ${Date.now()}`, { token: seller.token });
      await watchShifts(page);
      const reads: string[] = [];
      page.on('request', (sent) => {
        if (new URL(sent.url()).pathname.startsWith('/api/sellers/')) reads.push(sent.url());
      });
      // A render whose reads passed their deadline on a busy machine goes out for the browser to render: load again.
      for (let attempt = 1; ; attempt++) {
        const response = await page.goto(`/sellers/${seller.user._id}`, { waitUntil: 'networkidle' });
        if ((await response!.text()).includes('id="server-state"')) break;
        expect(attempt).toBeLessThan(3);
        reads.length = 0;
      }
      await expect(page.locator('#root')).toHaveAttribute('data-hydration', 'done');
      await expect(page.locator('[data-hydration=pending]')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
      expect(reads).toEqual([]);
    });
  });
}
