import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CONTACT_TOPICS, type ContactTopic } from '@usedcars/contract/contact-messages';
import { BaseEntity } from '../common/base.entity';
import { User } from '../users';

/** A message sent through the contact form, for the admins to read and handle. */
@Entity('contact_messages')
// The admins' lists: open ones newest first, handled ones latest handled first.
@Index('IDX_contact_messages_handled_created', ['handledAt', 'createdAt'])
export class ContactMessage extends BaseEntity {
  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Where the admins reply: the sender's account's address when signed in, else the one typed. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'simple-enum', enum: CONTACT_TOPICS })
  topic: ContactTopic;

  @Column({ type: 'text' })
  message: string;

  /** The signed-in account that sent it, if any. */
  @Column({ type: 'varchar', length: 36, nullable: true, default: null })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'userId' })
  user: User | null;

  @Column({ type: 'datetime', nullable: true, default: null })
  handledAt: Date | null;

  @Column({ type: 'varchar', length: 36, nullable: true, default: null })
  handledById: string | null;

  @ManyToOne(() => User, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'handledById' })
  handledBy: User | null;
}
