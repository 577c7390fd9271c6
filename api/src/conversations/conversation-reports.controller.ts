import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Acknowledged, ConversationReportItem } from '@usedcars/contract/types';
import { CurrentUser, Roles } from '../common/auth-decorators';
import type { User } from '../users';
import { ConversationReportsService } from './conversation-reports.service';
import { serializeReportUnderReview } from './conversation.serializers';
import { ConversationReportListQuery, ResolveConversationReportDto } from './dto/conversation.dto';

/** The admins' review of reported conversations. The acting admin is the token's account, re-read as stored. */
@ApiTags('conversations')
@ApiBearerAuth()
@Roles('Admin')
@Controller('conversation-reports')
export class ConversationReportsController {
  constructor(private readonly reports: ConversationReportsService) {}

  @Get()
  @ApiOkResponse({
    description:
      'ConversationReportItem[]: the latest open (or handled) reports, newest first, with both parties, their report counts and the latest messages',
  })
  async list(@Query() query: ConversationReportListQuery): Promise<ConversationReportItem[]> {
    return (await this.reports.list(query.status ?? 'open')).map(serializeReportUnderReview);
  }

  @Patch(':id')
  @ApiOkResponse({ description: 'Acknowledged: the report is closed and the action done' })
  @ApiForbiddenResponse({ description: 'The reported account is an admin' })
  @ApiNotFoundResponse({ description: 'Unknown report' })
  @ApiConflictResponse({
    description: 'Another admin handled the report first, or the account was deleted or suspended meanwhile',
  })
  async resolve(
    @CurrentUser() admin: User,
    @Param('id') id: string,
    @Body() dto: ResolveConversationReportDto,
  ): Promise<Acknowledged> {
    await this.reports.resolve(admin, id, dto.action);
    return { acknowledged: true };
  }
}
