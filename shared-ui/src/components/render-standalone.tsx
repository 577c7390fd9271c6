// The entry of a remote run on its own (rsbuild dev / preview, or its own deployment). In the shell, exposed
// pages render inside the shell's providers; standalone, a remote wraps its routes in the same shared ones.
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AntdScope } from '@usedcars/shared-ui/components/AntdScope';
import { AppProviders } from '@usedcars/shared-ui/components/AppProviders';
import { ScrollRestoration } from '@usedcars/shared-ui/components/ScrollRestoration';
import { createQueryClient } from '@usedcars/shared-ui/query/query-client';

export function renderStandalone(routes: ReactNode): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <AppProviders queryClient={createQueryClient()}>
      <AntdScope>
        <BrowserRouter>
          <ScrollRestoration />
          {routes}
        </BrowserRouter>
      </AntdScope>
    </AppProviders>,
  );
}
