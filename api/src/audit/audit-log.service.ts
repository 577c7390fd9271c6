import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AUDIT_PAGE_SIZE_DEFAULT, type AuditAction, type AuditEntry } from '@usedcars/contract/types';
import { type Page, pageWindow } from '../common/page-query';
import { AuditLogEntry } from './audit-entry.entity';

function parseValues(json: string | null): Record<string, unknown> | null {
  return json === null ? null : (JSON.parse(json) as Record<string, unknown>);
}

export function serializeAuditEntry(entry: AuditLogEntry): AuditEntry {
  return {
    _id: entry.id,
    date: entry.createdAt.toISOString(),
    actor: { uid: entry.actor.id, displayName: entry.actor.displayName, email: entry.actor.email },
    action: entry.action,
    target: { type: entry.targetType, id: entry.targetId, label: entry.targetLabel },
    before: parseValues(entry.valuesBefore),
    after: parseValues(entry.valuesAfter),
  };
}

/** Reads the audit log. Entries are written by the audited actions themselves (see auditInsert). */
@Injectable()
export class AuditLogService {
  constructor(@InjectRepository(AuditLogEntry) private readonly entries: Repository<AuditLogEntry>) {}

  /** Newest first (ids are time-ordered, so they break ties within one millisecond in the right order). */
  async list(options: {
    action?: AuditAction;
    page?: number;
    pageSize?: number;
  }): Promise<Page<AuditLogEntry>> {
    const { offset, limit } = pageWindow(options, AUDIT_PAGE_SIZE_DEFAULT);
    const query = this.entries.createQueryBuilder('entry').innerJoinAndSelect('entry.actor', 'actor');
    if (options.action) query.where('entry.action = :action', { action: options.action });
    const [items, total] = await query
      .orderBy('entry.createdAt', 'DESC')
      .addOrderBy('entry.id', 'DESC')
      .offset(offset)
      .limit(limit)
      .getManyAndCount();
    return { items, total };
  }
}
