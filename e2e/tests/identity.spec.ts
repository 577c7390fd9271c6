// Accounts as people use them: sign up, log in and out, Google sign-in through the local OpenID provider,
// role guards, and an expired session.
import { expect, test, type Page } from '@playwright/test';
import { API_URL } from '../ports';
import {
  BOTH_SIZES,
  DEMO,
  accessTokenCookie,
  expectTokenHiddenFromScripts,
  apiLogin,
  apiSignup,
  loginButton,
  loginThroughUi,
  logoutThroughUi,
  uniqueEmail,
  ONE_PIXEL_PNG,
  signIn,
  SIGNUP_PASSWORD,
  screenshotForPeople,
} from '../session';

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
}

test('sign up as a Buyer: the header gains My Orders and Wish List, the menu Profile and Logout', async ({
  page,
}) => {
  await page.goto('/');
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Login' }).click();
  await page.getByRole('link', { name: /sign ?up/i }).click();
  await expect(page).toHaveURL(/\/signup$/);

  // Every field's message, in the product's words.
  await page.getByRole('button', { name: 'Signup' }).click();
  for (const message of [
    'Please Enter Your Name',
    'Please Enter Your Email',
    'Please Select User Role',
    'Password more than 6 characters, at least 1 uppercase and lowercase, and at least 1 number and a special character.',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }

  const email = uniqueEmail('buyer');
  await page.getByLabel('Full name').fill('Rina Buyer');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('radio', { name: 'Buyer' }).check();
  await page.getByLabel('Password').fill('abcdef1!');
  await page.getByRole('button', { name: 'Signup' }).click();
  await expect(page.getByText(/Password more than 6 characters/)).toBeVisible();
  await page.getByLabel('Password').fill(SIGNUP_PASSWORD);
  // As a person would: the field's message is gone before Signup is pressed again (a click while the form was
  // still re-checking the field was lost on a busy machine, and the page stayed on /signup).
  await expect(page.getByText(/Password more than 6 characters/)).toBeHidden();
  await page.getByRole('button', { name: 'Signup' }).click();

  await expect(page).toHaveURL(/\/$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'My Orders' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Wish List' })).toBeVisible();
  expect(await accessTokenCookie(page)).toBeTruthy();
  await expectTokenHiddenFromScripts(page);
  await openAccountMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/profile');
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await expect(page.getByText('Buyer', { exact: true }).first()).toBeVisible();

  // A photo is checked by its content: a text file named .png is refused, a real PNG becomes the avatar.
  const photoInput = page.locator('input[type=file]');
  await photoInput.setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image'),
  });
  await expect(page.getByText('Please choose a JPEG, PNG or WebP image.')).toBeVisible();
  await photoInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await expect(page.getByText('Your photo was updated.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' }).locator('img')).toHaveAttribute(
    'src',
    /\/api\/media\//,
  );

  // A logged-in user is sent away from the logged-out pages.
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/$/);

  await logoutThroughUi(page);
  // The API clears the HttpOnly cookie (a script cannot).
  await expect.poll(() => accessTokenCookie(page)).toBeUndefined();
  await expect(nav.getByRole('link', { name: 'My Orders' })).toHaveCount(0);

  // The same email cannot be taken twice.
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Someone Else');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('radio', { name: 'Seller' }).check();
  await page.getByLabel('Password').fill(SIGNUP_PASSWORD);
  await page.getByRole('button', { name: 'Signup' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Email already use' })).toBeVisible();
});

test('sign up as a Seller: the Dashboard link leads to the seller console', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Sami Seller');
  await page.getByLabel('Email').fill(uniqueEmail('seller'));
  await page.getByRole('radio', { name: 'Seller' }).check();
  await page.getByLabel('Password').fill(SIGNUP_PASSWORD);
  await page.getByRole('button', { name: 'Signup' }).click();
  await expect(page).toHaveURL(/\/$/);
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/seller\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Seller Dashboard' })).toBeVisible();
  // A seller is no admin, and is told so.
  await page.goto('/admin/users');
  await expect(
    page.getByRole('heading', { name: "This page is for the marketplace's admins" }),
  ).toBeVisible();
});

test('log in: a wrong password and an unknown email get the same answer; back to the page the visitor came from', async ({
  page,
}) => {
  await page.goto('/login');
  await loginButton(page).click();
  await expect(page.getByText('Please enter your email')).toBeVisible();
  await expect(page.getByText('Please enter your password')).toBeVisible();

  /** Submits the form and answers what the API said and what the page shows. */
  const attempt = async (email: string) => {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Wrong#pass1');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
    await loginButton(page).click();
    const { message } = (await (await answer).json()) as { message: string };
    await expect(page.getByRole('alert')).toHaveText(message);
    return message;
  };
  // Nothing tells an address without an account from one with: the same words for both.
  expect(await attempt(DEMO.buyer)).toBe('Wrong Email or Password');
  expect(await attempt('nobody-here@example.com')).toBe('Wrong Email or Password');

  // A guarded page sends a visitor to log in, and login brings them back there.
  await page.goto('/my-orders');
  await expect(page).toHaveURL(/\/login/);
  await loginThroughUi(page, DEMO.buyer);
  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  await expectTokenHiddenFromScripts(page);

  // A buyer is no seller, and is told so.
  await page.goto('/seller/dashboard');
  await expect(page.getByRole('heading', { name: 'This page is for sellers' })).toBeVisible();
  await expect(page).toHaveURL(/\/seller\/dashboard$/);
  await logoutThroughUi(page);
});

test('Continue With Google signs in through the local OpenID provider as a new Buyer', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('google');
  await page.goto('/login');
  await expect(page.getByText('local test provider')).toBeVisible();
  await page.getByRole('button', { name: 'Continue With Google' }).click();

  // The provider's own page, marked as the local stand-in.
  await expect(page.getByRole('note')).toContainText('Local test provider');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name').fill('Gina Google');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Orders' }),
  ).toBeVisible();
  const token = await accessTokenCookie(page);
  expect(token).toBeTruthy();
  await expectTokenHiddenFromScripts(page);
  const me = await request.get(`${API_URL}/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
  expect(await me.json()).toMatchObject({ email, displayName: 'Gina Google', role: 'Buyer' });
  await logoutThroughUi(page);
});

test('a session that ends while in use shows the expired message and leads to login', async ({
  page,
  request,
}) => {
  const account = await apiSignup(request, 'Short Lived', 'Buyer');
  await page.goto('/login');
  await loginThroughUi(page, account.email, SIGNUP_PASSWORD);
  await page.goto('/profile');
  await expect(page.getByText(account.email, { exact: true })).toBeVisible();

  // An admin deletes the account: its token stops working at once.
  const admin = await apiLogin(request, DEMO.admin);
  const removed = await request.delete(`${API_URL}/user/${account.user._id}`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  expect(removed.status()).toBe(200);

  // Still on the page, the next call made with the old token is refused: the user is told and sent to login.
  await page.getByLabel('Display name').fill('Still Here');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your access token is expired. Please Login')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(() => accessTokenCookie(page)).toBeUndefined();
});

for (const [size, viewport] of BOTH_SIZES) {
  test(`on ${size}, a console link from a mail leads a signed-out seller or admin through login to that page`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // The link of the booking and sale mails.
    await page.goto('/seller/bookings');
    await expect(page).toHaveURL(/\/login/);
    await loginThroughUi(page, DEMO.seller);
    await expect(page).toHaveURL(/\/seller\/bookings$/);
    await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
    // An admin's page is not for a seller: said, not a silent trip home.
    await page.goto('/admin/users');
    await expect(
      page.getByRole('heading', { name: "This page is for the marketplace's admins" }),
    ).toBeVisible();
    await expect(page.getByText('You are signed in as a seller.')).toBeVisible();
    await logoutThroughUi(page);

    await page.goto('/admin/users?page=1');
    await expect(page).toHaveURL(/\/login/);
    await loginThroughUi(page, DEMO.admin);
    await expect(page).toHaveURL(/\/admin\/users\?page=1$/);
    await expect(page.getByRole('table')).toBeVisible();
  });
}

for (const [size, viewport] of BOTH_SIZES) {
  test(`on ${size}, the profile tells a confirmed address from the admins' verification of a seller`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // The demo's second seller: address confirmed, not verified by an admin.
    await signIn(page, DEMO.seller2);
    await page.goto('/profile');
    await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(page.getByText('Seller verification', { exact: true })).toBeVisible();
    await expect(page.getByText('Not yet verified by an admin', { exact: true })).toBeVisible();
    await expect(page.getByText('Not verified', { exact: true })).toHaveCount(0);
    await screenshotForPeople(page, `profile-${viewport.width}.png`);
  });
}
