// The providers every page needs besides the router: React Query, and the link from login and logout to its
// cache. antd's theme and App context are not here: pages that use antd render inside AntdScope (the shell
// loads it on demand), so a page without antd loads none of it.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { connectQueryClient } from '@usedcars/shared-ui/auth/auth-store';

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  // Logging in or out drops the previous user's data from this client's cache.
  useEffect(() => connectQueryClient(queryClient), [queryClient]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
