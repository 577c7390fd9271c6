import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsNotEmpty, IsObject, IsString } from 'class-validator';
import { SAVED_SEARCH_NAME_MAX_LENGTH, type SavedSearchQuery } from '@usedcars/contract/types';
import { ALERT_MESSAGES } from '@usedcars/contract/alerts-messages';
import { CleanName, MaxChars, Omittable } from '../../common/validation';

export class CreateSavedSearchDto {
  @ApiProperty({ maxLength: SAVED_SEARCH_NAME_MAX_LENGTH })
  @CleanName()
  @MaxChars(SAVED_SEARCH_NAME_MAX_LENGTH, { message: ALERT_MESSAGES.name })
  @IsNotEmpty({ message: ALERT_MESSAGES.name })
  @IsString({ message: ALERT_MESSAGES.name })
  name: string;

  @ApiProperty({ description: 'The /cars filters, as GET /products takes them', type: Object })
  @IsObject({ message: ALERT_MESSAGES.query })
  @IsDefined({ message: ALERT_MESSAGES.query })
  query: SavedSearchQuery;

  @ApiPropertyOptional({ default: true })
  @Omittable()
  @IsBoolean({ message: ALERT_MESSAGES.emailAlerts })
  emailAlerts?: boolean;
}

export class UpdateSavedSearchDto {
  @ApiPropertyOptional({ maxLength: SAVED_SEARCH_NAME_MAX_LENGTH })
  @Omittable()
  @CleanName()
  @MaxChars(SAVED_SEARCH_NAME_MAX_LENGTH, { message: ALERT_MESSAGES.name })
  @IsNotEmpty({ message: ALERT_MESSAGES.name })
  @IsString({ message: ALERT_MESSAGES.name })
  name?: string;

  @ApiPropertyOptional()
  @Omittable()
  @IsBoolean({ message: ALERT_MESSAGES.emailAlerts })
  emailAlerts?: boolean;
}
