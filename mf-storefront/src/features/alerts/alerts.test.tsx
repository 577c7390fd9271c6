import type { AppNotification, SavedSearch } from '@usedcars/contract/types';
import { ALERT_MESSAGES } from '@usedcars/contract/alerts-messages';
import { signInAs, signOut } from '@usedcars/shared-ui/testing/auth';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useSearchParams } from 'react-router-dom';
import NotificationsPage from '../../exposed/NotificationsPage';
import SavedSearchesPage from '../../exposed/SavedSearchesPage';
import { readCarSearch } from '../products';
import { carsPathOf, savedQueryOf, suggestedName } from './saved-query';
import { SaveSearch } from './SaveSearch';

const user = userEvent.setup({ delay: null });

function Where() {
  const location = useLocation();
  return <output aria-label="current url">{`${location.pathname}${location.search}`}</output>;
}

function SaveFromAddress() {
  const [params] = useSearchParams();
  return <SaveSearch query={readCarSearch(params)} />;
}

/** The JSON body of the fetch call to `method path`. */
function bodyOf(fetchMock: jest.Mock, method: string, path: string): unknown {
  const call = fetchMock.mock.calls.find(
    ([url, init]) => String(url).startsWith(path) && (init?.method ?? 'GET') === method,
  );
  return call ? JSON.parse(String((call[1] as RequestInit).body)) : undefined;
}

const notification = (overrides: Partial<AppNotification>): AppNotification => ({
  _id: 'n1',
  kind: 'saved-search',
  title: 'New match for "Corollas"',
  text: 'Toyota Corolla 2018, $15,000',
  link: '/products/p1',
  read: false,
  date: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const search = (overrides: Partial<SavedSearch>): SavedSearch => ({
  _id: 's1',
  name: 'Corollas',
  query: { brand: 'toyota', model: 'Corolla', fuel: ['Petrol', 'Hybrid'] },
  emailAlerts: true,
  date: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

describe('saved queries', () => {
  it('keep the filters, not the page, and open /cars with them', () => {
    const query = savedQueryOf(
      readCarSearch(new URLSearchParams('brand=toyota&maxPrice=16000&fuel=Hybrid,Petrol&page=3')),
    );
    expect(query).toEqual({ brand: 'toyota', maxPrice: 16000, fuel: ['Petrol', 'Hybrid'] });
    expect(carsPathOf(query)).toBe('/cars?brand=toyota&fuel=Petrol%2CHybrid&maxPrice=16000');
    expect(carsPathOf({})).toBe('/cars');
    expect(suggestedName(query)).toBe('toyota, Petrol/Hybrid, under $16,000');
    expect(suggestedName({})).toBe('All cars');
  });
});

describe('SaveSearch', () => {
  beforeEach(() => signOut());

  it('is not offered to visitors', () => {
    mockFetch({});
    renderPage(<SaveFromAddress />, { route: '/cars?brand=toyota', path: '/cars' });
    expect(screen.queryByRole('button', { name: 'Save this search' })).not.toBeInTheDocument();
  });

  it('saves the filters of the address under a name the user may change', async () => {
    signInAs();
    const fetchMock = mockFetch({
      'POST /api/saved-searches': { status: 201, body: search({ name: 'My Toyotas' }) },
    });
    renderPage(<SaveFromAddress />, { route: '/cars?brand=toyota&minYear=2015&page=2', path: '/cars' });
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    const name = screen.getByRole('textbox', { name: 'Name of the search' });
    expect(name).toHaveValue('toyota');
    await user.clear(name);
    await user.type(name, 'My Toyotas');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ALERT_MESSAGES.saved, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your saved searches' })).toHaveAttribute(
      'href',
      '/saved-searches',
    );
    expect(bodyOf(fetchMock, 'POST', '/api/saved-searches')).toEqual({
      name: 'My Toyotas',
      query: { brand: 'toyota', minYear: 2015 },
    });
  });

  it('saves once on a double click', async () => {
    signInAs();
    const fetchMock = mockFetch({
      'POST /api/saved-searches': { status: 201, body: search({ name: 'toyota' }) },
    });
    renderPage(<SaveFromAddress />, { route: '/cars?brand=toyota', path: '/cars' });
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ALERT_MESSAGES.saved, { exact: false })).toBeInTheDocument();
    const posts = fetchMock.mock.calls.filter(
      ([url, init]) => String(url).startsWith('/api/saved-searches') && init?.method === 'POST',
    );
    expect(posts).toHaveLength(1);
  });

  it("shows the API's message when the search cannot be saved", async () => {
    signInAs();
    mockFetch({
      'POST /api/saved-searches': {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: ALERT_MESSAGES.tooMany },
      },
    });
    renderPage(<SaveFromAddress />, { route: '/cars', path: '/cars' });
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ALERT_MESSAGES.tooMany);
  });
});

describe('NotificationsPage', () => {
  beforeEach(() => signOut());

  it('lists the notifications; opening one marks it read and follows its link', async () => {
    signInAs();
    let read = false;
    const fetchMock = mockFetch({
      'GET /api/notifications': () => ({
        body: [
          notification({ read }),
          notification({
            _id: 'n2',
            kind: 'price-drop',
            title: 'Price drop',
            text: 'Axio is now $9,500',
            read: true,
            link: '/products/p2',
          }),
        ],
        headers: { 'X-Total-Count': '2' },
      }),
      'POST /api/notifications/n1/read': () => {
        read = true;
        return { body: { acknowledged: true } };
      },
      'POST /api/notifications/read-all': { body: { acknowledged: true } },
    });
    renderPage(
      <>
        <NotificationsPage />
        <Where />
      </>,
      { route: '/notifications', path: '/notifications' },
    );
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('New');
    expect(items[0]).toHaveTextContent('Toyota Corolla 2018, $15,000');
    expect(items[1]).not.toHaveTextContent(/^New/);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeEnabled();

    await user.click(within(items[0]!).getByRole('link'));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => String(url) === '/api/notifications/n1/read' && init?.method === 'POST',
        ),
      ).toBe(true),
    );
    // Rendered on /notifications only: the link took the page elsewhere.
    expect(screen.queryByRole('list', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    signInAs();
    mockFetch({ 'GET /api/notifications': { body: [], headers: { 'X-Total-Count': '0' } } });
    renderPage(<NotificationsPage />);
    expect(await screen.findByText(ALERT_MESSAGES.noNotifications)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});

describe('SavedSearchesPage', () => {
  beforeEach(() => signOut());

  it('lists the searches, opens one on /cars, switches its e-mails, renames and deletes it', async () => {
    signInAs();
    let searches = [search({})];
    const fetchMock = mockFetch({
      'GET /api/saved-searches': () => ({ body: searches }),
      'PATCH /api/saved-searches/s1': () => {
        const body = JSON.parse(
          String(fetchMock.mock.calls.at(-1)?.[1]?.body ?? '{}'),
        ) as Partial<SavedSearch>;
        searches = [search({ ...searches[0], ...body })];
        return { body: searches[0] };
      },
      'DELETE /api/saved-searches/s1': () => {
        searches = [];
        return { body: { acknowledged: true } };
      },
    });
    renderPage(<SavedSearchesPage />);
    const list = await screen.findByRole('list', { name: 'Saved searches' });
    expect(within(list).getByRole('link', { name: 'Corollas' })).toHaveAttribute(
      'href',
      '/cars?brand=toyota&model=Corolla&fuel=Petrol%2CHybrid',
    );
    const alerts = within(list).getByRole('switch');
    expect(alerts).toBeChecked();
    await user.click(alerts);
    await waitFor(() => expect(within(list).getByRole('switch')).not.toBeChecked());
    expect(bodyOf(fetchMock, 'PATCH', '/api/saved-searches/s1')).toEqual({ emailAlerts: false });

    await user.click(screen.getByRole('button', { name: 'Rename Corollas' }));
    const name = screen.getByRole('textbox', { name: 'New name for Corollas' });
    await user.clear(name);
    await user.type(name, 'Cheap Corollas');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('link', { name: 'Cheap Corollas' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Cheap Corollas' }));
    expect(await screen.findByText(ALERT_MESSAGES.noSavedSearches)).toBeInTheDocument();
  });
});
