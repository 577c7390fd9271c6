// Every admin action writes an audit entry and may change the dashboard's figures: after one, the screens it
// changed are refetched together with the audit log and the dashboard (their cache would otherwise stay fresh
// for minutes).
import type { QueryClient } from '@tanstack/react-query';
import { ADMIN_STATS_KEY, AUDIT_LOG_KEY } from '@usedcars/shared-ui/api/oversight-keys';
import { refetchAfterChange } from '@usedcars/shared-ui/query/query-client';

export function refreshAfterAdminAction(
  queryClient: QueryClient,
  ...changedKeys: string[]
): Promise<unknown> {
  return Promise.all(
    [...changedKeys, ADMIN_STATS_KEY, AUDIT_LOG_KEY].map((key) => refetchAfterChange(queryClient, [key])),
  );
}
