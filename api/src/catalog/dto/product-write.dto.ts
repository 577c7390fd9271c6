import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsString,
  Matches,
  Max,
  Min,
  ValidateIf,
  ValidateBy,
  type ValidationOptions,
} from 'class-validator';
import { CallerIdField, IgnoredTextField } from '../../common/caller-fields';
import { PhoneNumber } from '../../common/phone';
import { CleanName, MaxChars, MaxDecimals, Omittable } from '../../common/validation';
import {
  type Condition,
  CONDITIONS,
  type CreateProductRequest,
  type Fuel,
  FUELS,
  LISTING_PHOTO_LIMITS,
  type Location,
  LOCATIONS,
  type Transmission,
  TRANSMISSIONS,
  VEHICLE_LIMITS,
  VIN_PATTERN,
  MODEL_YEAR_EARLIEST,
  latestModelYear,
  type SetAdvertiseRequest,
  TAKEDOWN_REASON_MAX_LENGTH,
  type TakedownRequest,
  type UpdateProductRequest,
} from '@usedcars/contract/types';
import { ADD_PRODUCT_MESSAGES, PHOTO_MESSAGES, VEHICLE_MESSAGES } from '@usedcars/contract/messages';
import { cleanName } from '@usedcars/contract/names';
import { OWN_MEDIA_URL } from '../../users';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** The largest price we take, in dollars (the cents fit a 32-bit column with room to spare). */
export const MAX_PRICE_DOLLARS = 10_000_000;
/** No car on sale was bought before this month (the search's year filters start there too). */
export const EARLIEST_PURCHASE_MONTH = '1900-01';

export const PRODUCT_MESSAGES = {
  pricePositive: (label: string) => `${label} must be more than 0.`,
  priceDecimals: (label: string) => `${label} can have at most two decimals.`,
  priceMax: (label: string) => `${label} must be at most ${MAX_PRICE_DOLLARS}.`,
  purchaseYear: 'Select Year Of Purchase',
  purchaseYearFuture: 'Year of purchase cannot be in the future.',
  purchaseYearTooOld: `Year of purchase cannot be before ${EARLIEST_PURCHASE_MONTH.slice(0, 4)}.`,
  mobileInvalid: 'Enter a valid mobile number',
  imageNotOurs: 'Select Image',
  imageMissing: 'The image was not found. Please upload it again.',
  nameLength: 'Product name must be at most 120 characters.',
  descriptionLength: 'The description must be at most 5000 characters.',
} as const;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A full image POST /images answered (not its thumbnail or a smaller copy). */
export const OWN_FULL_IMAGE_URL =
  /^\/api\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

function NotBeforeEarliestMonth(options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'notBeforeEarliestMonth',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && value >= EARLIEST_PURCHASE_MONTH,
      },
    },
    options,
  );
}

/** The latest month anyone on Earth may call "now" (UTC+14), so a picker's default is never refused. */
export function latestMonth(now = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 7);
}

function NotFutureMonth(options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'notFutureMonth',
      validator: { validate: (value: unknown) => typeof value === 'string' && value <= latestMonth() },
    },
    options,
  );
}

/** A number sent as text ("25000", as a plain form field sends it) is read as that number; other text stays text. */
export const numberFromText = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;

/** An empty form field ("" or blanks) means the fact was not given. */
const blankAsMissing = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A fact left out or null (or blank, which its transform leaves out) is not given: unknown. Others are checked. */
const Given = () => ValidateIf((_dto: object, value: unknown) => value !== undefined && value !== null);

/**
 * An optional whole number within [min, max] (sent as a number or as its digits). A bound or message that moves with
 * the date (next year) is given as a function, read at each check.
 */
function WholeNumber(
  min: number,
  max: number | (() => number),
  range: string | (() => string),
): PropertyDecorator {
  const message = typeof range === 'string' ? range : () => range();
  return (target, key) => {
    Transform((params) => numberFromText({ value: blankAsMissing(params) }))(target, key);
    Given()(target, key);
    IsInt({ message })(target, key);
    Min(min, { message })(target, key);
    if (typeof max === 'number') Max(max, { message })(target, key);
    else
      ValidateBy(
        {
          name: 'max',
          validator: { validate: (value: unknown) => typeof value === 'number' && value <= max() },
        },
        { message },
      )(target, key);
  };
}

/** The model year is at most a year after the year of purchase (a maker sells next year's models from autumn). */
function NotAfterPurchase(options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'notAfterPurchase',
      validator: {
        validate: (value: unknown, args) => {
          const { purchaseYear } = args?.object as { purchaseYear?: unknown };
          // A purchase month that is refused has its own error; this rule waits for a valid one.
          if (
            typeof purchaseYear !== 'string' ||
            !MONTH.test(purchaseYear) ||
            purchaseYear < EARLIEST_PURCHASE_MONTH ||
            purchaseYear > latestMonth()
          )
            return true;
          return typeof value === 'number' && value <= Number(purchaseYear.slice(0, 4)) + 1;
        },
      },
    },
    options,
  );
}

/** An optional name (cleanName: one line) of at most `max` characters; blank means not given. */
function OptionalName(max: number, message: string, notText = message): PropertyDecorator {
  return (target, key) => {
    Transform(({ value }: { value: unknown }) =>
      blankAsMissing({ value: typeof value === 'string' ? cleanName(value) : value }),
    )(target, key);
    Given()(target, key);
    IsString({ message: notText })(target, key);
    MaxChars(max, { message })(target, key);
  };
}

/** Optional: one of `choices`, exactly as written; blank means not given. */
function OptionalChoice(choices: readonly string[], message: string): PropertyDecorator {
  return (target, key) => {
    Transform(blankAsMissing)(target, key);
    Given()(target, key);
    IsIn(choices, { message })(target, key);
  };
}

function Price(label: string, missing: string): PropertyDecorator {
  return (target, key) => {
    Transform(numberFromText)(target, key);
    // Registered in the order they run: the basic check first.
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: missing })(target, key);
    MaxDecimals(2, { message: PRODUCT_MESSAGES.priceDecimals(label) })(target, key);
    Min(0.01, { message: PRODUCT_MESSAGES.pricePositive(label) })(target, key);
    Max(MAX_PRICE_DOLLARS, { message: PRODUCT_MESSAGES.priceMax(label) })(target, key);
  };
}

// class-validator runs a property's checks bottom-up and stops at the first failure: the basic check is last.
export class CreateProductDto implements CreateProductRequest {
  @ApiProperty({ example: 'Toyota Corolla 2016' })
  @CleanName()
  @MaxChars(120, { message: PRODUCT_MESSAGES.nameLength })
  @IsNotEmpty({ message: ADD_PRODUCT_MESSAGES.product_name })
  @IsString({ message: ADD_PRODUCT_MESSAGES.product_name })
  product_name: string;

  @ApiProperty()
  @Transform(trim)
  @MaxChars(5000, { message: PRODUCT_MESSAGES.descriptionLength })
  @IsNotEmpty({ message: ADD_PRODUCT_MESSAGES.description })
  @IsString({ message: ADD_PRODUCT_MESSAGES.description })
  description: string;

  @ApiProperty({ description: 'Category value', example: 'suv' })
  @MaxChars(60, { message: ADD_PRODUCT_MESSAGES.category })
  @IsNotEmpty({ message: ADD_PRODUCT_MESSAGES.category })
  @IsString({ message: ADD_PRODUCT_MESSAGES.category })
  category: string;

  @ApiProperty({ description: 'Brand value', example: 'toyota' })
  @MaxChars(60, { message: ADD_PRODUCT_MESSAGES.brand })
  @IsNotEmpty({ message: ADD_PRODUCT_MESSAGES.brand })
  @IsString({ message: ADD_PRODUCT_MESSAGES.brand })
  brand: string;

  @ApiProperty({ enum: CONDITIONS })
  @IsIn(CONDITIONS, { message: ADD_PRODUCT_MESSAGES.condition })
  condition: Condition;

  @ApiProperty({ description: 'Dollars, at most two decimals', example: 25000 })
  @Price('Original price', ADD_PRODUCT_MESSAGES.originalPrice)
  originalPrice: number;

  @ApiProperty({ description: 'Dollars, at most two decimals', example: 18500.5 })
  @Price('Sell price', ADD_PRODUCT_MESSAGES.sellPrice)
  sellPrice: number;

  @ApiProperty({ enum: LOCATIONS })
  @IsIn(LOCATIONS, { message: ADD_PRODUCT_MESSAGES.location })
  location: Location;

  @ApiProperty({ description: 'YYYY-MM, not in the future', example: '2019-05' })
  @NotFutureMonth({ message: PRODUCT_MESSAGES.purchaseYearFuture })
  @NotBeforeEarliestMonth({ message: PRODUCT_MESSAGES.purchaseYearTooOld })
  @Matches(MONTH, { message: PRODUCT_MESSAGES.purchaseYear })
  @IsString({ message: PRODUCT_MESSAGES.purchaseYear })
  purchaseYear: string;

  @ApiProperty({ example: '+880 1711-000000' })
  // A number-typed field sends the digits as a number: read them as the text they are.
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? String(value) : trim({ value }),
  )
  @PhoneNumber({ message: PRODUCT_MESSAGES.mobileInvalid })
  @IsNotEmpty({ message: ADD_PRODUCT_MESSAGES.mobile })
  @IsString({ message: ADD_PRODUCT_MESSAGES.mobile })
  mobile: string;

  @ApiPropertyOptional({
    type: [String],
    minItems: LISTING_PHOTO_LIMITS.min,
    maxItems: LISTING_PHOTO_LIMITS.max,
    uniqueItems: true,
    description:
      'The photos in order, the first the cover: each a data.url answered by POST /images. Without it, `image` alone is the cover (on an edit the other photos stay).',
  })
  @Omittable()
  @ArrayUnique({ message: PHOTO_MESSAGES.duplicate })
  @Matches(OWN_FULL_IMAGE_URL, { each: true, message: PHOTO_MESSAGES.notOurs })
  @IsString({ each: true, message: PHOTO_MESSAGES.notOurs })
  @ArrayMaxSize(LISTING_PHOTO_LIMITS.max, { message: PHOTO_MESSAGES.tooMany })
  @ArrayMinSize(LISTING_PHOTO_LIMITS.min, { message: PHOTO_MESSAGES.none })
  @IsArray({ message: PHOTO_MESSAGES.none })
  images?: string[];

  @ApiPropertyOptional({
    description: 'data.url answered by POST /images: the cover; required without `images`, else images[0]',
  })
  @ValidateIf((dto: CreateProductDto, value: unknown) => value !== undefined || dto.images === undefined)
  @Matches(OWN_MEDIA_URL, { message: PRODUCT_MESSAGES.imageNotOurs })
  @IsString({ message: ADD_PRODUCT_MESSAGES.image })
  image?: string;

  @ApiPropertyOptional({
    description: 'data.thumbUrl answered by POST /images; when left out, the thumbnail stored with the image',
  })
  @Omittable()
  @Matches(OWN_MEDIA_URL, { message: PRODUCT_MESSAGES.imageNotOurs })
  @IsString({ message: ADD_PRODUCT_MESSAGES.image })
  thumbnail?: string;

  // The vehicle facts: the original clients' payload has none, so each may be left out (stored as unknown), but one
  // that is given must be valid. Our own form asks for model year, model, mileage, fuel and transmission.
  @ApiPropertyOptional({
    description: `Year of manufacture, ${MODEL_YEAR_EARLIEST} to next year, at most a year after purchaseYear`,
    example: 2015,
  })
  @NotAfterPurchase({ message: VEHICLE_MESSAGES.modelYearAfterPurchase })
  @WholeNumber(
    MODEL_YEAR_EARLIEST,
    () => latestModelYear(),
    () => VEHICLE_MESSAGES.modelYearRange(latestModelYear()),
  )
  modelYear?: number;

  @ApiPropertyOptional({ example: 'Corolla Axio' })
  @OptionalName(VEHICLE_LIMITS.modelMaxLength, VEHICLE_MESSAGES.modelLength, ADD_PRODUCT_MESSAGES.model)
  model?: string;

  @ApiPropertyOptional({ description: 'Kilometres on the odometer', example: 64000 })
  @WholeNumber(0, VEHICLE_LIMITS.mileageMaxKm, VEHICLE_MESSAGES.mileageRange)
  mileage?: number;

  @ApiPropertyOptional({ enum: FUELS })
  @OptionalChoice(FUELS, ADD_PRODUCT_MESSAGES.fuel)
  fuel?: Fuel;

  @ApiPropertyOptional({ enum: TRANSMISSIONS })
  @OptionalChoice(TRANSMISSIONS, ADD_PRODUCT_MESSAGES.transmission)
  transmission?: Transmission;

  @ApiPropertyOptional({ description: 'Previous owners', minimum: 0, maximum: VEHICLE_LIMITS.ownersMax })
  @WholeNumber(0, VEHICLE_LIMITS.ownersMax, VEHICLE_MESSAGES.ownersRange)
  owners?: number;

  @ApiPropertyOptional({ example: 'Pearl white' })
  @OptionalName(VEHICLE_LIMITS.colorMaxLength, VEHICLE_MESSAGES.colorLength)
  color?: string;

  @ApiPropertyOptional({ example: 1500 })
  @WholeNumber(VEHICLE_LIMITS.engineCcMin, VEHICLE_LIMITS.engineCcMax, VEHICLE_MESSAGES.engineCcRange)
  engineCc?: number;

  @ApiPropertyOptional({ description: '17 characters, without I, O or Q', example: 'JTDBR32E720123456' })
  @Transform(({ value }: { value: unknown }) => {
    const given = blankAsMissing({ value: trim({ value }) });
    return typeof given === 'string' ? given.toUpperCase() : given;
  })
  @Given()
  @Matches(VIN_PATTERN, { message: VEHICLE_MESSAGES.vin })
  @IsString({ message: VEHICLE_MESSAGES.vin })
  vin?: string;

  @CallerIdField()
  authorID?: string;

  @IgnoredTextField()
  date?: string;
}

/** PUT /product/{id}: the whole listing again, with the same rules. */
export class UpdateProductDto extends CreateProductDto implements UpdateProductRequest {}

export class SetAdvertiseDto implements SetAdvertiseRequest {
  @ApiProperty()
  @IsBoolean({ message: 'status must be true or false' })
  status: boolean;

  @CallerIdField()
  uid?: string;
}

/** DELETE /my-products/{id} may send {uid}: the caller's own id (the caller comes from the token). */
export class DeleteOwnProductDto {
  @CallerIdField()
  uid?: string;
}

export const TAKEDOWN_REASON_MESSAGE = `Enter a reason of at most ${TAKEDOWN_REASON_MAX_LENGTH} characters.`;

export class TakedownDto implements TakedownRequest {
  @ApiProperty({ minLength: 1, maxLength: TAKEDOWN_REASON_MAX_LENGTH })
  @Transform(trim)
  @MaxChars(TAKEDOWN_REASON_MAX_LENGTH, { message: TAKEDOWN_REASON_MESSAGE })
  @IsNotEmpty({ message: TAKEDOWN_REASON_MESSAGE })
  @IsString({ message: TAKEDOWN_REASON_MESSAGE })
  reason: string;
}
