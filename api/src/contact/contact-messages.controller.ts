import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { InjectThrottlerStorage, normalizeIp, type ThrottlerStorage } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CONTACT_MESSAGES,
  CONTACT_MESSAGES_PER_ADDRESS_HOUR,
  type ContactMessageItem,
} from '@usedcars/contract/contact-messages';
import { type Acknowledged, TOTAL_COUNT_HEADER } from '@usedcars/contract/types';
import { type Account, CurrentUser, Public, Roles } from '../common/auth-decorators';
import { countReply } from '../common/request-limit';
import { appConfig } from '../config/app.config';
import type { User } from '../users';
import { serializeContactMessage } from './contact-message.serializers';
import { ContactMessagesService } from './contact-messages.service';
import { ContactMessageListQuery, CreateContactMessageDto } from './dto/contact-message.dto';

const HOUR_MS = 3_600_000;

@ApiTags('contact')
@Controller('contact-messages')
export class ContactMessagesController {
  constructor(
    private readonly contact: ContactMessagesService,
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
    @Inject(appConfig.KEY) private readonly config: ConfigType<typeof appConfig>,
  ) {}

  /**
   * Anyone, signed in or not. Counted only once the message is valid (a typo costs nothing): at most
   * CONTACT_CLIENT_HOURLY_LIMIT an hour from one client and CONTACT_MESSAGES_PER_ADDRESS_HOUR for one address,
   * whoever sends them, so nobody can fill the admins' list or one inbox with acknowledgements.
   */
  @Public()
  @Post()
  @ApiCreatedResponse({ description: 'Acknowledged: the message is stored and its acknowledgement mailed' })
  @ApiBadRequestResponse({ description: 'A field is missing or not valid (each named)' })
  @ApiTooManyRequestsResponse({
    description: 'Too many messages from this client or for this address (Retry-After)',
  })
  async create(
    @CurrentUser() caller: Account | undefined,
    @Body() dto: CreateContactMessageDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Acknowledged> {
    const email = this.contact.replyAddress(caller, dto.email);
    await countReply(this.storage, reply, {
      name: 'contact-client',
      key: `ip:${normalizeIp(request.ip ?? '')}`,
      windowMs: HOUR_MS,
      limit: this.config.contactClientHourlyLimit,
      message: CONTACT_MESSAGES.tooManyFromClient,
    });
    await countReply(this.storage, reply, {
      name: 'contact-address',
      key: `email:${email}`,
      windowMs: HOUR_MS,
      limit: CONTACT_MESSAGES_PER_ADDRESS_HOUR,
      message: CONTACT_MESSAGES.tooManyForAddress,
    });
    await this.contact.create(caller, email, dto);
    return { acknowledged: true };
  }

  @Get()
  @Roles('Admin')
  @ApiBearerAuth()
  @ApiOkResponse({
    description: `ContactMessageItem[]: open messages newest first, or handled ones latest handled first; total in ${TOTAL_COUNT_HEADER}`,
  })
  async list(
    @Query() query: ContactMessageListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ContactMessageItem[]> {
    const { items, total } = await this.contact.list(query.status ?? 'open', query);
    void reply.header(TOTAL_COUNT_HEADER, String(total));
    return items.map(serializeContactMessage);
  }

  @Post(':id/handled')
  @HttpCode(200)
  @Roles('Admin')
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'Acknowledged: the message is marked handled (in the audit log)' })
  @ApiNotFoundResponse({ description: 'Unknown message' })
  @ApiConflictResponse({ description: 'Another admin marked it handled first' })
  async markHandled(@CurrentUser() admin: User, @Param('id') id: string): Promise<Acknowledged> {
    await this.contact.markHandled(admin, id);
    return { acknowledged: true };
  }
}
