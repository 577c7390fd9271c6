import { PageSpinner } from '@usedcars/shared-ui/components/PageSpinner';
import { Layout } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';

/** Header, page and footer; remote pages render in the Outlet, inside their own error boundaries. */
export function AppLayout() {
  return (
    <Layout className="app-layout">
      <Header />
      {/* antd renders Layout.Content as the page's <main>. */}
      <Layout.Content className="app-content">
        {/* The shell's own pages are lazy (AppRoutes). */}
        <Suspense fallback={<PageSpinner fullScreen={false} label="Loading page" />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
      <Footer />
    </Layout>
  );
}
