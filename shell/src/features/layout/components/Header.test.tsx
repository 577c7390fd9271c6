import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role, WishlistEntry } from '@usedcars/contract/types';
import { useAddToWishlist } from '@usedcars/shared-ui/api/wishlist/add-to-wishlist';
import { getSessionProof } from '@usedcars/shared-ui/auth/access-token';
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { signInAs, signOut } from '@usedcars/shared-ui/testing/auth';
import { createFakeRemoteLoader } from '../../../testing/fake-remote-loader';
import { RemoteLoaderContext } from '../../remotes';
import { Header } from './Header';
import { makeWishlistEntry, wishlistAnswer } from '@usedcars/shared-ui/testing/fixtures';

/** A stand-in for the browser's EventSource: the tests open, feed and fail each stream by hand. */
class FakeEventSource {
  static readonly CLOSED = 2;
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {}
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  emit(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) });
  }
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

function installFakeEventSource(): FakeEventSource[] {
  const opened: FakeEventSource[] = [];
  (globalThis as { EventSource?: unknown }).EventSource = class extends FakeEventSource {
    constructor(url: string) {
      super(url);
      opened.push(this);
    }
  };
  return opened;
}

function renderHeader(listed?: string[]) {
  return renderPage(
    <RemoteLoaderContext value={createFakeRemoteLoader(listed).loader}>
      <Header />
    </RemoteLoaderContext>,
  );
}

/** The header of a signed-in user, with a live stream; the API answers `unread.count` unread messages. */
function renderSignedInWithUnread(count: number) {
  const opened = installFakeEventSource();
  const unread = { count };
  mockFetch({ 'GET /api/conversations/unread': () => ({ body: { count: unread.count } }) });
  signInAs();
  renderHeader();
  return { opened, unread };
}

describe('Header', () => {
  beforeEach(() => {
    signOut();
    mockFetch({});
  });

  afterEach(() => {
    // jsdom has no EventSource: the other tests run without a live stream, as before.
    delete (globalThis as { EventSource?: unknown }).EventSource;
  });

  it('links Home, Cars, Advertised and Blogs', () => {
    renderPage(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Cars' })).toHaveAttribute('href', '/cars');
    expect(within(nav).getByRole('link', { name: 'Advertised' })).toHaveAttribute('href', '/advertise');
    expect(within(nav).getByRole('link', { name: 'Blogs' })).toHaveAttribute('href', '/blogs');
    expect(within(nav).queryByRole('link', { name: 'My Orders' })).not.toBeInTheDocument();
  });

  it('keeps the account corner hidden on a server-rendered page until the session is resolved', () => {
    act(() => useAuthStore.setState({ user: null, loading: true }));
    renderPage(<Header />);
    const corner = screen.getByRole('link', { name: /^Wish list/ }).parentElement!;
    expect(corner).toHaveAttribute('data-session-pending');
    act(() => useAuthStore.getState().setUser(null));
    expect(corner).not.toHaveAttribute('data-session-pending');
  });

  it('shows the wish-list count on the heart', () => {
    renderPage(<Header />);
    const heart = screen.getByRole('link', { name: 'Wish list, 0 items' });
    expect(heart).toHaveAttribute('href', '/wishlist');
    expect(heart).toHaveTextContent('0');
  });

  it('shows no Messages link to a visitor, and opens no live stream', () => {
    const opened = installFakeEventSource();
    renderPage(<Header />);
    expect(screen.queryByRole('link', { name: /^Messages/ })).not.toBeInTheDocument();
    expect(opened).toEqual([]);
  });

  it('counts unread messages on the Messages link, and refetches the count on a live event', async () => {
    const { opened, unread } = renderSignedInWithUnread(3);
    const link = await screen.findByRole('link', { name: 'Messages, 3 unread' });
    expect(link).toHaveAttribute('href', '/messages');
    expect(link).toHaveTextContent('3');
    // One stream, on the API's own origin; the cookie authenticates it (no token in the address).
    expect(opened.map((source) => source.url)).toEqual(['/api/live/events']);

    unread.count = 4;
    act(() => opened[0]!.emit({ type: 'message', conversationId: 'c1' }));
    expect(await screen.findByRole('link', { name: 'Messages, 4 unread' })).toBeInTheDocument();
  });

  it('refetches the count once the stream is open, for a message sent before it was', async () => {
    const { opened, unread } = renderSignedInWithUnread(0);
    await screen.findByRole('link', { name: 'Messages, 0 unread' });
    // Sent after the count was read and before the stream was subscribed: no event will tell of it.
    unread.count = 1;
    act(() => opened[0]!.open());
    expect(await screen.findByRole('link', { name: 'Messages, 1 unread' })).toBeInTheDocument();
  });

  it('counts a message whose event arrives while the first count is still on its way', async () => {
    const opened = installFakeEventSource();
    let count = 0;
    const answer = mockFetch({ 'GET /api/conversations/unread': () => ({ body: { count } }) });
    // The first read is answered 0, but its answer reaches the page only after the event.
    let deliver!: () => void;
    const delivered = new Promise<void>((resolve) => (deliver = resolve));
    let reads = 0;
    global.fetch = jest.fn(async (...args: Parameters<typeof fetch>) => {
      const response = await answer(...args);
      if (String(args[0]).endsWith('/conversations/unread') && ++reads === 1) await delivered;
      return response;
    });
    signInAs();
    renderHeader();
    await waitFor(() => expect(reads).toBe(1));
    count = 1;
    act(() => opened[0]!.emit({ type: 'message', conversationId: 'c1' }));
    deliver();
    expect(await screen.findByRole('link', { name: 'Messages, 1 unread' })).toBeInTheDocument();
  });

  it('reopens a stream the browser gave up on, and refetches on reopening', async () => {
    jest.useFakeTimers();
    try {
      const { opened, unread } = renderSignedInWithUnread(1);
      await screen.findByRole('link', { name: 'Messages, 1 unread' });
      act(() => opened[0]!.open());
      act(() => opened[0]!.fail());
      expect(opened).toHaveLength(1);
      act(() => jest.advanceTimersByTime(1_000));
      expect(opened).toHaveLength(2);
      unread.count = 5;
      act(() => opened[1]!.open());
      expect(await screen.findByRole('link', { name: 'Messages, 5 unread' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("counts the signed-in user's wish list, and nothing once logged out", async () => {
    const user = signInAs();
    mockFetch({
      [`GET /api/wishlist/${user.uid}`]: {
        body: [makeWishlistEntry({ _id: 'p1' }), makeWishlistEntry({ _id: 'p2' })],
      },
    });
    renderHeader();
    const heart = await screen.findByRole('link', { name: 'Wish list, 2 items' });
    expect(heart).toHaveTextContent('2');
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'Wish list, 0 items' })).toBeInTheDocument();
  });

  it('follows the wish list when a remote adds a car to it', async () => {
    const user = signInAs();
    let entries: WishlistEntry[] = [makeWishlistEntry({ _id: 'p1' })];
    mockFetch({
      [`GET /api/wishlist/${user.uid}`]: wishlistAnswer(() => entries),
      'POST /api/wishlist': () => {
        entries = [...entries, makeWishlistEntry({ _id: 'p2' })];
        return { status: 201, body: { acknowledged: true } };
      },
    });
    // Stands in for the storefront's card: the same shared mutation, the same query cache.
    function AddCar() {
      const add = useAddToWishlist();
      return <button onClick={() => add.mutate({ productID: 'p2' })}>Add p2</button>;
    }
    renderPage(
      <RemoteLoaderContext value={createFakeRemoteLoader().loader}>
        <Header />
        <AddCar />
      </RemoteLoaderContext>,
    );
    await screen.findByRole('link', { name: 'Wish list, 1 item' });
    await userEvent.click(screen.getByRole('button', { name: 'Add p2' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Wish list, 2 items' })).toBeInTheDocument());
  });

  it('offers Login in the avatar menu when logged out', async () => {
    renderPage(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('opens the same links from the menu, a plain <details> that closes on Escape and on a link', async () => {
    renderPage(<Header />);
    const menu = screen.getByLabelText('Menu');
    expect(menu.tagName).toBe('SUMMARY');
    const details = menu.closest('details')!;
    await userEvent.click(menu);
    expect(details).toHaveAttribute('open');
    const drawerNav = screen.getByRole('navigation', { name: 'Site menu' });
    expect(within(drawerNav).getByRole('link', { name: 'Cars' })).toHaveAttribute('href', '/cars');
    await userEvent.keyboard('{Escape}');
    expect(details).not.toHaveAttribute('open');
    expect(menu).toHaveFocus();
    await userEvent.click(menu);
    await userEvent.click(within(drawerNav).getByRole('link', { name: 'Cars' }));
    expect(details).not.toHaveAttribute('open');
  });

  it.each<[Role, string | null]>([
    ['Buyer', null],
    ['Seller', '/seller/dashboard'],
    ['Admin', '/admin/dashboard'],
  ])('for a %s: My Orders, Wish List and the dashboard link in the header', (role, dashboard) => {
    signInAs({ role });
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/my-orders');
    expect(within(nav).getByRole('link', { name: 'Wish List' })).toHaveAttribute('href', '/wishlist');
    if (dashboard) {
      expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', dashboard);
    } else {
      expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    }
  });

  it.each<[Role, string | null]>([
    ['Buyer', null],
    ['Seller', '/seller/dashboard'],
    ['Admin', '/admin/dashboard'],
  ])('for a %s: the avatar menu has Profile, Logout and the dashboard', async (role, dashboard) => {
    signInAs({ role, displayName: 'Zed Zimmer' });
    renderHeader();
    const account = screen.getByRole('button', { name: 'Account menu' });
    expect(account).toHaveTextContent('Z');
    await userEvent.click(account);
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Login' })).not.toBeInTheDocument();
    const menu = screen.getByRole('menu');
    if (dashboard) {
      expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', dashboard);
    } else {
      expect(within(menu).queryByRole('menuitem', { name: 'Dashboard' })).not.toBeInTheDocument();
    }
  });

  it("shows the user's photo on the avatar", () => {
    signInAs({ photoURL: '/api/media/me.webp', displayName: 'Pat' });
    renderHeader();
    expect(screen.getByRole('img', { name: 'Pat' })).toHaveAttribute('src', '/api/media/me.webp');
  });

  it('has no admin Dashboard link when this deployment has no admin console', () => {
    signInAs({ role: 'Admin' });
    renderHeader(['storefront', 'seller']);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('Logout forgets the session proof and the user', async () => {
    signInAs();
    expect(getSessionProof()).not.toBeNull();
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(getSessionProof()).toBeNull();
    expect(useAuthStore.getState().user).toBeNull();
    expect(screen.queryByRole('link', { name: 'My Orders' })).not.toBeInTheDocument();
  });
});

describe('Header notification bell', () => {
  beforeEach(() => {
    signOut();
    mockFetch({});
  });

  it('is not shown to visitors', () => {
    renderPage(<Header />);
    expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
  });

  it('shows the unread count and links to the notifications', async () => {
    signInAs();
    mockFetch({ 'GET /api/notifications/unread': { body: { count: 3 } } });
    renderHeader();
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(bell).toHaveTextContent('3');
  });

  it('refetches the count on a live notification event, and only the messages on a message event', async () => {
    const opened = installFakeEventSource();
    let notifications = 1;
    let messages = 0;
    mockFetch({
      'GET /api/notifications/unread': () => ({ body: { count: notifications } }),
      'GET /api/conversations/unread': () => ({ body: { count: messages } }),
    });
    signInAs();
    renderHeader();
    await screen.findByRole('link', { name: 'Notifications, 1 unread' });

    notifications = 2;
    messages = 5;
    act(() => opened[0]!.emit({ type: 'message', conversationId: 'c1' }));
    await screen.findByRole('link', { name: 'Messages, 5 unread' });
    expect(screen.getByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();

    act(() => opened[0]!.emit({ type: 'notification' }));
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });

  it('shows no number when nothing is unread', async () => {
    signInAs();
    const fetchMock = mockFetch({ 'GET /api/notifications/unread': { body: { count: 0 } } });
    renderHeader();
    const bell = await screen.findByRole('link', { name: 'Notifications, 0 unread' });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/notifications/unread'))).toBe(true),
    );
    expect(bell).toHaveTextContent('');
  });
});
