// GET /api/audit-log?action=&page=&pageSize= (Admin): every admin action, newest first; total in X-Total-Count.
import { useQuery } from '@tanstack/react-query';
import { AUDIT_LOG_KEY } from '@usedcars/shared-ui/api/oversight-keys';
import { AUDIT_PAGE_SIZE_DEFAULT, type AuditAction, type AuditEntry } from '@usedcars/contract/types';
import { serverPageQueryOptions } from '../../paged-list';

export type AuditLogQuery = { action?: AuditAction; page: number };

export function useAuditLog(query: AuditLogQuery) {
  return useQuery(
    serverPageQueryOptions<AuditEntry, AuditLogQuery>(
      AUDIT_LOG_KEY,
      '/audit-log',
      query,
      AUDIT_PAGE_SIZE_DEFAULT,
    ),
  );
}
