// antd's theme and its App context (message, modal, notification), around the pages and dialogs that use antd
// components. Not at the root: the home page renders no antd, so its first load carries none of it (see
// antd-on-demand.tsx for the lazy version the shell uses).
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import { type ReactNode, useSyncExternalStore } from 'react';
import { appTheme } from '@usedcars/shared-ui/theme';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The theme without antd's motion (dialogs that zoom, drawers that slide), for visitors who ask for less motion. */
const stillTheme: ThemeConfig = { ...appTheme, token: { ...appTheme.token, motion: false } };

function subscribeToMotionPreference(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The system's "reduce motion" setting, followed as it changes (never on the server: antd renders in the browser). */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToMotionPreference,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

export function AntdScope({ children }: { children: ReactNode }) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ConfigProvider theme={reducedMotion ? stillTheme : appTheme}>
      {/* No wrapper element: scopes nest (a console layout and its page), and the page's layout stays as is. */}
      <AntApp component={false}>{children}</AntApp>
    </ConfigProvider>
  );
}
