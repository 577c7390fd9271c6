import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs } from '@usedcars/shared-ui/testing/auth';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import AuditLogPage from './AuditLogPage';
import { makeAuditEntry } from '@usedcars/shared-ui/testing/fixtures';

const user = userEvent.setup({ delay: null });

const verify = makeAuditEntry();
const brandAdded = makeAuditEntry({
  _id: 'a2',
  action: 'brand.create',
  target: { type: 'brand', id: 'b9', label: 'Kia' },
  before: null,
  after: { brandName: 'Kia' },
});
const takedown = makeAuditEntry({
  _id: 'a3',
  action: 'product.takedown',
  target: { type: 'product', id: 'p1', label: 'Toyota Corolla 2018' },
  before: { status: 'available', takedownReason: null },
  after: { status: 'taken_down', takedownReason: 'Scam listing' },
});

function renderAuditLog(route = '/admin/audit-log') {
  return renderPage(<AuditLogPage />, { route, path: '/admin/audit-log' });
}

describe('AuditLogPage', () => {
  beforeEach(() => {
    signInAs({ uid: 'u-admin', role: 'Admin' });
  });

  it('lists each action with its admin, target and the values before and after', async () => {
    const fetchMock = mockFetch({
      'GET /api/audit-log': { body: [verify, brandAdded], headers: { 'X-Total-Count': '2' } },
    });
    renderAuditLog();
    expect(screen.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Verified a seller/ });
    expect(within(row).getByText('Ada Admin')).toBeInTheDocument();
    expect(within(row).getByText('admin@demo.test')).toBeInTheDocument();
    expect(within(row).getByText('User')).toBeInTheDocument();
    expect(within(row).getByText('Sid Seller')).toBeInTheDocument();
    expect(within(row).getByText('verified: false → true')).toBeInTheDocument();
    // Unchanged fields are left out.
    expect(within(row).queryByText(/role:/)).not.toBeInTheDocument();
    expect(within(row).getByText(/^May 3, 2024/)).toBeInTheDocument();

    const created = screen.getByRole('row', { name: /Added a brand/ });
    expect(within(created).getByText('Created')).toBeInTheDocument();
    expect(within(created).getByText('brandName: Kia')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/audit-log?page=1&pageSize=50', expect.anything());
  });

  it('filters by action, sending ?action=', async () => {
    const fetchMock = mockFetch({
      'GET /api/audit-log': { body: [verify, takedown] },
      'GET /api/audit-log?action=product.takedown&page=1&pageSize=50': { body: [takedown] },
    });
    renderAuditLog();
    expect(await screen.findByText('Sid Seller')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    const option = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(
        '.ant-select-item-option[title="Took down a listing"]',
      );
      if (!found) throw new Error('no option yet');
      return found;
    });
    await user.click(option);
    await waitFor(() => expect(screen.queryByText('Sid Seller')).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/audit-log?action=product.takedown&page=1&pageSize=50',
      expect.anything(),
    );
    const row = screen.getByRole('row', { name: /Took down a listing/ });
    expect(within(row).getByText('status: available → taken_down')).toBeInTheDocument();
    expect(within(row).getByText('takedownReason: null → Scam listing')).toBeInTheDocument();
  });

  it('reads the action from the URL', async () => {
    const fetchMock = mockFetch({ 'GET /api/audit-log': { body: [takedown] } });
    renderAuditLog('/admin/audit-log?action=product.takedown');
    expect(await screen.findByText('Toyota Corolla 2018')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/audit-log?action=product.takedown&page=1&pageSize=50',
      expect.anything(),
    );
  });

  it('says when there is nothing yet', async () => {
    mockFetch({ 'GET /api/audit-log': { body: [] } });
    renderAuditLog();
    expect(await screen.findByRole('heading', { name: 'No admin actions yet' })).toBeInTheDocument();
  });
});
