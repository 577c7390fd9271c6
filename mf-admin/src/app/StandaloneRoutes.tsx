import { AuthGate } from '@usedcars/shared-ui/components/AuthGate';
import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';
import { GuestOnly } from '@usedcars/shared-ui/components/GuestOnly';
import { RequireLogin } from '@usedcars/shared-ui/components/RequireLogin';
import { SessionExpiryHandler } from '@usedcars/shared-ui/components/SessionExpiryHandler';
import { Link, Navigate, Outlet, Route, Routes } from 'react-router-dom';
import AdminLayout from '../exposed/AdminLayout';
import AuditLogPage from '../exposed/AuditLogPage';
import BrandPage from '../exposed/BrandPage';
import CategoryPage from '../exposed/CategoryPage';
import DashboardPage from '../exposed/DashboardPage';
import ProductsPage from '../exposed/ProductsPage';
import ReportProductsPage from '../exposed/ReportProductsPage';
import UsersPage from '../exposed/UsersPage';
import { AdminFrame } from '../features/standalone/components/AdminFrame';
import { AdminLoginPage } from '../features/standalone/components/AdminLoginPage';
import { RequireAdmin } from '../features/standalone/components/RequireAdmin';

const notFound = (
  <EmptyState title="Not Found" action={<Link to="/admin/dashboard">Back to dashboard</Link>} />
);

/**
 * The admin console on its own (port 8083): how it runs when the public site leaves it out of remotes.json.
 * Its own login (the shared form and auth store), Admin role required, then the same layout and pages the
 * shell loads.
 */
export function StandaloneRoutes() {
  return (
    <AuthGate>
      <SessionExpiryHandler />
      <Routes>
        <Route
          path="/login"
          element={
            <AdminFrame>
              <GuestOnly fallback="/admin/dashboard">
                <AdminLoginPage />
              </GuestOnly>
            </AdminFrame>
          }
        />
        <Route
          element={
            <AdminFrame>
              <RequireLogin>
                <RequireAdmin>
                  <Outlet />
                </RequireAdmin>
              </RequireLogin>
            </AdminFrame>
          }
        >
          <Route path="/" element={<Navigate to="/admin/dashboard" replace />} />
          <Route path="/admin" element={<AdminLayout />}>
            <Route index element={<Navigate to="dashboard" replace />} />
            <Route path="dashboard" element={<DashboardPage />} />
            <Route path="users" element={<UsersPage />} />
            <Route path="category" element={<CategoryPage />} />
            <Route path="brand" element={<BrandPage />} />
            <Route path="products" element={<ProductsPage />} />
            <Route path="report-products" element={<ReportProductsPage />} />
            <Route path="audit-log" element={<AuditLogPage />} />
            <Route path="*" element={notFound} />
          </Route>
          <Route path="*" element={notFound} />
        </Route>
      </Routes>
    </AuthGate>
  );
}
