import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import { CallerIdField, IgnoredTextField } from '../../common/caller-fields';
import { MaxChars } from '../../common/validation';
import type { AddToWishlistRequest } from '@usedcars/contract/types';

export const WISHLIST_PRODUCT_MESSAGE = 'Select a car for your wish list.';

// class-validator runs a property's checks bottom-up and stops at the first failure: the basic check is last.
export class AddToWishlistDto implements AddToWishlistRequest {
  @ApiProperty({ description: 'The car to wish-list' })
  @MaxChars(36, { message: WISHLIST_PRODUCT_MESSAGE })
  @IsNotEmpty({ message: WISHLIST_PRODUCT_MESSAGE })
  @IsString({ message: WISHLIST_PRODUCT_MESSAGE })
  productID: string;

  @CallerIdField()
  authorID?: string;

  @IgnoredTextField()
  date?: string;
}
