import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString } from 'class-validator';
import {
  type AnswerDisputeRequest,
  DEAL_MESSAGES,
  type DecideDisputeRequest,
  DISPUTE_REASONS,
  DISPUTE_TEXT_MAX_LENGTH,
  type DisputeParty,
  type DisputeReason,
  type OpenDisputeRequest,
} from '@usedcars/contract/deals';
import { MaxChars } from '../../common/validation';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

// class-validator runs a property's checks bottom-up and stops at the first failure: the basic check is last.
export class OpenDisputeDto implements OpenDisputeRequest {
  @ApiProperty({ enum: DISPUTE_REASONS })
  @IsIn(DISPUTE_REASONS, { message: DEAL_MESSAGES.disputeReasonForBuyer })
  reason: DisputeReason;

  @ApiProperty({ maxLength: DISPUTE_TEXT_MAX_LENGTH })
  @Transform(trim)
  @MaxChars(DISPUTE_TEXT_MAX_LENGTH, { message: DEAL_MESSAGES.disputeMessage })
  @IsNotEmpty({ message: DEAL_MESSAGES.disputeMessage })
  @IsString({ message: DEAL_MESSAGES.disputeMessage })
  message: string;
}

export class AnswerDisputeDto implements AnswerDisputeRequest {
  @ApiProperty({ maxLength: DISPUTE_TEXT_MAX_LENGTH })
  @Transform(trim)
  @MaxChars(DISPUTE_TEXT_MAX_LENGTH, { message: DEAL_MESSAGES.disputeMessage })
  @IsNotEmpty({ message: DEAL_MESSAGES.disputeMessage })
  @IsString({ message: DEAL_MESSAGES.disputeMessage })
  message: string;
}

export const DECIDE_FOR: readonly DisputeParty[] = ['buyer', 'seller'];

export class DecideDisputeDto implements DecideDisputeRequest {
  @ApiProperty({ enum: DECIDE_FOR })
  @IsIn(DECIDE_FOR, { message: 'decideFor must be buyer or seller' })
  decideFor: DisputeParty;
}
