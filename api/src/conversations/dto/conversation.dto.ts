import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, IsUUID } from 'class-validator';
import {
  CONVERSATION_MESSAGES,
  CONVERSATION_REPORT_ADMIN_MESSAGES,
  CONVERSATION_REPORT_MESSAGES,
} from '@usedcars/contract/conversation-messages';
import { MaxChars } from '../../common/validation';
import {
  CONVERSATION_REPORT_ACTIONS,
  CONVERSATION_REPORT_DETAILS_MAX_LENGTH,
  CONVERSATION_REPORT_STATUSES,
  type ConversationReportAction,
  type ConversationReportStatus,
  type ResolveConversationReportRequest,
  CONVERSATION_REPORT_REASONS,
  type ConversationReportReason,
  MESSAGE_TEXT_MAX_LENGTH,
  type ReportConversationRequest,
  type SendMessageRequest,
  type StartConversationRequest,
} from '@usedcars/contract/types';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

export class SendMessageDto implements SendMessageRequest {
  @ApiProperty({ minLength: 1, maxLength: MESSAGE_TEXT_MAX_LENGTH })
  @Transform(trim)
  @MaxChars(MESSAGE_TEXT_MAX_LENGTH, { message: CONVERSATION_MESSAGES.text })
  @IsNotEmpty({ message: CONVERSATION_MESSAGES.text })
  @IsString({ message: CONVERSATION_MESSAGES.text })
  text: string;
}

export class StartConversationDto extends SendMessageDto implements StartConversationRequest {
  @ApiProperty({ description: 'The car the message is about' })
  @MaxChars(36, { message: CONVERSATION_MESSAGES.product })
  @IsNotEmpty({ message: CONVERSATION_MESSAGES.product })
  @IsString({ message: CONVERSATION_MESSAGES.product })
  productID: string;
}

export class ThreadQuery {
  @ApiPropertyOptional({
    description: 'nextBefore of the page read before: the messages older than this one',
  })
  @IsOptional()
  @IsUUID('all', { message: 'before must be a message id' })
  before?: string;
}

export class ReportConversationDto implements ReportConversationRequest {
  @ApiProperty({ enum: CONVERSATION_REPORT_REASONS })
  @IsIn(CONVERSATION_REPORT_REASONS, { message: CONVERSATION_REPORT_MESSAGES.reason })
  reason: ConversationReportReason;

  @ApiPropertyOptional({
    maxLength: CONVERSATION_REPORT_DETAILS_MAX_LENGTH,
    description: 'What happened, for the admins only; left out or empty when the reason says it all',
  })
  @Transform(trim)
  @MaxChars(CONVERSATION_REPORT_DETAILS_MAX_LENGTH, { message: CONVERSATION_REPORT_MESSAGES.detailsLength })
  @IsString({ message: CONVERSATION_REPORT_MESSAGES.detailsLength })
  @IsOptional()
  details?: string;
}

export class ConversationReportListQuery {
  @ApiPropertyOptional({ enum: CONVERSATION_REPORT_STATUSES, default: 'open' })
  @IsOptional()
  @IsIn(CONVERSATION_REPORT_STATUSES, {
    message: `status must be one of ${CONVERSATION_REPORT_STATUSES.join(', ')}`,
  })
  status?: ConversationReportStatus;
}

export class ResolveConversationReportDto implements ResolveConversationReportRequest {
  @ApiProperty({ enum: CONVERSATION_REPORT_ACTIONS })
  @IsIn(CONVERSATION_REPORT_ACTIONS, { message: CONVERSATION_REPORT_ADMIN_MESSAGES.action })
  action: ConversationReportAction;
}
