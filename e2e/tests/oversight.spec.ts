// Trust and oversight: buyers report a car until it leaves the public lists, an admin takes it down from Reported
// Products and finds the decision in the audit log; the dashboards show the figures the API counts.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { API_URL } from '../ports';
import {
  apiLogin,
  apiSignup,
  DEMO,
  listCar,
  logoutThroughUi,
  READS_CATALOGUE,
  signIn,
  SIGNUP_PASSWORD,
} from '../session';

const dollars = (amount: number): string =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    ...(Number.isInteger(amount) ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2 }),
  }).format(amount);

async function getAs<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`${API_URL}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

/**
 * A new buyer whom an admin verified: an established account, whose reports count toward hiding a listing (a
 * throwaway account's do not, nor does a booking that was never paid).
 */
async function establishedBuyer(request: APIRequestContext, name: string, adminToken: string) {
  const buyer = await apiSignup(request, name, 'Buyer');
  const verified = await request.put(`${API_URL}/all-users/${buyer.user._id}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { verified: true },
  });
  expect(verified.status()).toBe(200);
  return buyer;
}

test('three buyers report a car and it leaves /cars; an admin takes it down and the audit log shows it', async ({
  page,
  request,
}) => {
  // A car of its own, which no other journey opens.
  const name = `Reported Sedan ${Date.now()}`;
  const car = await listCar(request, name);
  const adminToken = (await apiLogin(request, DEMO.admin)).token;
  // Its card in /cars.
  const card = page.locator(`a[href="/products/${car._id}"]`);
  // The list is there once its count is (in the page the server rendered, or once the browser has read it).
  const openCars = async () => {
    await page.goto(`/cars?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole('status').filter({ hasText: /^[\d,]+\+? cars?$/ })).toBeVisible();
  };

  // Two buyers report it through the API; it is still public below the threshold of three.
  for (const reason of ['scam', 'wrong_details']) {
    const buyer = await establishedBuyer(request, 'Reporting Buyer', adminToken);
    const response = await request.post(`${API_URL}/reports`, {
      headers: { Authorization: `Bearer ${buyer.token}` },
      data: { productID: car._id, reason },
    });
    expect(response.status()).toBe(201);
  }
  await openCars();
  await expect(card.first()).toBeVisible();

  // Logged out, the report link asks for a login.
  await page.goto(`/products/${car._id}`);
  await page.getByRole('button', { name: 'Report this listing' }).click();
  await expect(page.getByRole('dialog')).toContainText('Please login to report this listing.');
  await page.keyboard.press('Escape');

  // The third buyer reports it from the car's page.
  const third = await establishedBuyer(request, 'Third Buyer', adminToken);
  await signIn(page, third.email, SIGNUP_PASSWORD);
  await page.goto(`/products/${car._id}`);
  await page.getByRole('button', { name: 'Report this listing' }).click();
  const dialog = page.getByRole('dialog', { name: `Report ${name}` });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Select a reason')).toBeVisible();
  await dialog.getByLabel('Other').check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Tell us what is wrong with this listing')).toBeVisible();
  await dialog.getByRole('textbox').fill('The same car is listed elsewhere under another name.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(
    page.getByText('Thank you. Your report was received and an admin will review this listing.'),
  ).toBeVisible();
  // Exact: cars of other journeys on this page (similar cars) may have "Reported" in their names.
  await expect(page.getByRole('button', { name: 'Reported', exact: true })).toBeDisabled();

  // Three open reports: it is gone from /cars until an admin decides.
  await openCars();
  await expect(card).toHaveCount(0);
  await logoutThroughUi(page);

  await signIn(page, DEMO.admin);
  await page.goto('/admin/report-products');
  await expect(page.getByRole('heading', { name: 'Reported Products' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Hidden from public lists');
  await expect(row.getByLabel('3 open reports')).toBeVisible();
  await page.getByRole('button', { name: `Take down ${name}` }).click();
  const takedown = page.getByRole('dialog', { name: `Take down ${name}` });
  await takedown.getByRole('button', { name: 'Take down' }).click();
  await expect(takedown.getByText('Enter the reason its seller will see')).toBeVisible();
  await takedown.getByLabel('Reason').fill('Listed twice under different names.');
  await takedown.getByRole('button', { name: 'Take down' }).click();
  await expect(page.getByText('The listing was taken down.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);

  await page.goto('/admin/audit-log');
  // Its entry, among those of the admin actions other journeys make meanwhile.
  const entry = page
    .getByRole('table', { name: 'Admin actions, newest first' })
    .getByRole('row')
    .filter({ hasText: name });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Took down a listing');
  await expect(entry).toContainText(DEMO.admin);
  await logoutThroughUi(page);

  // Its page is gone for the public too.
  const gone = await request.get(`${API_URL}/product/${car._id}`);
  expect(gone.status()).toBe(410);
});

test(
  'the admin and seller dashboards show the figures of the marketplace',
  READS_CATALOGUE,
  async ({ page, request }) => {
    const admin = await apiLogin(request, DEMO.admin);
    const stats = await getAs<{
      users: { Buyer: number; Seller: number };
      listings: { available: number; sold: number };
      bookings: { paid: number };
      sales: { total: number; byMonth: { month: string; orders: number }[] };
      openReports: number;
    }>(request, admin.token, '/admin/stats');
    // The seed's year of sales.
    expect(stats.sales.total).toBeGreaterThan(0);

    await signIn(page, DEMO.admin);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: `Buyers: ${stats.users.Buyer}` })).toHaveAttribute(
      'href',
      '/admin/users?role=Buyer',
    );
    await expect(page.getByRole('link', { name: `Available: ${stats.listings.available}` })).toBeVisible();
    await expect(page.getByRole('link', { name: `Sold: ${stats.listings.sold}` })).toBeVisible();
    await expect(page.getByLabel(`Paid orders: ${stats.bookings.paid}`)).toBeVisible();
    await expect(page.getByLabel(`Total sales: ${dollars(stats.sales.total)}`)).toBeVisible();
    await expect(page.getByRole('img', { name: /sales/i })).toBeVisible();

    // A figure leads to the screen where it can be acted on.
    await page.getByRole('link', { name: `Open reports: ${stats.openReports}` }).click();
    await expect(page).toHaveURL(/\/admin\/report-products$/);
    await expect(page.getByRole('heading', { name: 'Reported Products' })).toBeVisible();
    await logoutThroughUi(page);

    const seller = await apiLogin(request, DEMO.seller);
    const own = await getAs<{
      listings: { available: number; sold: number };
      bookingsAwaitingPayment: number;
      sales: { total: number };
      latestBookings: { customerName: string }[];
    }>(request, seller.token, '/seller/stats');
    expect(own.sales.total).toBeGreaterThan(0);
    await signIn(page, DEMO.seller);
    await page.goto('/seller/dashboard');
    await expect(page.getByRole('heading', { name: 'Seller Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: `Available: ${own.listings.available}` })).toBeVisible();
    await expect(page.getByRole('link', { name: `Sold: ${own.listings.sold}` })).toBeVisible();
    await expect(page.getByRole('link', { name: `Sales: ${dollars(own.sales.total)}` })).toBeVisible();
    await expect(
      page.getByRole('link', { name: `Bookings awaiting payment: ${own.bookingsAwaitingPayment}` }),
    ).toHaveAttribute('href', '/seller/bookings');
    // The latest bookings of the seller's cars (the seed's, or those earlier journeys made).
    expect(own.latestBookings.length).toBeGreaterThan(0);
    await expect(page.getByRole('table').first()).toContainText(own.latestBookings[0]!.customerName);
    await logoutThroughUi(page);
  },
);
