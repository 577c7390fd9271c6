import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_USER_MESSAGES } from '@usedcars/contract/messages';
import { getSessionProof } from '@usedcars/shared-ui/auth/access-token';
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { signInAs } from '@usedcars/shared-ui/testing/auth';
import { makeUser } from '@usedcars/shared-ui/testing/fixtures';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import { Route, Routes, useLocation } from 'react-router-dom';
import UsersPage from './UsersPage';

const user = userEvent.setup({ delay: null });

const admin = makeUser({ uid: 'u-admin', displayName: 'Ada Admin', email: 'admin@demo.test', role: 'Admin' });
const otherAdmin = makeUser({ uid: 'u-admin2', displayName: 'Otto Admin', role: 'Admin' });
const seller = makeUser({
  uid: 'u-seller2',
  displayName: 'Sid Seller',
  email: 'seller2@demo.test',
  role: 'Seller',
});
const buyer = makeUser({ uid: 'u-buyer', displayName: 'Bea Buyer', role: 'Buyer', verified: true });
const everyone = [admin, otherAdmin, seller, buyer];

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Current URL">{location.pathname + location.search}</output>;
}

function renderUsersPage(route = '/admin/users') {
  return renderPage(
    <>
      <Routes>
        <Route path="/admin/users" element={<UsersPage />} />
        <Route path="/login" element={<h1>Login page</h1>} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
}

function row(name: string): HTMLElement {
  return screen.getByRole('row', { name: new RegExp(name) });
}

describe('Admin All Users', () => {
  beforeEach(() => signInAs(admin));

  it('lists users with a role badge, email, register date and verified toggle', async () => {
    mockFetch({ 'GET /api/all-users': { body: everyone } });
    renderUsersPage();
    expect(await screen.findByText('Sid Seller')).toBeInTheDocument();
    for (const title of ['Name', 'Email', 'Register Date', 'Verified', 'Action']) {
      expect(screen.getByRole('columnheader', { name: title })).toBeInTheDocument();
    }
    const sellerRow = row('Sid Seller');
    expect(within(sellerRow).getByText('Seller')).toBeInTheDocument();
    expect(within(sellerRow).getByText('seller2@demo.test')).toBeInTheDocument();
    expect(within(sellerRow).getByText('Feb 10, 2024')).toBeInTheDocument();
    expect(within(sellerRow).getByRole('switch', { name: 'Verified Sid Seller' })).not.toBeChecked();
    expect(within(row('Bea Buyer')).getByRole('switch', { name: 'Verified Bea Buyer' })).toBeChecked();
  });

  it('offers Delete for sellers and buyers, never for admins or yourself', async () => {
    mockFetch({ 'GET /api/all-users': { body: everyone } });
    renderUsersPage();
    expect(await screen.findByRole('button', { name: 'Delete Sid Seller' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Bea Buyer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Otto Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Ada Admin' })).not.toBeInTheDocument();
  });

  it('filters by role, and Reset Filters shows everyone again', async () => {
    const fetchMock = mockFetch({
      'GET /api/all-users': { body: everyone },
      'GET /api/all-users?role=Seller&page=1&pageSize=20': { body: [seller] },
    });
    renderUsersPage();
    expect(await screen.findByText('Bea Buyer')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Filter by role' }));
    const option = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-select-item-option[title="Seller"]');
      if (!found) throw new Error('no Seller option yet');
      return found;
    });
    await user.click(option);
    await waitFor(() => expect(screen.queryByText('Bea Buyer')).not.toBeInTheDocument());
    expect(screen.getByText('Sid Seller')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/all-users?role=Seller&page=1&pageSize=20',
      expect.anything(),
    );

    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(await screen.findByText('Bea Buyer')).toBeInTheDocument();
  });

  it('reads the role filter from the URL and keeps the URL in step with it', async () => {
    const fetchMock = mockFetch({
      'GET /api/all-users': { body: everyone },
      'GET /api/all-users?role=Seller&page=1&pageSize=20': { body: [seller] },
    });
    renderUsersPage('/admin/users?role=Seller');
    expect(await screen.findByText('Sid Seller')).toBeInTheDocument();
    expect(screen.queryByText('Bea Buyer')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/all-users?role=Seller&page=1&pageSize=20',
      expect.anything(),
    );
    expect(fetchMock).not.toHaveBeenCalledWith('/api/all-users?page=1&pageSize=20', expect.anything());
    expect(screen.getByRole('combobox', { name: 'Filter by role' })).toBeInTheDocument();
    expect(document.querySelector('.ant-select-content, .ant-select-selection-item')).toHaveTextContent(
      'Seller',
    );

    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(await screen.findByText('Bea Buyer')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current URL' })).toHaveTextContent(/^\/admin\/users$/);

    await user.click(screen.getByRole('combobox', { name: 'Filter by role' }));
    const option = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-select-item-option[title="Seller"]');
      if (!found) throw new Error('no Seller option yet');
      return found;
    });
    await user.click(option);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current URL' })).toHaveTextContent(
        '/admin/users?role=Seller',
      ),
    );
  });

  it('searches by name or email on the server, keeps the search in the URL and pages through the matches', async () => {
    const fetchMock = mockFetch({
      'GET /api/all-users': { body: everyone },
      'GET /api/all-users?q=sid&page=1&pageSize=20': {
        body: [seller],
        headers: { 'X-Total-Count': '21' },
      },
      'GET /api/all-users?q=sid&page=2&pageSize=20': {
        body: [buyer],
        headers: { 'X-Total-Count': '21' },
      },
    });
    renderUsersPage();
    expect(await screen.findByText('Bea Buyer')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or email' }), '  sid {Enter}');
    await waitFor(() => expect(screen.queryByText('Bea Buyer')).not.toBeInTheDocument());
    expect(screen.getByText('Sid Seller')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current URL' })).toHaveTextContent('/admin/users?q=sid');

    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByText('Bea Buyer')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/all-users?q=sid&page=2&pageSize=20', expect.anything());
    expect(screen.getByRole('status', { name: 'Current URL' })).toHaveTextContent(
      '/admin/users?q=sid&page=2',
    );

    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current URL' })).toHaveTextContent(/^\/admin\/users$/),
    );
    expect(screen.getByRole('searchbox', { name: 'Search by name or email' })).toHaveValue('');
  });

  it('says Not Found when there is nobody to show', async () => {
    mockFetch({ 'GET /api/all-users': { body: [] } });
    renderUsersPage();
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
  });

  it('toggles verified and confirms it', async () => {
    let verified = false;
    const fetchMock = mockFetch({
      'GET /api/all-users': () => ({ body: [admin, { ...seller, verified }] }),
      'PUT /api/all-users/u-seller2': () => {
        verified = true;
        return { body: { acknowledged: true } };
      },
    });
    renderUsersPage();
    await user.click(await screen.findByRole('switch', { name: 'Verified Sid Seller' }));
    expect(await screen.findByText(ADMIN_USER_MESSAGES.verifiedUpdated)).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(
      ([url, init]) => url === '/api/all-users/u-seller2' && init?.method === 'PUT',
    )!;
    expect(JSON.parse(String(put[1]?.body))).toEqual({ verified: true });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Verified Sid Seller' })).toBeChecked());
  });

  it('asks before deleting, and No keeps the user', async () => {
    const fetchMock = mockFetch({ 'GET /api/all-users': { body: everyone } });
    renderUsersPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Sid Seller' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure delete Sid Seller')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByText('Are you sure delete Sid Seller')).not.toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalledWith('/api/user/u-seller2', expect.anything());
  });

  it('deletes on Yes and says so', async () => {
    let deleted = false;
    mockFetch({
      'GET /api/all-users': () => ({ body: deleted ? [admin, buyer] : everyone }),
      'DELETE /api/user/u-seller2': () => {
        deleted = true;
        return { body: { acknowledged: true } };
      },
    });
    renderUsersPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Sid Seller' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Sid Seller deleted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Sid Seller/ })).not.toBeInTheDocument());
  });

  it.each([401, 403])(
    'on a %i while deleting: says the token expired, logs out, goes to /login',
    async (status) => {
      mockFetch({
        'GET /api/all-users': { body: everyone },
        'DELETE /api/user/u-seller2': {
          status,
          body: { statusCode: status, error: 'Refused', message: 'no' },
        },
      });
      renderUsersPage();
      await user.click(await screen.findByRole('button', { name: 'Delete Sid Seller' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
      expect(await screen.findByText(ADMIN_USER_MESSAGES.sessionExpired)).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
      expect(getSessionProof()).toBeNull();
      expect(useAuthStore.getState().user).toBeNull();
    },
  );
});
