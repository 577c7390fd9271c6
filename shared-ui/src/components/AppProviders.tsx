// The providers every page needs besides the router: React Query, the antd theme and antd's App (message,
// modal and notification contexts). The shell renders them once; remotes only in their standalone bootstrap.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { connectQueryClient } from '@usedcars/shared-ui/auth/auth-store';
import { appTheme } from '@usedcars/shared-ui/theme';

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  // Logging in or out drops the previous user's data from this client's cache.
  useEffect(() => connectQueryClient(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={appTheme}>
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
