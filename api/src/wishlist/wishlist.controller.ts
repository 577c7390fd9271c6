import { Body, Controller, Delete, ForbiddenException, Get, Param, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Acknowledged, WishlistEntry as WishlistEntryBody } from '@usedcars/contract/types';
import { assertNamesCaller } from '../common/caller-fields';
import { CurrentUser, Public } from '../common/auth-decorators';
import { serializeWishlistEntry } from './wishlist.serializers';
import type { User } from '../users';
import { AddToWishlistDto } from './dto/add-to-wishlist.dto';
import { WISHLIST_MESSAGES, WishlistService } from './wishlist.service';

@ApiTags('wishlist')
@Controller('wishlist')
export class WishlistController {
  constructor(private readonly wishlist: WishlistService) {}

  @Public()
  @Get(':uid')
  @ApiBearerAuth()
  @ApiOkResponse({
    description:
      'The caller’s entries (WishlistEntry[]), newest first, sold cars included; [] when logged out',
  })
  @ApiForbiddenResponse({ description: "Another account's uid" })
  async list(
    @CurrentUser() caller: User | undefined,
    @Param('uid') uid: string,
  ): Promise<WishlistEntryBody[]> {
    if (!caller) return [];
    if (uid.toLowerCase() !== caller.id) throw new ForbiddenException(WISHLIST_MESSAGES.ownListOnly);
    return (await this.wishlist.list(caller.id)).map(serializeWishlistEntry);
  }

  @Post()
  @ApiBearerAuth()
  @ApiCreatedResponse({
    description: 'Acknowledged: the car is on the caller’s list (also when it already was)',
  })
  @ApiUnauthorizedResponse({ description: 'Not logged in' })
  @ApiNotFoundResponse({ description: 'Unknown, deleted or taken-down car' })
  @ApiConflictResponse({ description: 'The car is sold, or the list is full' })
  async add(@CurrentUser() caller: User, @Body() dto: AddToWishlistDto): Promise<Acknowledged> {
    assertNamesCaller(caller, dto.authorID);
    await this.wishlist.add(caller, dto.productID);
    return { acknowledged: true };
  }

  @Delete(':productID')
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'Acknowledged: the car left the caller’s list' })
  @ApiNotFoundResponse({ description: 'The car is not on the caller’s list' })
  async remove(@CurrentUser() caller: User, @Param('productID') productId: string): Promise<Acknowledged> {
    await this.wishlist.remove(caller, productId);
    return { acknowledged: true };
  }
}
