import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { AuditAction, AuditEntry as AuditEntryBody } from '@usedcars/contract/types';

export type AuditTargetType = AuditEntryBody['target']['type'];

/** What the log shows of the admin who acted (the users table's row). */
export interface AuditActor {
  id: string;
  displayName: string;
  email: string;
}

/**
 * One admin action. Rows are only ever inserted, in the same transaction as the change they record, so the log
 * holds exactly the changes that happened.
 */
@Entity('audit_log')
@Index('IDX_audit_log_created', ['createdAt', 'id'])
@Index('IDX_audit_log_action_created', ['action', 'createdAt', 'id'])
export class AuditLogEntry {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'varchar', length: 36 })
  actorId: string;

  // By entity name: audit sits below users (which records its admin actions here), so it does not import User.
  @ManyToOne('User', { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'actorId' })
  actor: AuditActor;

  @Column({ type: 'varchar', length: 40 })
  action: AuditAction;

  @Column({ type: 'varchar', length: 20 })
  targetType: AuditTargetType;

  @Column({ type: 'varchar', length: 36 })
  targetId: string;

  /** The target's name when the action happened (it may be renamed or deleted later). */
  @Column({ type: 'varchar', length: 255 })
  targetLabel: string;

  /** JSON of the changed fields as they were; null when the record did not exist. */
  @Column({ type: 'text', nullable: true })
  valuesBefore: string | null;

  /** JSON of the changed fields as they became; null when the record no longer exists. */
  @Column({ type: 'text', nullable: true })
  valuesAfter: string | null;
}
