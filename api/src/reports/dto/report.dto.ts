import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, ValidateIf } from 'class-validator';
import { MaxChars } from '../../common/validation';
import {
  type CreateReportRequest,
  REPORT_ACTIONS,
  REPORT_NOTE_MAX_LENGTH,
  REPORT_REASONS,
  type ReportAction,
  type ReportReason,
  type ResolveReportsRequest,
  TAKEDOWN_REASON_MAX_LENGTH,
} from '@usedcars/contract/types';
import { REPORT_MESSAGES } from '@usedcars/contract/messages';
import { PageQuery } from '../../common/page-query';
import { TAKEDOWN_REASON_MESSAGE } from '../../catalog';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

export const REPORT_FIELD_MESSAGES = {
  productID: 'Select a listing to report.',
  noteLength: `The note must be at most ${REPORT_NOTE_MAX_LENGTH} characters.`,
  action: `action must be one of ${REPORT_ACTIONS.join(', ')}`,
} as const;

// class-validator runs a property's checks bottom-up and stops at the first failure: the basic check is last.
export class CreateReportDto implements CreateReportRequest {
  @ApiProperty({ description: 'The listing to report' })
  @MaxChars(36, { message: REPORT_FIELD_MESSAGES.productID })
  @IsNotEmpty({ message: REPORT_FIELD_MESSAGES.productID })
  @IsString({ message: REPORT_FIELD_MESSAGES.productID })
  productID: string;

  @ApiProperty({ enum: REPORT_REASONS })
  @IsIn(REPORT_REASONS, { message: REPORT_MESSAGES.reason })
  reason: ReportReason;

  @ApiPropertyOptional({
    maxLength: REPORT_NOTE_MAX_LENGTH,
    description: "Required when the reason is 'other'",
  })
  @Transform(trim)
  @MaxChars(REPORT_NOTE_MAX_LENGTH, { message: REPORT_FIELD_MESSAGES.noteLength })
  @IsNotEmpty({ message: REPORT_MESSAGES.note })
  @IsString({ message: REPORT_MESSAGES.note })
  @ValidateIf((dto: CreateReportDto) => dto.reason === 'other' || (dto.note !== undefined && dto.note !== ''))
  note?: string;
}

export class ResolveReportsDto implements ResolveReportsRequest {
  @ApiProperty({ enum: REPORT_ACTIONS })
  @IsIn(REPORT_ACTIONS, { message: REPORT_FIELD_MESSAGES.action })
  action: ReportAction;

  @ApiPropertyOptional({
    maxLength: TAKEDOWN_REASON_MAX_LENGTH,
    description: 'Required to take the listing down: its seller sees it',
  })
  @Transform(trim)
  @MaxChars(TAKEDOWN_REASON_MAX_LENGTH, { message: TAKEDOWN_REASON_MESSAGE })
  @IsNotEmpty({ message: REPORT_MESSAGES.takedownReason })
  @IsString({ message: REPORT_MESSAGES.takedownReason })
  @ValidateIf((dto: ResolveReportsDto) => dto.action === 'takedown' || dto.reason !== undefined)
  reason?: string;
}

export class ReportListQuery extends PageQuery {}
