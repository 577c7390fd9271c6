import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MaxDecimals } from '../../common/validation';
import {
  type Condition,
  CONDITIONS,
  LISTING_STATUSES,
  type ListingStatus,
  type Location,
  LOCATIONS,
  PRODUCT_SORTS,
  type ProductSearchQuery,
  type ProductSort,
} from '@usedcars/contract/types';
import { PageQuery } from '../../common/page-query';
import { MAX_PRICE_DOLLARS } from './product-write.dto';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);
const YEAR_MESSAGE = (field: string) => `${field} must be a year between 1900 and 2100`;
const PRICE_MESSAGE = (field: string) =>
  `${field} must be a number of dollars between 0 and ${MAX_PRICE_DOLLARS}, with at most two decimals`;

function Year(field: string): PropertyDecorator {
  return (target, key) => {
    // Registered in the order they run: the basic check first.
    IsOptional()(target, key);
    Type(() => Number)(target, key);
    IsInt({ message: YEAR_MESSAGE(field) })(target, key);
    Min(1900, { message: YEAR_MESSAGE(field) })(target, key);
    Max(2100, { message: YEAR_MESSAGE(field) })(target, key);
  };
}

function Price(field: string): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    Type(() => Number)(target, key);
    MaxDecimals(2, { message: PRICE_MESSAGE(field) })(target, key);
    Min(0, { message: PRICE_MESSAGE(field) })(target, key);
    Max(MAX_PRICE_DOLLARS, { message: PRICE_MESSAGE(field) })(target, key);
  };
}

export class ProductSearchQueryDto extends PageQuery implements ProductSearchQuery {
  @ApiPropertyOptional({ description: 'Text over name, brand, category and description' })
  @IsOptional()
  @Transform(trim)
  @MaxLength(100, { message: 'q must be at most 100 characters' })
  @IsString({ message: 'q must be text' })
  q?: string;

  @ApiPropertyOptional({ description: 'Category value' })
  @IsOptional()
  @MaxLength(60, { message: 'category must be a category value of at most 60 characters' })
  @IsString({ message: 'category must be a category value' })
  category?: string;

  @ApiPropertyOptional({ description: 'Brand value' })
  @IsOptional()
  @MaxLength(60, { message: 'brand must be a brand value of at most 60 characters' })
  @IsString({ message: 'brand must be a brand value' })
  brand?: string;

  @ApiPropertyOptional({ enum: CONDITIONS })
  @IsOptional()
  @IsIn(CONDITIONS, { message: `condition must be one of ${CONDITIONS.join(', ')}` })
  condition?: Condition;

  @ApiPropertyOptional({ enum: LOCATIONS })
  @IsOptional()
  @IsIn(LOCATIONS, { message: `location must be one of ${LOCATIONS.join(', ')}` })
  location?: Location;

  @ApiPropertyOptional({ description: 'Dollars' })
  @Price('minPrice')
  minPrice?: number;

  @ApiPropertyOptional({ description: 'Dollars' })
  @Price('maxPrice')
  maxPrice?: number;

  @ApiPropertyOptional({ description: 'Purchase year, e.g. 2018' })
  @Year('minYear')
  minYear?: number;

  @ApiPropertyOptional({ description: 'Purchase year, e.g. 2018' })
  @Year('maxYear')
  maxYear?: number;

  @ApiPropertyOptional({ enum: PRODUCT_SORTS, default: 'newest' })
  @IsOptional()
  @IsIn(PRODUCT_SORTS, { message: `sort must be one of ${PRODUCT_SORTS.join(', ')}` })
  sort?: ProductSort;
}

export class AdminProductQueryDto extends PageQuery {
  @ApiPropertyOptional({ description: 'Text over name, brand, category, description and the seller' })
  @IsOptional()
  @Transform(trim)
  @MaxLength(100, { message: 'q must be at most 100 characters' })
  @IsString({ message: 'q must be text' })
  q?: string;

  @ApiPropertyOptional({ enum: LISTING_STATUSES })
  @IsOptional()
  @IsIn(LISTING_STATUSES, { message: `status must be one of ${LISTING_STATUSES.join(', ')}` })
  status?: ListingStatus;
}
