// The seller console's pages, read by its build (exposes and pages.json, which the shell routes from at run time),
// its layout's menu, its standalone routes and page-components.ts.
import type { RemotePages, RemoteSectionDefinition } from '@usedcars/contract/remote-pages';

export const SELLER_SECTION = {
  path: '/seller',
  layout: 'SellerLayout',
  pages: [
    { path: 'dashboard', module: 'DashboardPage', title: 'Dashboard' },
    { path: 'my-products', module: 'MyProductsPage', title: 'All Products' },
    { path: 'my-products/:id/edit', module: 'EditProductPage', title: 'Edit listing', inMenu: false },
    { path: 'add-product', module: 'AddProductPage', title: 'Add Product' },
    { path: 'bookings', module: 'BookingsPage', title: 'Bookings' },
    { path: 'offers', module: 'OffersPage', title: 'Offers' },
    { path: 'reviews', module: 'ReviewsPage', title: 'Reviews' },
  ],
} as const satisfies RemoteSectionDefinition;

export const SELLER_TABLE: RemotePages = { section: SELLER_SECTION };
