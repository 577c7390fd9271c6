// GET /api/audit-log?action=&page=&pageSize= (Admin): every admin action, newest first; total in X-Total-Count.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestWithHeaders, readTotalCount } from '@usedcars/shared-ui/api/client';
import { AUDIT_LOG_KEY } from '@usedcars/shared-ui/api/oversight-keys';
import { AUDIT_PAGE_SIZE_DEFAULT, type AuditAction, type AuditEntry } from '@usedcars/shared-ui/api/types';
import { USER_DATA_META } from '@usedcars/shared-ui/query/query-client';

export interface AuditLogQuery {
  action?: AuditAction;
  page: number;
}

export interface AuditLogPage {
  entries: AuditEntry[];
  total: number;
}

export async function getAuditLog(query: AuditLogQuery, signal?: AbortSignal): Promise<AuditLogPage> {
  const { data, headers } = await apiRequestWithHeaders<AuditEntry[]>('/audit-log', {
    params: { action: query.action, page: query.page, pageSize: AUDIT_PAGE_SIZE_DEFAULT },
    signal,
  });
  return { entries: data, total: readTotalCount(headers, data.length) };
}

export function getAuditLogQueryOptions(query: AuditLogQuery) {
  return queryOptions({
    queryKey: [AUDIT_LOG_KEY, query],
    queryFn: ({ signal }) => getAuditLog(query, signal),
    placeholderData: keepPreviousData,
    meta: USER_DATA_META,
    staleTime: 0,
  });
}

export function useAuditLog(query: AuditLogQuery) {
  return useQuery(getAuditLogQueryOptions(query));
}
