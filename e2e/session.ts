// Small steps shared by the identity journeys: signing in through the UI and asking the API directly.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Product } from '@usedcars/contract/types';
import { API_URL, SHELL_URL } from './ports';
import { ACCESS_TOKEN_COOKIE, CSRF_COOKIE } from '../shared-ui/src/auth/access-token';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../api/src/database/seed/demo-data';

/** A real PNG (one pixel): the API checks uploads by content, so test images must be genuine. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// The demo accounts `npm start` seeds: the seed's own list.
export { DEMO_PASSWORD };
export const DEMO = DEMO_EMAILS;

let counter = 0;
/** A fresh address per call, so journeys never depend on each other's accounts. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

/**
 * The login form's button. antd names it "loading Login" while its spinner is shown, and under load the spinner's
 * exit animation can leave that label in place long after the request has finished, so both names match.
 */
export function loginButton(page: Page): Locator {
  return page.getByRole('button', { name: /^(loading )?Login$/ });
}

export async function loginThroughUi(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await loginButton(page).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Signs the page's browser in without the login form, as if it had signed in before: the session's cookies as the
 * API sets them (the token HttpOnly, its CSRF proof beside it). The page shows it from its next load on, so a
 * navigation must follow. For journeys about something else than signing in; the login form's own journeys use
 * loginThroughUi.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const { token } = await apiLogin(page.request, email, password);
  const { csrf } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    csrf: string;
  };
  await page.context().addCookies([
    { name: ACCESS_TOKEN_COOKIE, value: token, url: SHELL_URL, sameSite: 'Lax', httpOnly: true },
    { name: CSRF_COOKIE, value: csrf, url: SHELL_URL, sameSite: 'Lax' },
  ]);
}

/**
 * Chooses `item` in the header's account menu, then waits for `done`. Under load a click can be lost (it lands
 * while the header re-renders), so the menu is opened and the item clicked again until `done` holds. A click that
 * was not lost but slow to show is not made again (after a logout there is no Logout to click).
 */
export async function chooseFromAccountMenu(
  page: Page,
  item: string,
  done: () => Promise<void>,
): Promise<void> {
  const entry = page.getByRole('menuitem', { name: item });
  const holds = () =>
    done().then(
      () => true,
      () => false,
    );
  let clicked = false;
  await expect(async () => {
    if (clicked && (await holds())) return;
    if (!(await entry.isVisible())) await page.getByRole('button', { name: 'Account menu' }).click();
    await entry.click({ timeout: 2_000 });
    clicked = true;
    await done();
  }).toPass({ timeout: 30_000 });
}

export async function logoutThroughUi(page: Page): Promise<void> {
  const ordersLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Orders' });
  // The header drops the logged-in links at once; the API's answer, which clears the session's cookies, may come
  // later, and would clear those of a sign-in made meanwhile (signIn's): it is awaited too.
  const cookiesCleared = page.waitForResponse(
    (response) => response.url().endsWith('/auth/logout') && response.request().method() === 'POST',
  );
  await chooseFromAccountMenu(page, 'Logout', () => expect(ordersLink).toHaveCount(0, { timeout: 2_000 }));
  await cookiesCleared;
  await page.keyboard.press('Escape');
}

export async function apiLogin(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const res = await request.post(`${API_URL}/auth/login`, { data: { email, password } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { token: string; user: { _id: string; displayName: string } };
}

/** The password of every account a test signs up (apiSignup, or the sign-up form). */
export const SIGNUP_PASSWORD = 'Strong#pass1';

export async function apiSignup(request: APIRequestContext, displayName: string, role: 'Buyer' | 'Seller') {
  const email = uniqueEmail(role.toLowerCase());
  const res = await request.post(`${API_URL}/auth/signup`, {
    data: { displayName, email, password: SIGNUP_PASSWORD, role },
  });
  expect(res.status()).toBe(201);
  return { email, ...((await res.json()) as { token: string; user: { _id: string } }) };
}

export async function accessTokenCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === ACCESS_TOKEN_COOKIE)?.value;
}

/**
 * That the session's token is out of scripts' reach: its cookie HttpOnly, absent from document.cookie, while the
 * page reads its CSRF proof.
 */
export async function expectTokenHiddenFromScripts(page: Page): Promise<void> {
  const cookies = await page.context().cookies();
  const token = cookies.find((c) => c.name === ACCESS_TOKEN_COOKIE);
  expect(token?.httpOnly).toBe(true);
  expect(token?.sameSite).toBe('Lax');
  const readable = await page.evaluate(() => document.cookie);
  expect(readable).not.toContain(ACCESS_TOKEN_COOKIE);
  expect(readable).not.toContain(token!.value);
  expect(readable).toContain(`${CSRF_COOKIE}=`);
}

/**
 * Picks an option of a list by its label. The browser's own list (the /cars filters) by the option's text, which
 * may carry a count ("Toyota (12)"); an antd Select by opening it, waiting for its own list, and seeing the choice
 * shown.
 */
/** Types a month (`YYYY-MM`) into a month picker and confirms it, as a keyboard user does. */
export async function pickMonth(page: Page, label: string, month: string): Promise<void> {
  await page.getByLabel(label).click();
  await page.keyboard.type(month);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(label)).toHaveValue(month);
  // The panel closes on Enter; a click while it is open only closes it.
  await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
}

export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  const select = page.getByLabel(label, { exact: true });
  if ((await select.evaluate((element) => element.tagName)) === 'SELECT') {
    // Chosen before the app has taken over its part of the page, the choice would be lost (seen under load).
    await expect(select.locator('xpath=ancestor::*[@data-hydration="pending"]')).toHaveCount(0);
    const named = select.locator('option').filter({ hasText: optionText(option) });
    await expect(named).toHaveCount(1);
    await select.selectOption({ value: (await named.getAttribute('value'))! });
    return;
  }
  // The option of the list that just opened (closed lists stay in the page, hidden).
  const choice = page
    .locator('.ant-select-item-option:visible')
    .and(page.getByTitle(option, { exact: true }));
  const shown = select.locator('xpath=ancestor::*[contains(@class,"ant-select")][1]');
  // A searchable list (brands, categories: a few dozen) is narrowed by typing, as people do; its option may
  // otherwise lie outside the rows the virtual list renders.
  const searchable = (await select.getAttribute('readonly')) === null;
  // Under load a click can land while the list animates; try again until the choice shows.
  await expect(async () => {
    if (!(await choice.isVisible())) {
      await select.click();
      if (searchable) await select.fill(option);
    }
    await choice.click({ timeout: 2_000 });
    await expect(shown).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * A fresh car, so each journey owns its car: the demo seller's unless another seller's token is given, with
 * `fields` replacing the usual listing's. Answers its id and the listing as sent (an edit sends it whole again).
 */
export async function listCar(
  request: APIRequestContext,
  name: string,
  options: { token?: string; fields?: Record<string, unknown> } = {},
): Promise<{ _id: string; listing: Record<string, unknown> }> {
  const token = options.token ?? (await apiLogin(request, DEMO.seller)).token;
  const headers = { Authorization: `Bearer ${token}` };
  const upload = await request.post(`${API_URL}/images`, {
    headers,
    multipart: { image: { name: 'car.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG } },
  });
  expect(upload.status()).toBe(201);
  const { data } = (await upload.json()) as { data: { url: string; thumbUrl: string } };
  const listing = {
    product_name: name,
    description: 'Two owners, full service history, recent brakes and tyres.',
    category: 'sedan',
    brand: 'toyota',
    condition: 'Good',
    originalPrice: 21000,
    sellPrice: 12345.67,
    location: 'Dhaka',
    purchaseYear: '2019-05',
    mobile: '+880 1712-345678',
    model: 'Corolla Axio',
    mileage: 64000,
    fuel: 'Petrol',
    transmission: 'Automatic',
    image: data.url,
    thumbnail: data.thumbUrl,
    ...options.fields,
  };
  const created = await request.post(`${API_URL}/product`, { headers, data: listing });
  expect(created.status()).toBe(201);
  const { insertedId } = (await created.json()) as { insertedId: string };
  return { _id: insertedId, listing };
}

/** An option's text: its name, and the count of cars it gives, if shown ("Toyota (12)", "Toyota (about 1,200)"). */
export function optionText(name: string): RegExp {
  return new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(.+\\))?$`);
}

/**
 * The tag of a journey that reads the public catalogue (its counts, its newest cars, the dashboards' figures) and
 * expects the pages it opens next to show the same. Such journeys run once every other one has finished
 * (playwright.config.ts), when no listing, sign-up, sale or take-down lands between their read and their page; they
 * change nothing in the catalogue themselves, so they run side by side.
 */
export const READS_CATALOGUE = { tag: '@reads-catalogue' };

/**
 * Listed cars of the demo seed, newest first: dated hours to months back, while every journey's own car is listed
 * during the run. No journey sells, hides or takes these down, as they may their own cars at any moment.
 */
export async function seededCars(request: APIRequestContext): Promise<Product[]> {
  const listed = (await (await request.get(`${API_URL}/products?pageSize=100`)).json()) as Product[];
  const seeded = listed.filter((car) => Date.now() - Date.parse(car.date) > 60 * 60_000);
  expect(seeded.length).toBeGreaterThan(0);
  return seeded;
}

/** The two screens every page is checked at: a phone and a desktop. */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 768 };
/** Each screen with its name, for a test run at both sizes. */
export const BOTH_SIZES = [
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
] as const;

/**
 * A picture of the page (or of one part of it) for people to look at, in the test's output folder, taken only when
 * E2E_SCREENSHOTS is set (`E2E_SCREENSHOTS=1 npx playwright test ...`). It asserts nothing, and each full-page
 * picture costs the browser a layout and paint of the whole page, in every CI run where nobody opens it. A failed
 * journey keeps its trace and a screenshot of the moment it failed either way.
 */
export async function screenshotForPeople(
  target: Page | Locator,
  name: string,
  { fullPage = false }: { fullPage?: boolean } = {},
): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  const path = test.info().outputPath(name);
  if ('goto' in target) await target.screenshot({ path, fullPage });
  else await target.screenshot({ path });
}
