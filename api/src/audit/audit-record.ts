import type { AuditAction } from '@usedcars/contract/types';
import { type ConditionalUpdate, sqlDateTime } from '../common/all-or-nothing';
import { newId } from '../common/ids';
import type { AuditTargetType } from './audit-entry.entity';

export interface AuditRecord {
  actorId: string;
  action: AuditAction;
  target: { type: AuditTargetType; id: string; label: string };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * The INSERT of one audit entry, to run in the same all-or-nothing transaction as the change it records (see
 * runAllOrNothing): the change and its record commit together or not at all.
 */
export function auditInsert(record: AuditRecord, at: Date = new Date()): ConditionalUpdate {
  return {
    sql:
      'INSERT INTO `audit_log` (`id`, `createdAt`, `actorId`, `action`, `targetType`, `targetId`, `targetLabel`, ' +
      '`valuesBefore`, `valuesAfter`) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    params: [
      newId(),
      sqlDateTime(at),
      record.actorId,
      record.action,
      record.target.type,
      record.target.id,
      record.target.label.slice(0, 255),
      record.before ? JSON.stringify(record.before) : null,
      record.after ? JSON.stringify(record.after) : null,
    ],
  };
}
