import { Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  type Acknowledged,
  type AppNotification,
  NOTIFICATION_PAGE_SIZE_DEFAULT,
  TOTAL_COUNT_HEADER,
  type UnreadCount,
} from '@usedcars/contract/types';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../common/auth-decorators';
import { PageQuery } from '../common/page-query';
import type { User } from '../users';
import type { Notification } from './notification.entity';
import { NotificationsService } from './notifications.service';

function serializeNotification(notification: Notification): AppNotification {
  return {
    _id: notification.id,
    kind: notification.kind,
    title: notification.title,
    text: notification.text,
    link: notification.link,
    read: notification.readAt !== null,
    date: notification.createdAt.toISOString(),
  };
}

/** The caller's own notifications: nobody reads or marks another's (theirs are not found). */
@ApiTags('notifications')
@ApiBearerAuth()
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiOkResponse({
    description: `AppNotification[]: the caller's notifications, newest first, one page; the total in ${TOTAL_COUNT_HEADER}`,
  })
  async list(
    @CurrentUser() user: User,
    @Query() query: PageQuery,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<AppNotification[]> {
    const { items, total } = await this.notifications.list(user.id, query, NOTIFICATION_PAGE_SIZE_DEFAULT);
    response.header(TOTAL_COUNT_HEADER, String(total));
    return items.map(serializeNotification);
  }

  @Get('unread')
  @ApiOkResponse({ description: 'UnreadCount: the caller’s notifications not read yet' })
  async unread(@CurrentUser() user: User): Promise<UnreadCount> {
    return { count: await this.notifications.unreadCount(user.id) };
  }

  @Post('read-all')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Acknowledged: every notification of the caller is read' })
  async readAll(@CurrentUser() user: User): Promise<Acknowledged> {
    await this.notifications.markAllRead(user.id);
    return { acknowledged: true };
  }

  @Post(':id/read')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Acknowledged: the notification is read' })
  @ApiNotFoundResponse({ description: 'No notification of the caller with that id' })
  async read(@CurrentUser() user: User, @Param('id') id: string): Promise<Acknowledged> {
    await this.notifications.markRead(user.id, id);
    return { acknowledged: true };
  }
}
