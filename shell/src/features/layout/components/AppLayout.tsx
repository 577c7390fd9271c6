import { HydrationPart } from '@usedcars/shared-ui/components/HydrationPart';
import { PageSpinner } from '@usedcars/shared-ui/components/PageSpinner';
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';

/**
 * Header, page and footer; remote pages render in the Outlet, inside their own error boundaries. Plain
 * elements, no antd: the chrome shows on every page, the home page included, which loads no antd.
 */
export function AppLayout() {
  return (
    <div className="app-layout">
      <Header />
      <main className="app-content">
        {/* The shell's own pages are lazy (AppRoutes); a server-rendered one hydrates once its code has loaded. */}
        <HydrationPart fallback={<PageSpinner fullScreen={false} label="Loading page" />}>
          <Outlet />
        </HydrationPart>
      </main>
      <Footer />
    </div>
  );
}
