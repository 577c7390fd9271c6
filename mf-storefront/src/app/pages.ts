// The storefront's pages, read by its build (exposes and pages.json, which the shell routes from at run time), its
// standalone routes and page-components.ts.
import type { RemotePageDefinition, RemotePages } from '@usedcars/contract/remote-pages';

export const STOREFRONT_PAGES = [
  { path: '/', module: 'HomePage', withoutAntd: true, indexed: true },
  { path: '/cars', module: 'CarsPage', withoutAntd: true, indexed: true },
  { path: '/products/:id', module: 'ProductPage', withoutAntd: true, indexed: true },
  { path: '/category/:categoryName', module: 'CategoryPage', withoutAntd: true, indexed: true },
  { path: '/sellers/:id', module: 'SellerPage', withoutAntd: true, indexed: true },
  { path: '/advertise', module: 'AdvertisePage', indexed: true },
  // The visitor's own choice of cars: not a page for search engines.
  { path: '/compare', module: 'ComparePage', withoutAntd: true },
  { path: '/wishlist', module: 'WishlistPage', requireLogin: true },
  { path: '/my-orders', module: 'MyOrdersPage', requireLogin: true },
  // One page for the list and a thread: on a desktop they show side by side.
  { path: '/messages', module: 'MessagesPage', requireLogin: true },
  { path: '/messages/:id', module: 'MessagesPage', requireLogin: true },
  { path: '/notifications', module: 'NotificationsPage', requireLogin: true },
  { path: '/saved-searches', module: 'SavedSearchesPage', requireLogin: true },
] as const satisfies readonly RemotePageDefinition[];

export const STOREFRONT_TABLE: RemotePages = { pages: STOREFRONT_PAGES };
