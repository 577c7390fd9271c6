// /admin/audit-log: every admin action, newest first: when, who, what, on which record and what changed;
// an action filter and the page kept in the URL.
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_PAGE_SIZE_DEFAULT,
  type AuditAction,
  type AuditEntry,
} from '@usedcars/contract/types';
import { formatDateTime } from '@usedcars/shared-ui/format';
import { Flex, Select, Tag, Typography } from 'antd';
import { useAuditLog } from '../features/audit/api/get-audit-log';
import { AuditChangeCell } from '../features/audit/components/AuditChangeCell';
import { FilterField } from '../features/paged-list/FilterField';
import { ServerPagedTable } from '../features/paged-list/ServerPagedTable';
import { useListParams } from '../features/paged-list/use-list-params';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';

const ALL_ACTIONS = 'all';

const TARGET_LABELS: Record<AuditEntry['target']['type'], string> = {
  user: 'User',
  category: 'Category',
  brand: 'Brand',
  product: 'Listing',
  'conversation-report': 'Reported conversation',
  'contact-message': 'Contact message',
  review: 'Review',
  order: 'Order',
};

export default function AuditLogPage() {
  const { searchParams, page, setParam } = useListParams();
  const action = AUDIT_ACTIONS.find((value) => value === searchParams.get('action'));
  const log = useAuditLog({ action, page });

  return (
    <section>
      <PageTitle>Audit Log</PageTitle>
      <Typography.Title level={1}>Audit Log</Typography.Title>
      <Flex gap={12} wrap align="end" style={{ marginBottom: 16 }}>
        <FilterField id="audit-log-action" label="Action">
          <Select<AuditAction | typeof ALL_ACTIONS>
            id="audit-log-action"
            style={{ minWidth: 240 }}
            // A dozen actions: every one in the page (and findable by a screen reader), none drawn on demand.
            virtual={false}
            value={action ?? ALL_ACTIONS}
            onChange={(value) => setParam('action', value === ALL_ACTIONS ? undefined : value)}
            options={[
              { value: ALL_ACTIONS, label: 'All actions' },
              ...AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value] })),
            ]}
          />
        </FilterField>
      </Flex>
      <ServerPagedTable<AuditEntry>
        rowKey="_id"
        aria-label="Admin actions, newest first"
        query={log}
        errorTitle="The audit log could not be loaded."
        emptyTitle="No admin actions yet"
        pageSize={AUDIT_PAGE_SIZE_DEFAULT}
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
    </section>
  );
}
