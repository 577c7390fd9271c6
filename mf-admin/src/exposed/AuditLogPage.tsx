// /admin/audit-log: every admin action, newest first: when, who, what, on which record and what changed;
// an action filter and the page kept in the URL.
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_PAGE_SIZE_DEFAULT,
  type AuditAction,
  type AuditEntry,
} from '@usedcars/shared-ui/api/types';
import { ConsoleTable } from '@usedcars/shared-ui/components/ConsoleTable';
import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';
import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import { formatDateTime } from '@usedcars/shared-ui/format';
import { Flex, Select, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useAuditLog } from '../features/audit/api/get-audit-log';
import { AuditChangeCell } from '../features/audit/components/AuditChangeCell';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';

const ALL_ACTIONS = 'all';

const TARGET_LABELS: Record<AuditEntry['target']['type'], string> = {
  user: 'User',
  category: 'Category',
  brand: 'Brand',
  product: 'Listing',
};

function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export default function AuditLogPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const action = AUDIT_ACTIONS.find((value) => value === searchParams.get('action'));
  const page = readPage(searchParams.get('page'));
  const log = useAuditLog({ action, page });

  const setParam = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setSearchParams(next);
  };

  return (
    <section>
      <PageTitle>Audit Log</PageTitle>
      <Typography.Title level={1}>Audit Log</Typography.Title>
      <Flex gap={12} wrap align="end" style={{ marginBottom: 16 }}>
        <div>
          <label htmlFor="audit-log-action" style={{ display: 'block', marginBottom: 4 }}>
            Action
          </label>
          <Select<AuditAction | typeof ALL_ACTIONS>
            id="audit-log-action"
            style={{ minWidth: 240 }}
            value={action ?? ALL_ACTIONS}
            onChange={(value) => setParam('action', value === ALL_ACTIONS ? undefined : value)}
            options={[
              { value: ALL_ACTIONS, label: 'All actions' },
              ...AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value] })),
            ]}
          />
        </div>
      </Flex>
      {log.isError ? (
        <QueryError
          error={log.error}
          onRetry={() => void log.refetch()}
          title="The audit log could not be loaded."
        />
      ) : (
        <ConsoleTable<AuditEntry>
          rowKey="_id"
          aria-label="Admin actions, newest first"
          dataSource={log.data?.entries ?? []}
          loading={log.isPending}
          locale={{ emptyText: log.isPending ? ' ' : <EmptyState title="No admin actions yet" /> }}
          pagination={{
            current: page,
            pageSize: AUDIT_PAGE_SIZE_DEFAULT,
            total: log.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: (next) => setParam('page', next === 1 ? undefined : String(next)),
          }}
          columns={[
            {
              key: 'date',
              title: 'Date',
              render: (_, entry) => <time dateTime={entry.date}>{formatDateTime(entry.date)}</time>,
            },
            {
              key: 'admin',
              title: 'Admin',
              fold: true,
              userText: true,
              render: (_, entry) => (
                <Flex vertical>
                  <span>{entry.actor.displayName}</span>
                  <Typography.Text type="secondary">{entry.actor.email}</Typography.Text>
                </Flex>
              ),
            },
            {
              key: 'action',
              title: 'Action',
              render: (_, entry) => AUDIT_ACTION_LABELS[entry.action] ?? entry.action,
            },
            {
              key: 'target',
              title: 'Target',
              userText: true,
              render: (_, entry) => (
                <Flex gap={6} align="center" wrap>
                  <Tag>{TARGET_LABELS[entry.target.type] ?? entry.target.type}</Tag>
                  <span>{entry.target.label}</span>
                </Flex>
              ),
            },
            {
              key: 'change',
              title: 'Change',
              fold: true,
              userText: true,
              render: (_, entry) => <AuditChangeCell entry={entry} />,
            },
          ]}
        />
      )}
    </section>
  );
}
