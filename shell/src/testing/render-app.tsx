import { renderPage } from '@usedcars/shared-ui/testing/render';
import { AppRoutes } from '../app/AppRoutes';
import { RemoteLoaderContext } from '../features/remotes/hooks/use-remote-loader';
import type { RemoteLoader } from '../features/remotes/types';

/** The whole shell (layout, guards, shell pages) at a URL, with remotes from the given loader. */
export function renderApp(route: string, loader: RemoteLoader) {
  return renderPage(
    <RemoteLoaderContext value={loader}>
      <AppRoutes />
    </RemoteLoaderContext>,
    { route },
  );
}
