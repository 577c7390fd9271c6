import { createQueryClient } from '@usedcars/shared-ui/query/query-client';
import { AppProviders } from '@usedcars/shared-ui/components/AppProviders';
import { ScrollRestoration } from '@usedcars/shared-ui/components/ScrollRestoration';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { RemoteLoaderContext } from '../features/remotes/hooks/use-remote-loader';
import type { RemoteLoader } from '../features/remotes/types';
import { AppRoutes } from './AppRoutes';

export interface AppProps {
  remoteLoader: RemoteLoader;
  /** The data a server-rendered page was rendered with (its dehydrated query cache): hydrating reads no API. */
  serverState?: DehydratedState;
}

/** The shell owns the one router, query client and antd theme; remote pages render inside them. */
export function App({ remoteLoader, serverState }: AppProps) {
  const [queryClient] = useState(() => createQueryClient(serverState));
  return (
    <AppTree queryClient={queryClient} remoteLoader={remoteLoader} serverRendered={serverState !== undefined}>
      {(routes) => <BrowserRouter>{routes}</BrowserRouter>}
    </AppTree>
  );
}

export interface AppTreeProps {
  queryClient: QueryClient;
  remoteLoader: RemoteLoader;
  /** The page is (or is hydrating) one the server rendered: it shows before the session is resolved. */
  serverRendered: boolean;
  /** The router around the routes: the browser's, or the server's static one for the address it renders. */
  children: (routes: ReactNode) => ReactNode;
}

/** The app as both the browser and the server render it, so that the browser hydrates the very same tree. */
export function AppTree({ queryClient, remoteLoader, serverRendered, children }: AppTreeProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <RemoteLoaderContext value={remoteLoader}>
        {children(
          <>
            <ScrollRestoration />
            <AppRoutes serverRendered={serverRendered} />
          </>,
        )}
      </RemoteLoaderContext>
    </AppProviders>
  );
}
