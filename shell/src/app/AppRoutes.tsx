import { lazyWithAntd } from '@usedcars/shared-ui/components/AntdOnDemand';
import { AuthGate } from '@usedcars/shared-ui/components/AuthGate';
import { GuestOnly } from '@usedcars/shared-ui/components/GuestOnly';
import { RequireLogin } from '@usedcars/shared-ui/components/RequireLogin';
import { SessionExpiryHandler } from '@usedcars/shared-ui/components/SessionExpiryHandler';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireRole } from '../features/auth/components/RequireRole';
import { AppLayout } from '../features/layout/components/AppLayout';
import { useRemoteLoader, useRemoteTables } from '../features/remotes/hooks/use-remote-loader';
import { RemoteRoute, RemoteUnavailable } from '../features/remotes/components/RemoteRoute';
import { remoteRoutes, remoteSections, TOP_LEVEL_REMOTES } from './remote-routes';

// The shell's own pages load on first visit (AppLayout's Suspense), together with antd, which they all use: the
// home page carries neither their code nor antd.
const LoginPage = lazyWithAntd(() => import('../features/auth/components/LoginPage'), 'LoginPage');
const SignupPage = lazyWithAntd(() => import('../features/auth/components/SignupPage'), 'SignupPage');
const VerifyEmailPage = lazyWithAntd(
  () => import('../features/auth/components/VerifyEmailPage'),
  'VerifyEmailPage',
);
const ForgotPasswordPage = lazyWithAntd(
  () => import('../features/auth/components/ForgotPasswordPage'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyWithAntd(
  () => import('../features/auth/components/ResetPasswordPage'),
  'ResetPasswordPage',
);
const ProfilePage = lazyWithAntd(() => import('../features/profile/components/ProfilePage'), 'ProfilePage');
const BlogsPage = lazyWithAntd(() => import('../features/blogs/components/BlogsPage'), 'BlogsPage');
const FaqPage = lazyWithAntd(() => import('../features/static-pages/components/FaqPage'), 'FaqPage');
const ContactPage = lazyWithAntd(() => import('../features/contact/components/ContactPage'), 'ContactPage');
const NotFoundPage = lazyWithAntd(
  () => import('../features/static-pages/components/NotFoundPage'),
  'NotFoundPage',
);
const PrivacyPolicyPage = lazyWithAntd(
  () => import('../features/static-pages/components/PrivacyPolicyPage'),
  'PrivacyPolicyPage',
);

// The shell's own paths below are listed again in site-routes.ts (SHELL_PAGES), the route table the shell's server
// reads to answer 404 for any other path; its test checks the two agree.
export function AppRoutes({ serverRendered = false }: { serverRendered?: boolean }) {
  const loader = useRemoteLoader();
  const tables = useRemoteTables();
  const sections = remoteSections(tables).filter(
    (section) => !section.onlyWhenListed || loader.isListed(section.remote),
  );
  // A top-level remote whose table cannot be read may own the address: it is shown unavailable, with Retry, rather
  // than as a page that does not exist.
  const unreadTopLevel = TOP_LEVEL_REMOTES.find((remote) => !tables[remote]);
  return (
    <AuthGate showPageWhileResolving={serverRendered}>
      <SessionExpiryHandler />
      <Routes>
        <Route element={<AppLayout />}>
          {remoteRoutes(tables).map(({ path, remote, module, requireLogin, withoutAntd }) => {
            const page = <RemoteRoute remote={remote} module={module} withoutAntd={withoutAntd} />;
            return (
              <Route
                key={path}
                path={path}
                element={requireLogin ? <RequireLogin>{page}</RequireLogin> : page}
              />
            );
          })}
          {sections.map(({ path, remote, role, section }) => (
            <Route
              key={path}
              path={path}
              element={
                <RequireRole role={role}>
                  {section ? (
                    <RemoteRoute remote={remote} module={section.layout} />
                  ) : (
                    <RemoteUnavailable remote={remote} />
                  )}
                </RequireRole>
              }
            >
              {section && <Route index element={<Navigate to="dashboard" replace />} />}
              {section?.pages.map((page) => (
                <Route
                  key={page.path}
                  path={page.path}
                  element={<RemoteRoute remote={remote} module={page.module} />}
                />
              ))}
              <Route path="*" element={section ? <NotFoundPage /> : null} />
            </Route>
          ))}
          <Route
            path="/login"
            element={
              <GuestOnly>
                <LoginPage />
              </GuestOnly>
            }
          />
          <Route
            path="/signup"
            element={
              <GuestOnly>
                <SignupPage />
              </GuestOnly>
            }
          />
          <Route
            path="/profile"
            element={
              <RequireLogin>
                <ProfilePage />
              </RequireLogin>
            }
          />
          <Route path="/verify-email" element={<VerifyEmailPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/blogs" element={<BlogsPage />} />
          <Route path="/faq" element={<FaqPage />} />
          <Route path="/contact-us" element={<ContactPage />} />
          <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
          <Route
            path="*"
            element={unreadTopLevel ? <RemoteUnavailable remote={unreadTopLevel} /> : <NotFoundPage />}
          />
        </Route>
      </Routes>
    </AuthGate>
  );
}
