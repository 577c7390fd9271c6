import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, ValidateBy } from 'class-validator';
import { MaxChars } from '../../common/validation';
import { CATALOGUE_NAME_MAX_CHARS, catalogueNameMessages, catalogueNameProblem } from '../catalog-key';
import type { CreateBrandRequest, CreateCategoryRequest } from '@usedcars/shared-ui/api/types';
import { CATALOGUE_MESSAGES } from '../../common/contract-constants';
import { OWN_MEDIA_URL } from '../../users/dto/users.dto';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** A name that leads to a working page and whose value fits its column (catalogueNameProblem says why not). */
function CatalogueName(kind: 'Category' | 'Brand'): PropertyDecorator {
  return ValidateBy({
    name: 'catalogueName',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && catalogueNameProblem(value, kind) === null,
      defaultMessage: (args) =>
        (typeof args?.value === 'string' && catalogueNameProblem(args.value, kind)) || '',
    },
  });
}

// The original clients send `value` and `date`: accepted and ignored, the server derives its own.
export class CreateCategoryDto implements CreateCategoryRequest {
  @ApiProperty({ example: 'Sports Car' })
  @Transform(trim)
  @CatalogueName('Category')
  @MaxChars(CATALOGUE_NAME_MAX_CHARS, { message: catalogueNameMessages('Category').tooLong })
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
  @CatalogueName('Brand')
  @MaxChars(CATALOGUE_NAME_MAX_CHARS, { message: catalogueNameMessages('Brand').tooLong })
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
