import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString } from 'class-validator';
import { CallerIdField, IgnoredTextField } from '../../common/caller-fields';
import { CleanName, MaxChars, Omittable } from '../../common/validation';
import type { BookingRequest } from '@usedcars/contract/types';
import { BUYING_MESSAGES } from '@usedcars/contract/messages';
import { PRODUCT_MESSAGES } from '../../catalog';
import { PhoneNumber } from '../../common/phone';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

export const MEET_LOCATION_MAX_LENGTH = 200;
export const BOOKING_FIELD_MESSAGES = {
  productID: 'Select a car to book.',
  productAuthor: 'This car is listed by another seller.',
  meetLocationLength: `The meeting location must be at most ${MEET_LOCATION_MAX_LENGTH} characters.`,
} as const;

// class-validator runs a property's checks bottom-up and stops at the first failure: the basic check is last.
export class CreateBookingDto implements BookingRequest {
  @ApiProperty({ description: 'The car to book' })
  @MaxChars(36, { message: BOOKING_FIELD_MESSAGES.productID })
  @IsNotEmpty({ message: BOOKING_FIELD_MESSAGES.productID })
  @IsString({ message: BOOKING_FIELD_MESSAGES.productID })
  productID: string;

  @ApiProperty({ example: '+880 1711-000000' })
  @Transform(trim)
  @PhoneNumber({ message: PRODUCT_MESSAGES.mobileInvalid })
  @IsNotEmpty({ message: BUYING_MESSAGES.mobile })
  @IsString({ message: BUYING_MESSAGES.mobile })
  customerMobile: string;

  @ApiProperty({ example: 'Gulshan 1 circle, Dhaka', maxLength: MEET_LOCATION_MAX_LENGTH })
  @CleanName()
  @MaxChars(MEET_LOCATION_MAX_LENGTH, { message: BOOKING_FIELD_MESSAGES.meetLocationLength })
  @IsNotEmpty({ message: BUYING_MESSAGES.meetLocation })
  @IsString({ message: BUYING_MESSAGES.meetLocation })
  meetLocation: string;

  // Sent by the original booking form, from records the server keeps itself: checked, never applied.
  @CallerIdField()
  customerId?: string;

  @IgnoredTextField()
  customerName?: string;

  @ApiPropertyOptional({ description: "The caller's own address, if sent" })
  @Omittable()
  @MaxChars(254, { message: 'customerEmail must be at most 254 characters' })
  @IsString({ message: 'customerEmail must be text' })
  customerEmail?: string;

  @ApiPropertyOptional({ description: "The car's seller, if sent; refused when it is not" })
  @Omittable()
  @MaxChars(64, { message: BOOKING_FIELD_MESSAGES.productAuthor })
  @IsString({ message: BOOKING_FIELD_MESSAGES.productAuthor })
  productAuthor?: string;

  @IgnoredTextField()
  bookingDate?: string;
}
