import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPORT_MESSAGES } from '@usedcars/contract/messages';
import { signInAs } from '@usedcars/shared-ui/testing/auth';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import ReportProductsPage from './ReportProductsPage';
import { makeReportEntry, makeReportedProduct } from '@usedcars/shared-ui/testing/fixtures';

const user = userEvent.setup({ delay: null });

const reported = makeReportedProduct(
  {
    hidden: true,
    lastReportedAt: '2024-05-04T12:00:00.000Z',
    reports: [
      makeReportEntry({
        _id: 'r1',
        reason: 'scam',
        note: 'Asks for payment up front',
        reporterName: 'Bea Buyer',
      }),
      makeReportEntry({
        _id: 'r2',
        reason: 'already_sold',
        note: null,
        reporterName: 'Ben Buyer',
        date: '2024-05-04T12:00:00.000Z',
      }),
    ],
  },
  { _id: 'p1', product_name: 'Toyota Corolla 2018', sellPrice: 15500 },
);

function renderReports() {
  return renderPage(<ReportProductsPage />, {
    route: '/admin/report-products',
    path: '/admin/report-products',
  });
}

function patchBodies(fetchMock: ReturnType<typeof mockFetch>): unknown[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => url === '/api/reports/p1' && init?.method === 'PATCH')
    .map(([, init]) => JSON.parse(String(init?.body)));
}

describe('ReportProductsPage', () => {
  beforeEach(() => {
    signInAs({ uid: 'u-admin', role: 'Admin' });
  });

  it('lists a reported listing with its seller, report count, reasons, notes and hidden tag', async () => {
    const fetchMock = mockFetch({
      'GET /api/reports': { body: [reported], headers: { 'X-Total-Count': '1' } },
    });
    renderReports();
    expect(screen.getByRole('heading', { level: 1, name: 'Reported Products' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Toyota Corolla 2018' });
    expect(link).toHaveAttribute('href', '/products/p1');
    expect(fetchMock).toHaveBeenCalledWith('/api/reports?page=1&pageSize=20', expect.anything());

    const row = screen.getByRole('row', { name: /Toyota Corolla 2018/ });
    expect(within(row).getByText('Hidden from public lists')).toBeInTheDocument();
    expect(within(row).getByLabelText('2 open reports')).toHaveTextContent('2');
    expect(within(row).getByText('$15,500')).toBeInTheDocument();
    expect(within(row).getByText('Sam Seller')).toBeInTheDocument();
    expect(within(row).getByText('sam@example.test')).toBeInTheDocument();
    expect(within(row).getByLabelText('Verified seller')).toBeInTheDocument();

    const reports = within(row).getByRole('list', { name: 'Reports of Toyota Corolla 2018' });
    const items = within(reports).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Scam or fraud');
    expect(items[0]).toHaveTextContent('Asks for payment up front');
    expect(items[0]).toHaveTextContent('by Bea Buyer, May 2, 2024');
    expect(items[1]).toHaveTextContent('Already sold');
    expect(items[1]).toHaveTextContent('by Ben Buyer, May 4, 2024');
    // Last reported.
    expect(within(row).getAllByText('May 4, 2024').length).toBeGreaterThanOrEqual(2);
  });

  it('dismisses the reports after confirmation and refreshes the list', async () => {
    let resolved = false;
    const fetchMock = mockFetch({
      'GET /api/reports': () => ({ body: resolved ? [] : [reported] }),
      'PATCH /api/reports/p1': () => {
        resolved = true;
        return { body: { acknowledged: true } };
      },
    });
    renderReports();
    await user.click(await screen.findByRole('button', { name: 'Dismiss reports of Toyota Corolla 2018' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss reports' });
    expect(patchBodies(fetchMock)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(REPORT_MESSAGES.dismissed)).toBeInTheDocument();
    expect(patchBodies(fetchMock)).toEqual([{ action: 'dismiss' }]);
    expect(await screen.findByText(REPORT_MESSAGES.empty)).toBeInTheDocument();
  });

  it('requires a reason to take the listing down, then sends it', async () => {
    const fetchMock = mockFetch({
      'GET /api/reports': { body: [reported] },
      'PATCH /api/reports/p1': { body: { acknowledged: true } },
    });
    renderReports();
    await user.click(await screen.findByRole('button', { name: 'Take down Toyota Corolla 2018' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take down Toyota Corolla 2018' });
    await user.click(within(dialog).getByRole('button', { name: 'Take down' }));
    expect(await within(dialog).findByText(REPORT_MESSAGES.takedownReason)).toBeInTheDocument();
    expect(patchBodies(fetchMock)).toEqual([]);

    await user.type(within(dialog).getByLabelText('Reason'), '  Scam listing  ');
    await user.click(within(dialog).getByRole('button', { name: 'Take down' }));
    expect(await screen.findByText(REPORT_MESSAGES.takenDown)).toBeInTheDocument();
    expect(patchBodies(fetchMock)).toEqual([{ action: 'takedown', reason: 'Scam listing' }]);
  });

  it('says so when the reports were already resolved (404)', async () => {
    mockFetch({
      'GET /api/reports': { body: [reported] },
      'PATCH /api/reports/p1': {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: 'No open reports' },
      },
    });
    renderReports();
    await user.click(await screen.findByRole('button', { name: 'Dismiss reports of Toyota Corolla 2018' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(REPORT_MESSAGES.noOpenReports)).toBeInTheDocument();
  });

  it('shows the server’s field error for the reason under the field', async () => {
    mockFetch({
      'GET /api/reports': { body: [reported] },
      'PATCH /api/reports/p1': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Invalid request',
          errors: [{ field: 'reason', message: 'The reason is too long' }],
        },
      },
    });
    renderReports();
    await user.click(await screen.findByRole('button', { name: 'Take down Toyota Corolla 2018' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take down Toyota Corolla 2018' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Fake');
    await user.click(within(dialog).getByRole('button', { name: 'Take down' }));
    expect(await within(dialog).findByText('The reason is too long')).toBeInTheDocument();
  });

  it('shows Not Found when no listing has open reports', async () => {
    mockFetch({ 'GET /api/reports': { body: [] } });
    renderReports();
    expect(await screen.findByRole('heading', { name: REPORT_MESSAGES.empty })).toBeInTheDocument();
  });

  it('says when the list could not be loaded', async () => {
    mockFetch({
      'GET /api/reports': { status: 500, body: { statusCode: 500, error: 'Error', message: 'Server down' } },
    });
    renderReports();
    expect(await screen.findByText('Reported products could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Server down')).toBeInTheDocument();
  });
});
