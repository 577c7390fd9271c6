import { createQueryClient } from '@usedcars/shared-ui/query/query-client';
import { AppProviders } from '@usedcars/shared-ui/components/AppProviders';
import { ScrollRestoration } from '@usedcars/shared-ui/components/ScrollRestoration';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { RemoteLoaderContext } from '../features/remotes/hooks/use-remote-loader';
import type { RemoteLoader } from '../features/remotes/types';
import { AppRoutes } from './AppRoutes';

/** The shell owns the one router, query client and antd theme; remote pages render inside them. */
export function App({ remoteLoader }: { remoteLoader: RemoteLoader }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <RemoteLoaderContext value={remoteLoader}>
        <BrowserRouter>
          <ScrollRestoration />
          <AppRoutes />
        </BrowserRouter>
      </RemoteLoaderContext>
    </AppProviders>
  );
}
