import { AuthGate } from '@usedcars/shared-ui/components/AuthGate';
import { GuestOnly } from '@usedcars/shared-ui/components/GuestOnly';
import { RequireLogin } from '@usedcars/shared-ui/components/RequireLogin';
import { SessionExpiryHandler } from '@usedcars/shared-ui/components/SessionExpiryHandler';
import { pageRoutes, StandaloneNotFound } from '@usedcars/shared-ui/components/StandaloneFrame';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { ADMIN_SECTION } from './pages';
import { AdminFrame } from '../features/standalone/components/AdminFrame';
import { AdminLoginPage } from '../features/standalone/components/AdminLoginPage';
import { RequireAdmin } from '../features/standalone/components/RequireAdmin';
import { PAGE_COMPONENTS } from './page-components';

const AdminLayout = PAGE_COMPONENTS[ADMIN_SECTION.layout];

const notFound = <StandaloneNotFound to="/admin/dashboard" label="Back to dashboard" />;

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
          <Route path={ADMIN_SECTION.path} element={<AdminLayout />}>
            <Route index element={<Navigate to="dashboard" replace />} />
            {pageRoutes(ADMIN_SECTION.pages, PAGE_COMPONENTS)}
            <Route path="*" element={notFound} />
          </Route>
          <Route path="*" element={notFound} />
        </Route>
      </Routes>
    </AuthGate>
  );
}
