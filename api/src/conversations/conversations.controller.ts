import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type {
  Acknowledged,
  ChatMessage,
  ConversationSummary,
  ConversationThread,
  UnreadCount,
} from '@usedcars/contract/types';
import { CurrentUser } from '../common/auth-decorators';
import type { User } from '../users';
import type { Conversation } from './conversation.entity';
import { serializeConversation, serializeMessage } from './conversation.serializers';
import { ConversationsService } from './conversations.service';
import {
  ReportConversationDto,
  SendMessageDto,
  StartConversationDto,
  ThreadQuery,
} from './dto/conversation.dto';

/** Buyer–seller conversations about a car: only their two parties ever read or write one. */
@ApiTags('conversations')
@ApiBearerAuth()
@Controller('conversations')
export class ConversationsController {
  constructor(private readonly conversations: ConversationsService) {}

  @Post()
  @ApiCreatedResponse({ description: 'ConversationSummary: the conversation the message started or joined' })
  @ApiForbiddenResponse({ description: 'The caller’s own car, or one of the two blocked the other' })
  @ApiNotFoundResponse({ description: 'No public car with that id' })
  @ApiTooManyRequestsResponse({ description: 'Too many messages a minute, or new conversations an hour' })
  async start(@CurrentUser() user: User, @Body() dto: StartConversationDto): Promise<ConversationSummary> {
    const started = await this.conversations.start(user, dto.productID, dto.text);
    return this.summary(user, started.id);
  }

  @Get()
  @ApiOkResponse({ description: 'ConversationSummary[]: the caller’s conversations, newest activity first' })
  async list(@CurrentUser() user: User): Promise<ConversationSummary[]> {
    return this.summaries(user, await this.conversations.listFor(user));
  }

  @Get('unread')
  @ApiOkResponse({ description: 'UnreadCount: messages the caller has not read' })
  async unread(@CurrentUser() user: User): Promise<UnreadCount> {
    return { count: await this.conversations.unreadCount(user) };
  }

  @Get(':id/messages')
  @ApiOkResponse({
    description: 'ConversationThread: one page of messages, oldest first; marks the thread read',
  })
  @ApiNotFoundResponse({ description: 'No conversation of the caller with that id' })
  async thread(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Query() query: ThreadQuery,
  ): Promise<ConversationThread> {
    const { conversation, messages, nextBefore } = await this.conversations.readThread(
      user,
      id,
      query.before,
    );
    const [summary] = await this.summaries(user, [conversation]);
    return {
      conversation: summary!,
      messages: messages.map((message) => serializeMessage(message, user)),
      nextBefore,
    };
  }

  @Post(':id/messages')
  @ApiCreatedResponse({ description: 'ChatMessage: the message sent' })
  @ApiForbiddenResponse({ description: 'One of the two blocked the other' })
  @ApiNotFoundResponse({ description: 'No conversation of the caller with that id' })
  @ApiConflictResponse({ description: 'Closed: its listing was taken down or deleted, or an account closed' })
  @ApiTooManyRequestsResponse({ description: 'Too many messages a minute' })
  async send(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body() dto: SendMessageDto,
  ): Promise<ChatMessage> {
    return serializeMessage(await this.conversations.send(user, id, dto.text), user);
  }

  @Post(':id/block')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Acknowledged: no message goes between the two until the caller unblocks' })
  async block(@CurrentUser() user: User, @Param('id') id: string): Promise<Acknowledged> {
    await this.conversations.block(user, id);
    return { acknowledged: true };
  }

  @Delete(':id/block')
  @ApiOkResponse({ description: 'Acknowledged: the caller no longer blocks the other party' })
  async unblock(@CurrentUser() user: User, @Param('id') id: string): Promise<Acknowledged> {
    await this.conversations.unblock(user, id);
    return { acknowledged: true };
  }

  @Post(':id/report')
  @ApiCreatedResponse({ description: 'Acknowledged: the admins will look at the conversation' })
  @ApiNotFoundResponse({ description: 'No conversation of the caller with that id' })
  @ApiConflictResponse({ description: 'The caller already reported this conversation' })
  async report(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body() dto: ReportConversationDto,
  ): Promise<Acknowledged> {
    await this.conversations.report(user, id, dto.reason, dto.details);
    return { acknowledged: true };
  }

  private async summary(user: User, id: string): Promise<ConversationSummary> {
    const [summary] = await this.summaries(user, [await this.conversations.findOwnWithParties(user, id)]);
    return summary!;
  }

  /** The conversations as `user` sees them, with who blocked whom (one query for all of them). */
  private async summaries(user: User, conversations: Conversation[]): Promise<ConversationSummary[]> {
    const blocks = await this.conversations.blockStates(user, conversations);
    return conversations.map((c) => serializeConversation(c, user, blocks.get(c.id)!));
  }
}
