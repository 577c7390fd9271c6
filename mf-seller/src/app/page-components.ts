// The component of each seller module of shared-ui's remote-pages.ts, for the standalone routes. Typed by that
// table: a page listed there and missing here (or the reverse) does not compile.
import type { SectionModule, SELLER_SECTION } from '@usedcars/shared-ui/mf/remote-pages';
import type { ComponentType } from 'react';
import AddProductPage from '../exposed/AddProductPage';
import BookingsPage from '../exposed/BookingsPage';
import DashboardPage from '../exposed/DashboardPage';
import EditProductPage from '../exposed/EditProductPage';
import MyProductsPage from '../exposed/MyProductsPage';
import SellerLayout from '../exposed/SellerLayout';

export const PAGE_COMPONENTS: Record<SectionModule<typeof SELLER_SECTION>, ComponentType> = {
  SellerLayout,
  DashboardPage,
  MyProductsPage,
  EditProductPage,
  AddProductPage,
  BookingsPage,
};
