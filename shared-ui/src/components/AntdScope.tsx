// antd's theme and its App context (message, modal, notification), around the pages and dialogs that use antd
// components. Not at the root: the home page renders no antd, so its first load carries none of it (see
// antd-on-demand.tsx for the lazy version the shell uses).
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { appTheme } from '@usedcars/shared-ui/theme';

export function AntdScope({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={appTheme}>
      {/* No wrapper element: scopes nest (a console layout and its page), and the page's layout stays as is. */}
      <AntApp component={false}>{children}</AntApp>
    </ConfigProvider>
  );
}
