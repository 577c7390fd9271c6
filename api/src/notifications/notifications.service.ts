import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { NotificationKind } from '@usedcars/contract/types';
import { ALERT_MESSAGES } from '@usedcars/contract/alerts-messages';
import { DataSource, IsNull, Repository } from 'typeorm';
import { type ConditionalUpdate, insertStatement } from '../common/all-or-nothing';
import { NotFound } from '../common/domain-errors';
import { isUuid, newId } from '../common/ids';
import { type Page, type Paging, pageWindow } from '../common/page-query';
import { Notification } from './notification.entity';

export interface NotificationToSend {
  userId: string;
  kind: NotificationKind;
  title: string;
  text: string;
  link: string;
}

/** Cut to the column's length: titles and texts quote user-written names. */
function cut(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/**
 * The users' notifications. Other modules add them as statements of their own all-or-nothing transaction
 * (`insertStatements`), so a notification exists if and only if the change it tells of does.
 */
@Injectable()
export class NotificationsService {
  constructor(
    @InjectRepository(Notification) private readonly notifications: Repository<Notification>,
    private readonly dataSource: DataSource,
  ) {}

  insertStatements(notifications: NotificationToSend[]): ConditionalUpdate[] {
    const now = new Date();
    return notifications.map((n) =>
      insertStatement(this.dataSource, Notification, {
        id: newId(),
        createdAt: now,
        updatedAt: now,
        userId: n.userId,
        kind: n.kind,
        title: cut(n.title, 200),
        text: cut(n.text, 500),
        link: n.link,
        readAt: null,
      }),
    );
  }

  /** The user's notifications, newest first, one page. */
  async list(userId: string, paging: Paging, defaultSize: number): Promise<Page<Notification>> {
    const { offset, limit } = pageWindow(paging, defaultSize);
    const [items, total] = await this.notifications.findAndCount({
      where: { userId },
      order: { id: 'DESC' },
      skip: offset,
      take: limit,
    });
    return { items, total };
  }

  unreadCount(userId: string): Promise<number> {
    return this.notifications.countBy({ userId, readAt: IsNull() });
  }

  /** Marks one of the user's notifications read; anyone else's is not found, as one that does not exist. */
  async markRead(userId: string, id: string): Promise<void> {
    const found = isUuid(id) ? await this.notifications.findOneBy({ id: id.toLowerCase(), userId }) : null;
    if (!found) throw new NotFound(ALERT_MESSAGES.notificationNotFound);
    if (!found.readAt)
      await this.notifications.update({ id: found.id, userId, readAt: IsNull() }, { readAt: new Date() });
  }

  async markAllRead(userId: string): Promise<void> {
    await this.notifications.update({ userId, readAt: IsNull() }, { readAt: new Date() });
  }
}
