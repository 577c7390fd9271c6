import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';
import { Layout } from 'antd';
import { Link, Route, Routes } from 'react-router-dom';
import AdvertisePage from '../exposed/AdvertisePage';
import CarsPage from '../exposed/CarsPage';
import CategoryPage from '../exposed/CategoryPage';
import HomePage from '../exposed/HomePage';
import MyOrdersPage from '../exposed/MyOrdersPage';
import ProductPage from '../exposed/ProductPage';
import WishlistPage from '../exposed/WishlistPage';

/** The storefront on its own (port 8081), for development: the same pages the shell loads, minimal chrome. */
export function StandaloneRoutes() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
        <strong>Storefront (standalone)</strong>
        <Link to="/">Home</Link>
        <Link to="/cars">Cars</Link>
        <Link to="/advertise">Advertised</Link>
      </Layout.Header>
      <Layout.Content
        style={{ maxWidth: 1280, width: '100%', margin: '0 auto', padding: 24, boxSizing: 'border-box' }}
      >
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="/cars" element={<CarsPage />} />
          <Route path="/products/:id" element={<ProductPage />} />
          <Route path="/category/:categoryName" element={<CategoryPage />} />
          <Route path="/advertise" element={<AdvertisePage />} />
          <Route path="/wishlist" element={<WishlistPage />} />
          <Route path="/my-orders" element={<MyOrdersPage />} />
          <Route
            path="*"
            element={<EmptyState title="Not Found" action={<Link to="/">Back to homepage</Link>} />}
          />
        </Routes>
      </Layout.Content>
    </Layout>
  );
}
