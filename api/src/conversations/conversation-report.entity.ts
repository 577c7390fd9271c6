import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CONVERSATION_REPORT_REASONS, type ConversationReportReason } from '@usedcars/contract/types';
import { BaseEntity } from '../common/base.entity';
import { User } from '../users';
import { Conversation } from './conversation.entity';

/** A party's report of a conversation, for the admins to look at. One per party and conversation. */
@Entity('conversation_reports')
@Index('UQ_conversation_reports_conversation_reporter', ['conversationId', 'reporterId'], { unique: true })
// The admins' list, newest first.
@Index('IDX_conversation_reports_created', ['createdAt'])
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
}
