import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { ConversationReportItem } from '@usedcars/contract/types';
import { Roles } from '../common/auth-decorators';
import { ConversationsService } from './conversations.service';

/** The admins' view of reported conversations. */
@ApiTags('conversations')
@ApiBearerAuth()
@Controller('conversation-reports')
export class ConversationReportsController {
  constructor(private readonly conversations: ConversationsService) {}

  @Get()
  @Roles('Admin')
  @ApiOkResponse({
    description: 'ConversationReportItem[]: the latest reports, newest first, with the latest messages',
  })
  async list(): Promise<ConversationReportItem[]> {
    return (await this.conversations.listReports()).map(({ report, messages }) => {
      const { conversation, reporter } = report;
      const reported = conversation.buyerId === reporter.id ? conversation.seller : conversation.buyer;
      return {
        _id: report.id,
        conversationId: conversation.id,
        reason: report.reason,
        date: report.createdAt.toISOString(),
        product: { _id: conversation.product.id, name: conversation.product.name },
        reporter: { displayName: reporter.displayName, email: reporter.email },
        reported: { displayName: reported.displayName, email: reported.email },
        messages: messages.map((message) => ({
          _id: message.id,
          text: message.text,
          date: message.createdAt.toISOString(),
          fromReporter: message.senderId === reporter.id,
        })),
      };
    });
  }
}
