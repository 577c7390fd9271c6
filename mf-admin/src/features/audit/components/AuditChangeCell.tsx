// The change column of the audit log: before → after of the fields that differ, or the created / deleted record.
import type { AuditEntry } from '@usedcars/contract/types';
import { Flex, Tag, Typography } from 'antd';
import { auditChange } from '../lib/audit-changes';

const KIND_LABELS = { created: 'Created', deleted: 'Deleted' } as const;

export function AuditChangeCell({ entry }: { entry: Pick<AuditEntry, 'before' | 'after'> }) {
  const { kind, lines } = auditChange(entry);
  return (
    <Flex vertical gap={4} align="start">
      {kind === 'changed' ? null : (
        <Tag color={kind === 'created' ? 'green' : 'red'}>{KIND_LABELS[kind]}</Tag>
      )}
      {lines.length === 0 ? (
        <Typography.Text type="secondary">No field changed</Typography.Text>
      ) : (
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </Flex>
  );
}
