import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';
import { Layout } from 'antd';
import { Link, Navigate, Route, Routes } from 'react-router-dom';
import AddProductPage from '../exposed/AddProductPage';
import BookingsPage from '../exposed/BookingsPage';
import DashboardPage from '../exposed/DashboardPage';
import MyProductsPage from '../exposed/MyProductsPage';
import SellerLayout from '../exposed/SellerLayout';

/** The seller console on its own (port 8082), for development: the same layout and pages the shell loads. */
export function StandaloneRoutes() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
        <strong>Seller Dashboard (standalone)</strong>
      </Layout.Header>
      <Layout.Content
        style={{ maxWidth: 1280, width: '100%', margin: '0 auto', padding: 24, boxSizing: 'border-box' }}
      >
        <Routes>
          <Route path="/" element={<Navigate to="/seller/dashboard" replace />} />
          <Route path="/seller" element={<SellerLayout />}>
            <Route path="dashboard" element={<DashboardPage />} />
            <Route path="my-products" element={<MyProductsPage />} />
            <Route path="add-product" element={<AddProductPage />} />
            <Route path="bookings" element={<BookingsPage />} />
          </Route>
          <Route
            path="*"
            element={<EmptyState title="Not Found" action={<Link to="/">Back to homepage</Link>} />}
          />
        </Routes>
      </Layout.Content>
    </Layout>
  );
}
