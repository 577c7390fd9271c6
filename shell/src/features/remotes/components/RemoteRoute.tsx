// A route rendered by a remote: loaded on first visit, inside an error boundary whose Retry loads it afresh.
import { AntdOnDemand } from '@usedcars/shared-ui/components/AntdOnDemand';
import { HydrationPart } from '@usedcars/shared-ui/components/HydrationPart';
import { PageSpinner } from '@usedcars/shared-ui/components/PageSpinner';
import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useRemoteLoader } from '../hooks/use-remote-loader';
import type { RemoteLoader } from '../types';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteErrorFallback } from './RemoteErrorFallback';

export interface RemoteRouteProps {
  remote: string;
  module: string;
  /** The page renders no antd: do not load it (see RemoteRouteDefinition.withoutAntd). */
  withoutAntd?: boolean;
}

/**
 * Starts loading the page at once (in the render that also starts antd, in AntdOnDemand), so that it arrives
 * together with antd, not after it.
 */
function loadRemotePage(
  loader: RemoteLoader,
  remote: string,
  module: string,
): LazyExoticComponent<ComponentType> {
  const page = loader.load(remote, module);
  // A failure is reported when React renders the page (inside the error boundary), not as unhandled here.
  page.catch(() => undefined);
  return lazy(() => page);
}

function RemotePage({ remote, module, withoutAntd = false }: RemoteRouteProps) {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  const [Page, setPage] = useState(() => loadRemotePage(loader, remote, module));

  // The remote's manifest and table read afresh first: after a deploy, the page loads from the version deployed now,
  // or is routed elsewhere if that version renamed or removed it.
  const retry = () => {
    void loader.refresh(remote).then(() => {
      setPage(() => loadRemotePage(loader, remote, module));
      setAttempt((n) => n + 1);
    });
  };

  return (
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={retry}>
      {/* On a server-rendered page the remote's page hydrates once its code has loaded, after the shell. */}
      <HydrationPart fallback={<PageSpinner fullScreen={false} label="Loading section" />}>
        {withoutAntd ? (
          <Page />
        ) : (
          <AntdOnDemand>
            <Page />
          </AntdOnDemand>
        )}
      </HydrationPart>
    </RemoteErrorBoundary>
  );
}

export function RemoteRoute(props: RemoteRouteProps) {
  // Keyed so that moving between two pages of the same remote starts each with its own state.
  return <RemotePage key={`${props.remote}/${props.module}`} {...props} />;
}

/** A remote whose table of pages cannot be read: Retry reads it again, and the routes follow what it says. */
export function RemoteUnavailable({ remote }: { remote: string }) {
  const loader = useRemoteLoader();
  return <RemoteErrorFallback onRetry={() => void loader.refresh(remote)} />;
}
