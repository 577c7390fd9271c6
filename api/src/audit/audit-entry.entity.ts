import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { AuditAction, AuditEntry as AuditEntryBody } from '@usedcars/shared-ui/api/types';
import { User } from '../users/user.entity';

export type AuditTargetType = AuditEntryBody['target']['type'];

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

  @ManyToOne(() => User, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'actorId' })
  actor: User;

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
