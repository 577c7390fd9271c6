// The component of each seller module of ./pages.ts, for the standalone routes; the build
// exposes the same files by name. Typed by that table, so a page listed there and missing here (or the reverse)
// does not compile: the one entry a page needs besides the table's (contract's remote-pages.ts says why).
import type { SectionModule } from '@usedcars/contract/remote-pages';
import type { SELLER_SECTION } from './pages';
import type { ComponentType } from 'react';
import AddProductPage from '../exposed/AddProductPage';
import BookingsPage from '../exposed/BookingsPage';
import DashboardPage from '../exposed/DashboardPage';
import EditProductPage from '../exposed/EditProductPage';
import MyProductsPage from '../exposed/MyProductsPage';
import OffersPage from '../exposed/OffersPage';
import ReviewsPage from '../exposed/ReviewsPage';
import SellerLayout from '../exposed/SellerLayout';

export const PAGE_COMPONENTS: Record<SectionModule<typeof SELLER_SECTION>, ComponentType> = {
  SellerLayout,
  DashboardPage,
  MyProductsPage,
  EditProductPage,
  AddProductPage,
  BookingsPage,
  OffersPage,
  ReviewsPage,
};
