// The component of each admin module of ./pages.ts, for the standalone routes; the build
// exposes the same files by name. Typed by that table, so a page listed there and missing here (or the reverse)
// does not compile: the one entry a page needs besides the table's (contract's remote-pages.ts says why).
import type { SectionModule } from '@usedcars/contract/remote-pages';
import type { ADMIN_SECTION } from './pages';
import type { ComponentType } from 'react';
import AdminLayout from '../exposed/AdminLayout';
import AuditLogPage from '../exposed/AuditLogPage';
import BrandPage from '../exposed/BrandPage';
import CategoryPage from '../exposed/CategoryPage';
import ContactMessagesPage from '../exposed/ContactMessagesPage';
import DashboardPage from '../exposed/DashboardPage';
import DisputesPage from '../exposed/DisputesPage';
import ProductsPage from '../exposed/ProductsPage';
import ReportProductsPage from '../exposed/ReportProductsPage';
import ReportedConversationsPage from '../exposed/ReportedConversationsPage';
import ReviewsPage from '../exposed/ReviewsPage';
import UsersPage from '../exposed/UsersPage';

export const PAGE_COMPONENTS: Record<SectionModule<typeof ADMIN_SECTION>, ComponentType> = {
  AdminLayout,
  DashboardPage,
  UsersPage,
  CategoryPage,
  BrandPage,
  ProductsPage,
  ReportProductsPage,
  ReportedConversationsPage,
  ContactMessagesPage,
  DisputesPage,
  ReviewsPage,
  AuditLogPage,
};
