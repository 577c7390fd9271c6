import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '../common/base.entity';

@Entity('conversation_messages')
// A thread, page by page (ids are time-ordered, so a page is the rows before an id).
@Index('IDX_conversation_messages_thread', ['conversationId', 'id'])
// The sender's messages in the last minute (the rate limit).
@Index('IDX_conversation_messages_sender_created', ['senderId', 'createdAt'])
export class ConversationMessage extends BaseEntity {
  @Column({ type: 'varchar', length: 36 })
  conversationId: string;

  @Column({ type: 'varchar', length: 36 })
  senderId: string;

  @Column({ type: 'text' })
  text: string;
}
