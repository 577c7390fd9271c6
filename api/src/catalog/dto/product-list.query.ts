import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { MaxDecimals } from '../../common/validation';
import {
  ADMIN_LISTING_FILTERS,
  type AdminListingFilter,
  type Condition,
  CONDITIONS,
  type Fuel,
  FUELS,
  type Location,
  LOCATIONS,
  PRODUCT_SORTS,
  type ProductSearchQuery,
  type ProductSort,
  type Transmission,
  TRANSMISSIONS,
  VEHICLE_LIMITS,
} from '@usedcars/contract/types';
import type { MissingSearchFilters } from '@usedcars/contract/search-filters';
import { PageQuery } from '../../common/page-query';
import { MAX_PRICE_DOLLARS } from './product-write.dto';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);
const YEAR_MESSAGE = (field: string) => `${field} must be a year between 1900 and 2100`;
const PRICE_MESSAGE = (field: string) =>
  `${field} must be a number of dollars between 0 and ${MAX_PRICE_DOLLARS}, with at most two decimals`;
const MILEAGE_MESSAGE = (field: string) =>
  `${field} must be a whole number of kilometres between 0 and ${VEHICLE_LIMITS.mileageMaxKm}`;
const FUEL_MESSAGE = `fuel must be one or more of ${FUELS.join(', ')}, separated by commas`;
const MODEL_MESSAGE = `model must be a model name of at most ${VEHICLE_LIMITS.modelMaxLength} characters`;

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

function Mileage(field: string): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    Type(() => Number)(target, key);
    IsInt({ message: MILEAGE_MESSAGE(field) })(target, key);
    Min(0, { message: MILEAGE_MESSAGE(field) })(target, key);
    Max(VEHICLE_LIMITS.mileageMaxKm, { message: MILEAGE_MESSAGE(field) })(target, key);
  };
}

/**
 * `fuel=Petrol,Hybrid` (or the parameter repeated) as a list, each fuel once in FUELS order, so that equal
 * filters share one cached page; empty names are skipped, none at all means no filter. Anything else is left for
 * IsIn to refuse.
 */
function fuelList({ value }: { value: unknown }): unknown {
  const parts = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(parts) || !parts.every((part) => typeof part === 'string')) return value;
  const named = parts.flatMap((part: string) => part.split(',').map((fuel) => fuel.trim()));
  const fuels = [...new Set(named.filter((fuel) => fuel !== ''))];
  if (fuels.length === 0) return undefined;
  const rank = (fuel: string) => {
    const index = FUELS.indexOf(fuel as Fuel);
    return index === -1 ? FUELS.length : index;
  };
  return fuels.sort((a, b) => rank(a) - rank(b));
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

  @ApiPropertyOptional({ description: 'Kilometres' })
  @Mileage('minMileage')
  minMileage?: number;

  @ApiPropertyOptional({ description: 'Kilometres' })
  @Mileage('maxMileage')
  maxMileage?: number;

  @ApiPropertyOptional({
    description: `Comma-separated, any of ${FUELS.join(', ')}`,
    example: 'Petrol,Hybrid',
  })
  @IsOptional()
  @Transform(fuelList)
  @IsIn(FUELS, { each: true, message: FUEL_MESSAGE })
  fuel?: Fuel[];

  @ApiPropertyOptional({ enum: TRANSMISSIONS })
  @IsOptional()
  @IsIn(TRANSMISSIONS, { message: `transmission must be one of ${TRANSMISSIONS.join(', ')}` })
  transmission?: Transmission;

  @ApiPropertyOptional({ description: 'Exact model name, case-insensitive (within the brand when given)' })
  @IsOptional()
  @Transform(trim)
  @MaxLength(VEHICLE_LIMITS.modelMaxLength, { message: MODEL_MESSAGE })
  @IsString({ message: MODEL_MESSAGE })
  model?: string;

  @ApiPropertyOptional({ enum: PRODUCT_SORTS, default: 'newest' })
  @IsOptional()
  @IsIn(PRODUCT_SORTS, { message: `sort must be one of ${PRODUCT_SORTS.join(', ')}` })
  sort?: ProductSort;
}

// Every filter of the contract's table (SEARCH_FILTERS) is a property above, checked by its rule: one added to the
// table and not here fails to compile, naming it. (`implements ProductSearchQuery` alone lets an optional one be
// left out.)
const _everyFilterChecked: Record<MissingSearchFilters<keyof ProductSearchQueryDto>, never> = {};

const BRAND_MESSAGE = 'brand must be a brand value of at most 60 characters';

export class ModelListQueryDto {
  @ApiProperty({ description: 'Brand value' })
  @Transform(trim)
  @MaxLength(60, { message: BRAND_MESSAGE })
  @IsNotEmpty({ message: BRAND_MESSAGE })
  @IsString({ message: BRAND_MESSAGE })
  brand: string;
}

export class AdminProductQueryDto extends PageQuery {
  @ApiPropertyOptional({ description: 'Text over name, brand, category, description and the seller' })
  @IsOptional()
  @Transform(trim)
  @MaxLength(100, { message: 'q must be at most 100 characters' })
  @IsString({ message: 'q must be text' })
  q?: string;

  @ApiPropertyOptional({ enum: ADMIN_LISTING_FILTERS })
  @IsOptional()
  @IsIn(ADMIN_LISTING_FILTERS, { message: `status must be one of ${ADMIN_LISTING_FILTERS.join(', ')}` })
  status?: AdminListingFilter;
}

/** GET /products/sitemap: the page after the car `after` (the previous page's `next`), the first without it. */
export class SitemapQueryDto {
  @ApiPropertyOptional({ description: "The previous page's `next`: the cars after this id" })
  @IsOptional()
  @IsUUID('all', { message: 'after must be the id of a listing' })
  after?: string;
}
