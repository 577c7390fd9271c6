import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MinLength } from 'class-validator';
import {
  CONTACT_EMAIL_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_MESSAGE_STATUSES,
  CONTACT_MESSAGES,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_TOPICS,
  type ContactMessageStatus,
  type ContactTopic,
  type CreateContactMessageRequest,
} from '@usedcars/contract/contact-messages';
import { PageQuery } from '../../common/page-query';
import { CleanName, IsEmailAddress, MaxChars, normaliseEmail, Omittable } from '../../common/validation';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

// class-validator runs a property's checks bottom-up and stops at the first failure: the basic check is last.
export class CreateContactMessageDto implements CreateContactMessageRequest {
  @ApiProperty({ maxLength: CONTACT_NAME_MAX_LENGTH, example: 'Rahim Uddin' })
  @CleanName()
  @MaxChars(CONTACT_NAME_MAX_LENGTH, { message: CONTACT_MESSAGES.nameLength })
  @IsNotEmpty({ message: CONTACT_MESSAGES.name })
  @IsString({ message: CONTACT_MESSAGES.name })
  name: string;

  @ApiPropertyOptional({
    maxLength: CONTACT_EMAIL_MAX_LENGTH,
    description: "Where to reply; left out (or the account's own) when signed in",
  })
  @Omittable()
  @Transform(normaliseEmail)
  @MaxChars(CONTACT_EMAIL_MAX_LENGTH, { message: CONTACT_MESSAGES.email })
  @IsEmailAddress({ message: CONTACT_MESSAGES.email })
  @IsString({ message: CONTACT_MESSAGES.email })
  email?: string;

  @ApiProperty({ enum: CONTACT_TOPICS })
  @IsIn(CONTACT_TOPICS, { message: CONTACT_MESSAGES.topic })
  topic: ContactTopic;

  @ApiProperty({ minLength: CONTACT_MESSAGE_MIN_LENGTH, maxLength: CONTACT_MESSAGE_MAX_LENGTH })
  @Transform(trim)
  @MaxChars(CONTACT_MESSAGE_MAX_LENGTH, { message: CONTACT_MESSAGES.message })
  @MinLength(CONTACT_MESSAGE_MIN_LENGTH, { message: CONTACT_MESSAGES.message })
  @IsString({ message: CONTACT_MESSAGES.message })
  message: string;
}

export class ContactMessageListQuery extends PageQuery {
  @ApiPropertyOptional({ enum: CONTACT_MESSAGE_STATUSES, default: 'open' })
  @IsOptional()
  @IsIn(CONTACT_MESSAGE_STATUSES, {
    message: `status must be one of ${CONTACT_MESSAGE_STATUSES.join(', ')}`,
  })
  status?: ContactMessageStatus;
}
