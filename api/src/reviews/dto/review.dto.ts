import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, Max, Min, MinLength } from 'class-validator';
import {
  type AnswerReviewRequest,
  type CreateReviewRequest,
  type HideReviewRequest,
  REVIEW_ANSWER_MAX_LENGTH,
  REVIEW_ANSWER_MIN_LENGTH,
  REVIEW_HIDE_REASON_MAX_LENGTH,
  REVIEW_MESSAGES,
  REVIEW_STARS_MAX,
  REVIEW_STARS_MIN,
  REVIEW_STATUSES,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TEXT_MIN_LENGTH,
  type ReviewStatus,
} from '@usedcars/contract/reviews';
import { PageQuery } from '../../common/page-query';
import { MaxChars } from '../../common/validation';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

// class-validator runs a property's checks bottom-up and stops at the first failure: the basic check is last.
export class CreateReviewDto implements CreateReviewRequest {
  @ApiProperty({ description: 'One of the caller’s completed orders' })
  @IsUUID('all', { message: REVIEW_MESSAGES.orderId })
  @IsString({ message: REVIEW_MESSAGES.orderId })
  orderId: string;

  @ApiProperty({ minimum: REVIEW_STARS_MIN, maximum: REVIEW_STARS_MAX, example: 5 })
  @Max(REVIEW_STARS_MAX, { message: REVIEW_MESSAGES.stars })
  @Min(REVIEW_STARS_MIN, { message: REVIEW_MESSAGES.stars })
  @IsInt({ message: REVIEW_MESSAGES.stars })
  stars: number;

  @ApiProperty({ minLength: REVIEW_TEXT_MIN_LENGTH, maxLength: REVIEW_TEXT_MAX_LENGTH })
  @Transform(trim)
  @MaxChars(REVIEW_TEXT_MAX_LENGTH, { message: REVIEW_MESSAGES.text })
  @MinLength(REVIEW_TEXT_MIN_LENGTH, { message: REVIEW_MESSAGES.text })
  @IsString({ message: REVIEW_MESSAGES.text })
  text: string;
}

export class AnswerReviewDto implements AnswerReviewRequest {
  @ApiProperty({ minLength: REVIEW_ANSWER_MIN_LENGTH, maxLength: REVIEW_ANSWER_MAX_LENGTH })
  @Transform(trim)
  @MaxChars(REVIEW_ANSWER_MAX_LENGTH, { message: REVIEW_MESSAGES.answer })
  @MinLength(REVIEW_ANSWER_MIN_LENGTH, { message: REVIEW_MESSAGES.answer })
  @IsString({ message: REVIEW_MESSAGES.answer })
  text: string;
}

export class HideReviewDto implements HideReviewRequest {
  @ApiProperty({ maxLength: REVIEW_HIDE_REASON_MAX_LENGTH })
  @Transform(trim)
  @MaxChars(REVIEW_HIDE_REASON_MAX_LENGTH, { message: REVIEW_MESSAGES.reason })
  @IsNotEmpty({ message: REVIEW_MESSAGES.reason })
  @IsString({ message: REVIEW_MESSAGES.reason })
  reason: string;
}

export class AdminReviewListQuery extends PageQuery {
  @ApiPropertyOptional({ enum: REVIEW_STATUSES, default: 'visible' })
  @IsOptional()
  @IsIn(REVIEW_STATUSES, { message: `status must be one of ${REVIEW_STATUSES.join(', ')}` })
  status?: ReviewStatus;
}
