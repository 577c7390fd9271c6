// The chrome of a remote run on its own (rsbuild dev, its own deployment): a header with the app's name and what
// the app puts beside it, above the page, centred. In the shell the pages render inside the shell's layout instead.
import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';
import { Layout } from 'antd';
import type { ComponentType, CSSProperties, ReactNode } from 'react';
import { Link, Route } from 'react-router-dom';

export interface StandaloneFrameProps {
  header: ReactNode;
  headerStyle?: CSSProperties;
  children: ReactNode;
}

export function StandaloneFrame({ header, headerStyle, children }: StandaloneFrameProps) {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', gap: 16, alignItems: 'center', ...headerStyle }}>
        {header}
      </Layout.Header>
      <Layout.Content
        style={{ maxWidth: 1280, width: '100%', margin: '0 auto', padding: 24, boxSizing: 'border-box' }}
      >
        {children}
      </Layout.Content>
    </Layout>
  );
}

/** Not Found, with a way back into the app. */
export function StandaloneNotFound({ to, label }: { to: string; label: string }) {
  return <EmptyState title="Not Found" action={<Link to={to}>{label}</Link>} />;
}

/**
 * A <Route> for each page of a remote's table (shared-ui/src/mf/remote-pages.ts), rendering its component. Called
 * as a function inside <Routes>, which takes only <Route> children.
 */
export function pageRoutes<Module extends string>(
  pages: readonly { path: string; module: Module }[],
  components: Record<Module, ComponentType>,
) {
  return pages.map(({ path, module }) => {
    const Page: ComponentType = components[module];
    return <Route key={path} path={path} element={<Page />} />;
  });
}
