import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, Matches, ValidateBy } from 'class-validator';
import { CleanName, MaxChars } from '../../common/validation';
import {
  CATALOG_MESSAGES,
  CATALOG_NAME_MAX_CHARS,
  catalogNameMessages,
  catalogNameProblem,
} from '@usedcars/contract/messages';
import type {
  CreateBrandRequest,
  CreateCategoryRequest,
  RenameBrandRequest,
  RenameCategoryRequest,
} from '@usedcars/contract/types';
import { OWN_MEDIA_URL } from '../../users';

/** A name that leads to a working page and whose value fits its column (catalogNameProblem says why not). */
function CatalogName(kind: 'Category' | 'Brand'): PropertyDecorator {
  return ValidateBy({
    name: 'catalogName',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && catalogNameProblem(value, kind) === null,
      defaultMessage: (args) =>
        (typeof args?.value === 'string' && catalogNameProblem(args.value, kind)) || '',
    },
  });
}

/** A category's or brand's name, new or renamed: the checks registered in the order they run, text first. */
function CatalogNameField(kind: 'Category' | 'Brand', required: string): PropertyDecorator {
  return (target, key) => {
    IsString({ message: required })(target, key);
    IsNotEmpty({ message: required })(target, key);
    MaxChars(CATALOG_NAME_MAX_CHARS, { message: catalogNameMessages(kind).tooLong })(target, key);
    CatalogName(kind)(target, key);
    CleanName()(target, key);
  };
}

/**
 * The original clients send `value` and `date` with a new category or brand: accepted and ignored, the server
 * derives its own. One rule for both DTOs.
 */
abstract class IgnoredValueAndDate {
  @ApiPropertyOptional({ description: 'Ignored: derived from the name' })
  @IsOptional()
  @IsString({ message: 'value must be text' })
  value?: string;

  @ApiPropertyOptional({ description: 'Ignored: set by the server' })
  @IsOptional()
  @IsString({ message: 'date must be text' })
  date?: string;
}

export class CreateCategoryDto extends IgnoredValueAndDate implements CreateCategoryRequest {
  @ApiProperty({ example: 'Sports Car' })
  @CatalogNameField('Category', CATALOG_MESSAGES.categoryName)
  category: string;

  @ApiProperty({ description: 'data.url or data.thumbUrl answered by POST /images' })
  @Matches(OWN_MEDIA_URL, { message: CATALOG_MESSAGES.categoryThumbnail })
  @IsString({ message: CATALOG_MESSAGES.categoryThumbnail })
  thumbnail: string;
}

export class CreateBrandDto extends IgnoredValueAndDate implements CreateBrandRequest {
  @ApiProperty({ example: 'Toyota' })
  @CatalogNameField('Brand', CATALOG_MESSAGES.brandName)
  brandName: string;
}

export class RenameCategoryDto implements RenameCategoryRequest {
  @ApiProperty({ example: 'Sports Cars', description: 'The new name; the value stays' })
  @CatalogNameField('Category', CATALOG_MESSAGES.categoryName)
  category: string;
}

export class RenameBrandDto implements RenameBrandRequest {
  @ApiProperty({ example: 'Toyota', description: 'The new name; the value stays' })
  @CatalogNameField('Brand', CATALOG_MESSAGES.brandName)
  brandName: string;
}
