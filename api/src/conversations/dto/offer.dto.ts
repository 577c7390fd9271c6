import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNumber, IsOptional, Max, Min } from 'class-validator';
import { OFFER_MESSAGES } from '@usedcars/contract/conversation-messages';
import {
  type AnswerOfferRequest,
  type MakeOfferRequest,
  OFFER_ACTIONS,
  type OfferAction,
} from '@usedcars/contract/types';
import { MaxDecimals } from '../../common/validation';

/** Far above any car's price, and within the cents column. */
const MAX_OFFER_DOLLARS = 10_000_000;

/** A price in dollars, whole cents, more than 0 (the asking price is checked by the service). */
function OfferAmount(): PropertyDecorator {
  return (target, key) => {
    // Registered in the order they run: the basic check first.
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: OFFER_MESSAGES.amount })(target, key);
    MaxDecimals(2, { message: OFFER_MESSAGES.amount })(target, key);
    Min(0.01, { message: OFFER_MESSAGES.amount })(target, key);
    Max(MAX_OFFER_DOLLARS, { message: OFFER_MESSAGES.aboveAsking })(target, key);
  };
}

export class MakeOfferDto implements MakeOfferRequest {
  @ApiProperty({ description: 'Dollars, whole cents, at most the asking price', example: 12500 })
  @OfferAmount()
  amount: number;
}

export class AnswerOfferDto implements AnswerOfferRequest {
  @ApiProperty({ enum: OFFER_ACTIONS })
  @IsIn(OFFER_ACTIONS, { message: OFFER_MESSAGES.action })
  action: OfferAction;

  @ApiPropertyOptional({ description: 'The counter-offer, in dollars (counter only)' })
  @OfferAmount()
  @IsOptional()
  amount?: number;
}
