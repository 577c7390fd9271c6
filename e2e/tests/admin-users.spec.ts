// The admin console's users screen, inside the shell and on its own: verifying a seller shows on their cars,
// deleting a user ends their session, and only admins get in.
import { expect, test } from '@playwright/test';
import { API_URL, E2E_PORTS } from '../ports';
import {
  DEMO,
  apiSignup,
  chooseFromAccountMenu,
  listCar,
  loginThroughUi,
  logoutThroughUi,
  signIn,
} from '../session';

test('an admin verifies a seller, and the verified badge appears on that seller’s car page', async ({
  page,
  request,
}) => {
  // A seller, a car and a buyer of its own: the demo accounts stay as seeded for the journeys running beside it.
  const stamp = Date.now();
  const sellerName = `Verify Seller ${stamp}`;
  const seller = await apiSignup(request, sellerName, 'Seller');
  const buyer = await apiSignup(request, `Listed Buyer ${stamp}`, 'Buyer');
  const car = await listCar(request, `Verify Car ${stamp}`, { token: seller.token });
  await page.goto(`/products/${car._id}`);
  await expect(page.getByText(`Posted by ${sellerName}`)).toBeVisible();
  await expect(page.getByText('Verified seller', { exact: true })).toHaveCount(0);

  await signIn(page, DEMO.admin);
  await page.goto('/');
  await chooseFromAccountMenu(page, 'Dashboard', () =>
    expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 10_000 }),
  );
  await page.getByRole('link', { name: 'All Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);

  // Filter by role, then reset (newest first: these two accounts are on the first page).
  await page.getByRole('combobox', { name: 'Filter by role' }).click();
  await page.getByTitle('Seller', { exact: true }).click();
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: buyer.email })).toHaveCount(0);
  await expect(rows.filter({ hasText: seller.email })).toHaveCount(1);
  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await expect(rows.filter({ hasText: buyer.email })).toHaveCount(1);

  // Admins and the admin's own row have no Delete button (the admin's row found by the search box).
  await expect(page.getByRole('button', { name: `Delete ${sellerName}` })).toBeVisible();
  const search = page.getByLabel('Search by name or email');
  await search.fill(DEMO.admin);
  await search.press('Enter');
  const adminRow = rows.filter({ hasText: DEMO.admin });
  await expect(adminRow).toHaveCount(1);
  await expect(adminRow.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await page.getByRole('button', { name: 'Reset Filters' }).click();

  const toggle = page.getByRole('switch', { name: `Verified ${sellerName}` });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(page.getByText('User Verified Status Update Successfully.')).toBeVisible();
  await expect(toggle).toBeChecked();

  await page.goto(`/products/${car._id}`);
  await expect(page.getByText('Verified seller', { exact: true })).toBeVisible();

  // And off again.
  await page.goto('/admin/users');
  await page.getByRole('switch', { name: `Verified ${sellerName}` }).click();
  await expect(page.getByText('User Verified Status Update Successfully.').first()).toBeVisible();
  await expect(page.getByRole('switch', { name: `Verified ${sellerName}` })).not.toBeChecked();
  await logoutThroughUi(page);
});

test('an admin deletes a user after confirming; that user’s session ends at once', async ({
  page,
  request,
}) => {
  const name = `Doomed Buyer ${Date.now()}`;
  const doomed = await apiSignup(request, name, 'Buyer');
  await signIn(page, DEMO.admin);
  await page.goto('/admin/users');
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Are you sure delete ${name}`);
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(page.getByRole('row').filter({ hasText: doomed.email })).toHaveCount(1);

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(`${name} deleted successfully.`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: doomed.email })).toHaveCount(0);

  const me = await request.get(`${API_URL}/auth/me`, {
    headers: { Authorization: `Bearer ${doomed.token}` },
  });
  expect(me.status()).toBe(401);
  await logoutThroughUi(page);
});

test('the admin console runs on its own with its own login, for admins only', async ({ page }) => {
  const adminConsole = `http://localhost:${E2E_PORTS.admin}`;
  await page.goto(`${adminConsole}/admin/users`);
  await expect(page).toHaveURL(/\/login/);
  await loginThroughUi(page, DEMO.buyer);
  await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
  // The console's frame and the refusal both offer Logout.
  await page.getByRole('button', { name: 'Logout' }).first().click();

  await page.goto(`${adminConsole}/login`);
  await loginThroughUi(page, DEMO.admin);
  // Found by the search in the address: other journeys' sign-ups push the demo accounts off the first page.
  await page.goto(`${adminConsole}/admin/users?q=${encodeURIComponent(DEMO.seller)}`);
  await expect(page.getByRole('row').filter({ hasText: DEMO.seller })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'All Users' })).toBeVisible();
});
