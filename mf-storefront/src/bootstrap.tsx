// Standalone run only (:8081); in the shell, the exposed pages render inside the shell's providers.
import { renderStandalone } from '@usedcars/shared-ui/components/render-standalone';
import { StandaloneRoutes } from './app/StandaloneRoutes';

renderStandalone(<StandaloneRoutes />);
