// The admin console's pages, read by its build (exposes and pages.json, which the shell routes from at run time),
// its layout's menu, its standalone routes and page-components.ts.
import type { RemotePages, RemoteSectionDefinition } from '@usedcars/contract/remote-pages';

export const ADMIN_SECTION = {
  path: '/admin',
  layout: 'AdminLayout',
  pages: [
    { path: 'dashboard', module: 'DashboardPage', title: 'Dashboard' },
    { path: 'users', module: 'UsersPage', title: 'All Users' },
    { path: 'category', module: 'CategoryPage', title: 'Category' },
    { path: 'brand', module: 'BrandPage', title: 'Brand' },
    { path: 'products', module: 'ProductsPage', title: 'Products' },
    { path: 'report-products', module: 'ReportProductsPage', title: 'Report Items' },
    { path: 'reported-conversations', module: 'ReportedConversationsPage', title: 'Reported Messages' },
    { path: 'contact-messages', module: 'ContactMessagesPage', title: 'Contact Messages' },
    { path: 'disputes', module: 'DisputesPage', title: 'Disputes' },
    { path: 'reviews', module: 'ReviewsPage', title: 'Reviews' },
    { path: 'audit-log', module: 'AuditLogPage', title: 'Audit Log' },
  ],
} as const satisfies RemoteSectionDefinition;

export const ADMIN_TABLE: RemotePages = { section: ADMIN_SECTION };
