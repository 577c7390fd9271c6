// Standalone run only (rsbuild dev / preview on :8083). In the shell, the exposed pages render inside the
// shell's own providers; here the admin remote wraps them in the same shared ones.
import { AppProviders } from '@usedcars/shared-ui/components/AppProviders';
import { createQueryClient } from '@usedcars/shared-ui/query/query-client';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { StandaloneRoutes } from './app/StandaloneRoutes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <AppProviders queryClient={createQueryClient()}>
    <BrowserRouter>
      <StandaloneRoutes />
    </BrowserRouter>
  </AppProviders>,
);
