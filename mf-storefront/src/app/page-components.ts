// The component of each storefront page of ./pages.ts, for the standalone routes; the build
// exposes the same files by name. Typed by that table, so a page listed there and missing here (or the reverse)
// does not compile: the one entry a page needs besides the table's (contract's remote-pages.ts says why).
import type { STOREFRONT_PAGES } from './pages';
import type { ComponentType } from 'react';
import AdvertisePage from '../exposed/AdvertisePage';
import CarsPage from '../exposed/CarsPage';
import CategoryPage from '../exposed/CategoryPage';
import ComparePage from '../exposed/ComparePage';
import HomePage from '../exposed/HomePage';
import MessagesPage from '../exposed/MessagesPage';
import MyOrdersPage from '../exposed/MyOrdersPage';
import NotificationsPage from '../exposed/NotificationsPage';
import ProductPage from '../exposed/ProductPage';
import SavedSearchesPage from '../exposed/SavedSearchesPage';
import SellerPage from '../exposed/SellerPage';
import WishlistPage from '../exposed/WishlistPage';

type StorefrontModule = (typeof STOREFRONT_PAGES)[number]['module'];

export const PAGE_COMPONENTS: Record<StorefrontModule, ComponentType> = {
  HomePage,
  CarsPage,
  ProductPage,
  CategoryPage,
  SellerPage,
  AdvertisePage,
  ComparePage,
  WishlistPage,
  MyOrdersPage,
  MessagesPage,
  NotificationsPage,
  SavedSearchesPage,
};
