import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsDefined,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsString,
  Matches,
  ValidateNested,
} from 'class-validator';
import { numberFromText } from '../../catalog';
import { MaxChars, Omittable } from '../../common/validation';
import type { CreatePaymentIntentRequest, SandboxConfirmRequest } from '@usedcars/contract/types';

// class-validator runs a property's checks bottom-up and stops at the first failure: the basic check is last.
export class CreatePaymentIntentDto implements CreatePaymentIntentRequest {
  @ApiProperty({ description: 'The booking to pay; the amount is its recorded price, never the client’s' })
  @MaxChars(36, { message: 'Select the order to pay.' })
  @IsNotEmpty({ message: 'Select the order to pay.' })
  @IsString({ message: 'Select the order to pay.' })
  orderId: string;

  /** Sent by the original card form; never sets the amount, which is the booking's recorded price. */
  @ApiPropertyOptional({ description: 'Accepted and ignored: the amount is the booking’s recorded price' })
  @Omittable()
  @Transform(numberFromText)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'price must be a number' })
  price?: number;
}

export class SandboxCardDto {
  @ApiProperty({ example: '4242 4242 4242 4242' })
  @MaxChars(30, { message: 'Your card number is incorrect.' })
  @IsString({ message: 'Your card number is incorrect.' })
  number: string;

  @ApiProperty({ example: 12 })
  @IsInt({ message: "Your card's expiration month is invalid." })
  exp_month: number;

  @ApiProperty({ example: 2034 })
  @IsInt({ message: "Your card's expiration year is invalid." })
  exp_year: number;

  @ApiProperty({ example: '123' })
  @Matches(/^\d{3,4}$/, { message: "Your card's security code is invalid." })
  @IsString({ message: "Your card's security code is invalid." })
  cvc: string;
}

export class SandboxConfirmDto implements SandboxConfirmRequest {
  @ApiProperty({ description: 'The intent’s client secret, from POST /create-payment-intent' })
  @MaxChars(100, { message: 'The client secret is not valid.' })
  @IsNotEmpty({ message: 'The client secret is not valid.' })
  @IsString({ message: 'The client secret is not valid.' })
  clientSecret: string;

  @ApiProperty({ type: SandboxCardDto })
  @ValidateNested()
  @Type(() => SandboxCardDto)
  @IsObject({ message: 'Enter the card details.' })
  @IsDefined({ message: 'Enter the card details.' })
  card: SandboxCardDto;
}
