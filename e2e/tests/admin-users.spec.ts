// The admin console's users screen, inside the shell and on its own: verifying a seller shows on their cars,
// deleting a user ends their session, and only admins get in.
import { expect, test } from '@playwright/test';
import { API_URL, E2E_PORTS } from '../ports';
import {
  DEMO,
  apiLogin,
  apiSignup,
  chooseFromAccountMenu,
  loginThroughUi,
  logoutThroughUi,
} from '../session';

interface ProductBody {
  _id: string;
  authorID: string;
}

test('an admin verifies a seller, and the verified badge appears on that seller’s car page', async ({
  page,
  request,
}) => {
  const seller2 = await apiLogin(request, DEMO.seller2);
  const cars = (await (await request.get(`${API_URL}/products?pageSize=100`)).json()) as ProductBody[];
  const car = cars.find((p) => p.authorID === seller2.user._id)!;
  expect(car).toBeDefined();
  await page.goto(`/products/${car._id}`);
  await expect(page.getByText(`Posted by ${seller2.user.displayName}`)).toBeVisible();
  await expect(page.getByText('Verified seller', { exact: true })).toHaveCount(0);

  await loginThroughUi(page, DEMO.admin);
  await chooseFromAccountMenu(page, 'Dashboard', () =>
    expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 10_000 }),
  );
  await page.getByRole('link', { name: 'All Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);

  // Filter by role, then reset.
  await page.getByRole('combobox', { name: 'Filter by role' }).click();
  await page.getByTitle('Seller', { exact: true }).click();
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: DEMO.buyer })).toHaveCount(0);
  await expect(rows.filter({ hasText: DEMO.seller2 })).toHaveCount(1);
  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await expect(rows.filter({ hasText: DEMO.buyer })).toHaveCount(1);

  // Admins and the admin's own row have no Delete button.
  await expect(page.getByRole('button', { name: `Delete ${seller2.user.displayName}` })).toBeVisible();
  const adminRow = rows.filter({ hasText: DEMO.admin });
  await expect(adminRow.getByRole('button', { name: /^Delete / })).toHaveCount(0);

  const toggle = page.getByRole('switch', { name: `Verified ${seller2.user.displayName}` });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(page.getByText('User Verified Status Update Successfully.')).toBeVisible();
  await expect(toggle).toBeChecked();

  await page.goto(`/products/${car._id}`);
  await expect(page.getByText('Verified seller', { exact: true })).toBeVisible();

  // Put it back, so the demo data stays as seeded for other journeys.
  await page.goto('/admin/users');
  await page.getByRole('switch', { name: `Verified ${seller2.user.displayName}` }).click();
  await expect(page.getByText('User Verified Status Update Successfully.').first()).toBeVisible();
  await expect(page.getByRole('switch', { name: `Verified ${seller2.user.displayName}` })).not.toBeChecked();
  await logoutThroughUi(page);
});

test('an admin deletes a user after confirming; that user’s session ends at once', async ({
  page,
  request,
}) => {
  const doomed = await apiSignup(request, 'Doomed Buyer', 'Buyer');
  await loginThroughUi(page, DEMO.admin);
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Delete Doomed Buyer' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure delete Doomed Buyer');
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(page.getByRole('row').filter({ hasText: doomed.email })).toHaveCount(1);

  await page.getByRole('button', { name: 'Delete Doomed Buyer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Doomed Buyer deleted successfully.')).toBeVisible();
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
  await page.goto(`${adminConsole}/admin/users`);
  await expect(page.getByRole('row').filter({ hasText: DEMO.seller })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'All Users' })).toBeVisible();
});
