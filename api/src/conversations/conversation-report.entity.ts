import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import {
  CONVERSATION_REPORT_DETAILS_MAX_LENGTH,
  CONVERSATION_REPORT_REASONS,
  CONVERSATION_REPORT_RESOLUTIONS,
  type ConversationReportReason,
  type ConversationReportResolution,
} from '@usedcars/contract/types';
import { BaseEntity } from '../common/base.entity';
import { User } from '../users';
import { Conversation } from './conversation.entity';

/** A party's report of a conversation, for the admins to look at. One per party and conversation. */
@Entity('conversation_reports')
@Index('UQ_conversation_reports_conversation_reporter', ['conversationId', 'reporterId'], { unique: true })
// The admins' list, newest first.
@Index('IDX_conversation_reports_created', ['createdAt'])
// The open (or handled) ones, newest first.
@Index('IDX_conversation_reports_resolved_created', ['resolvedAt', 'createdAt'])
export class ConversationReport extends BaseEntity {
  @Column({ type: 'varchar', length: 36 })
  conversationId: string;

  @ManyToOne(() => Conversation, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'conversationId' })
  conversation: Conversation;

  @Column({ type: 'varchar', length: 36 })
  reporterId: string;

  @ManyToOne(() => User, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'reporterId' })
  reporter: User;

  @Column({ type: 'simple-enum', enum: CONVERSATION_REPORT_REASONS })
  reason: ConversationReportReason;

  /** What happened, in the reporter's words (optional), for the admins only. */
  @Column({ type: 'varchar', length: CONVERSATION_REPORT_DETAILS_MAX_LENGTH, nullable: true, default: null })
  details: string | null;

  /** Set when an admin handles the report (once: a second admin is told it was handled). */
  @Column({ type: 'datetime', nullable: true, default: null })
  resolvedAt: Date | null;

  @Column({ type: 'simple-enum', enum: CONVERSATION_REPORT_RESOLUTIONS, nullable: true, default: null })
  resolution: ConversationReportResolution | null;

  @Column({ type: 'varchar', length: 36, nullable: true, default: null })
  resolvedById: string | null;

  @ManyToOne(() => User, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'resolvedById' })
  resolvedBy: User | null;
}
