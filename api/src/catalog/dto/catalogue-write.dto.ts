import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches } from 'class-validator';
import { MaxChars } from '../../common/validation';
import type { CreateBrandRequest, CreateCategoryRequest } from '@usedcars/shared-ui/api/types';
import { CATALOGUE_MESSAGES } from '../../common/contract-constants';
import { OWN_MEDIA_URL } from '../../users/dto/users.dto';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);
const NAME_LENGTH = (what: string) => `${what} name must be at most 60 characters.`;

// The spec's clients send `value` and `date`: accepted and ignored, the server derives its own.
export class CreateCategoryDto implements CreateCategoryRequest {
  @ApiProperty({ example: 'Sports Car' })
  @Transform(trim)
  @MaxChars(60, { message: NAME_LENGTH('Category') })
  @IsNotEmpty({ message: CATALOGUE_MESSAGES.categoryName })
  @IsString({ message: CATALOGUE_MESSAGES.categoryName })
  category: string;

  @ApiProperty({ description: 'data.url or data.thumbUrl answered by POST /images' })
  @Matches(OWN_MEDIA_URL, { message: CATALOGUE_MESSAGES.categoryThumbnail })
  @IsString({ message: CATALOGUE_MESSAGES.categoryThumbnail })
  thumbnail: string;

  @ApiPropertyOptional({ description: 'Ignored: derived from the name' })
  @IsOptional()
  @IsString({ message: 'value must be text' })
  value?: string;

  @ApiPropertyOptional({ description: 'Ignored: set by the server' })
  @IsOptional()
  @IsString({ message: 'date must be text' })
  date?: string;
}

export class CreateBrandDto implements CreateBrandRequest {
  @ApiProperty({ example: 'Toyota' })
  @Transform(trim)
  @MaxChars(60, { message: NAME_LENGTH('Brand') })
  @IsNotEmpty({ message: CATALOGUE_MESSAGES.brandName })
  @IsString({ message: CATALOGUE_MESSAGES.brandName })
  brandName: string;

  @ApiPropertyOptional({ description: 'Ignored: derived from the name' })
  @IsOptional()
  @IsString({ message: 'value must be text' })
  value?: string;

  @ApiPropertyOptional({ description: 'Ignored: set by the server' })
  @IsOptional()
  @IsString({ message: 'date must be text' })
  date?: string;
}
