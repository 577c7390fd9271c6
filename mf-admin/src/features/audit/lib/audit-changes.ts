// What an audit entry changed, as lines fit to read: the fields whose values differ (`verified: false → true`),
// every field of a created record, or every field of a deleted one.
import type { AuditEntry } from '@usedcars/contract/types';

export type AuditChangeKind = 'changed' | 'created' | 'deleted';

export interface AuditChange {
  kind: AuditChangeKind;
  lines: string[];
}

export function formatAuditValue(value: unknown): string {
  if (value === undefined) return '(none)';
  if (value === null) return 'null';
  if (typeof value === 'string') return value === '' ? '""' : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function auditChange({ before, after }: Pick<AuditEntry, 'before' | 'after'>): AuditChange {
  if (before && after) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return {
      kind: 'changed',
      lines: keys
        .filter((key) => !sameValue(before[key], after[key]))
        .map((key) => `${key}: ${formatAuditValue(before[key])} → ${formatAuditValue(after[key])}`),
    };
  }
  const record = after ?? before ?? {};
  return {
    kind: after ? 'created' : 'deleted',
    lines: Object.entries(record).map(([key, value]) => `${key}: ${formatAuditValue(value)}`),
  };
}
