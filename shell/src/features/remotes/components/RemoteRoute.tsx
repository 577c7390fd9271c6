// A route rendered by a remote: loaded on first visit, inside an error boundary whose Retry loads it afresh.
import { PageSpinner } from '@usedcars/shared-ui/components/PageSpinner';
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useRemoteLoader } from '../hooks/use-remote-loader';
import type { RemoteLoader } from '../types';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

export interface RemoteRouteProps {
  remote: string;
  module: string;
}

function lazyRemotePage(
  loader: RemoteLoader,
  remote: string,
  module: string,
): LazyExoticComponent<ComponentType> {
  return lazy(() => loader.load(remote, module));
}

function RemotePage({ remote, module }: RemoteRouteProps) {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  const [Page, setPage] = useState(() => lazyRemotePage(loader, remote, module));

  const retry = () => {
    setPage(() => lazyRemotePage(loader, remote, module));
    setAttempt((n) => n + 1);
  };

  return (
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={retry}>
      <Suspense fallback={<PageSpinner fullScreen={false} label="Loading section" />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

export function RemoteRoute({ remote, module }: RemoteRouteProps) {
  // Keyed so that moving between two pages of the same remote starts each with its own state.
  return <RemotePage key={`${remote}/${module}`} remote={remote} module={module} />;
}
