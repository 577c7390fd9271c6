import { Route, Routes } from 'react-router-dom';
import { AuthGate } from '../features/auth/components/AuthGate';
import { RequireRole } from '../features/auth/components/RequireRole';
import { BlogsPage } from '../features/blogs/components/BlogsPage';
import { AppLayout } from '../features/layout/components/AppLayout';
import { useRemoteLoader } from '../features/remotes/hooks/use-remote-loader';
import { RemoteRoute } from '../features/remotes/components/RemoteRoute';
import { ComingSoonPage } from '../features/static-pages/components/ComingSoonPage';
import { NotFoundPage } from '../features/static-pages/components/NotFoundPage';
import { PrivacyPolicyPage } from '../features/static-pages/components/PrivacyPolicyPage';
import { REMOTE_ROUTES } from './remote-routes';

export function AppRoutes() {
  const loader = useRemoteLoader();
  const remoteRoutes = REMOTE_ROUTES.filter(
    (route) => !route.onlyWhenListed || loader.isListed(route.remote),
  );
  return (
    <AuthGate>
      <Routes>
        <Route element={<AppLayout />}>
          {remoteRoutes.map(({ path, remote, module, role }) => {
            const page = <RemoteRoute remote={remote} module={module} />;
            return (
              <Route
                key={path}
                path={path}
                element={role ? <RequireRole role={role}>{page}</RequireRole> : page}
              />
            );
          })}
          <Route path="/blogs" element={<BlogsPage />} />
          <Route path="/faq" element={<ComingSoonPage section="FAQ" />} />
          <Route path="/contact-us" element={<ComingSoonPage section="Contact Us" />} />
          <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </AuthGate>
  );
}
