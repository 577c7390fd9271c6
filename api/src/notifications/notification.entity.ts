import { Column, Entity, Index } from 'typeorm';
import { NOTIFICATION_KINDS, type NotificationKind } from '@usedcars/contract/types';
import { BaseEntity } from '../common/base.entity';

/** One thing a user is told in the app (a new match of a saved search, a lower price of a wish-listed car). */
@Entity('notifications')
// "My notifications", newest first (ids are uuid v7: time-ordered).
@Index('IDX_notifications_user_id', ['userId', 'id'])
// The bell's unread count.
@Index('IDX_notifications_user_read', ['userId', 'readAt'])
export class Notification extends BaseEntity {
  @Column({ type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'simple-enum', enum: NOTIFICATION_KINDS })
  kind: NotificationKind;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 500 })
  text: string;

  /** A path of the site, never another origin. */
  @Column({ type: 'varchar', length: 300 })
  link: string;

  @Column({ type: 'datetime', nullable: true, default: null })
  readAt: Date | null;
}
