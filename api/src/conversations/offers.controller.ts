import { Body, Controller, Get, Param, Patch, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Offer as OfferBody } from '@usedcars/contract/types';
import { CurrentUser, Roles } from '../common/auth-decorators';
import type { User } from '../users';
import { AnswerOfferDto, MakeOfferDto } from './dto/offer.dto';
import { dollarsToCents } from '../common/money';
import type { Offer } from './offer.entity';
import { serializeOffer } from './offer.serializers';
import { OffersService } from './offers.service';

/** Offers in a buyer–seller conversation: only its two parties make, answer or read them. */
@ApiTags('conversations')
@ApiBearerAuth()
@Controller()
export class OffersController {
  constructor(private readonly offers: OffersService) {}

  @Post('conversations/:id/offers')
  @ApiCreatedResponse({ description: 'Offer: the buyer’s new open offer' })
  @ApiBadRequestResponse({ description: 'Not a price in dollars and whole cents, or above the asking price' })
  @ApiForbiddenResponse({ description: 'The caller is the seller, or one of the two blocked the other' })
  @ApiNotFoundResponse({ description: 'No conversation of the caller with that id' })
  @ApiConflictResponse({
    description:
      'The car is sold, taken down or deleted, the conversation closed, an offer is open or a price agreed',
  })
  @ApiTooManyRequestsResponse({ description: 'Too many offers an hour' })
  async make(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body() dto: MakeOfferDto,
  ): Promise<OfferBody> {
    return this.serialize(user, await this.offers.make(user, id, dollarsToCents(dto.amount)));
  }

  @Get('conversations/:id/offers')
  @ApiOkResponse({ description: 'Offer[]: the conversation’s offers, newest first' })
  @ApiNotFoundResponse({ description: 'No conversation of the caller with that id' })
  async list(@CurrentUser() user: User, @Param('id') id: string): Promise<OfferBody[]> {
    const conversation = await this.offers.ownConversation(user, id);
    const now = new Date();
    return (await this.offers.listForConversation(user, id)).map((offer) =>
      serializeOffer(offer, conversation, user, now),
    );
  }

  @Patch('offers/:id')
  @ApiOkResponse({
    description: 'Offer: the answered offer, or for a counter the new open offer the other way',
  })
  @ApiBadRequestResponse({ description: 'Unknown action, or a counter without a valid price' })
  @ApiForbiddenResponse({
    description: 'Not the caller’s turn (or, to withdraw, not the caller’s offer), or a block',
  })
  @ApiNotFoundResponse({ description: 'No offer in a conversation of the caller with that id' })
  @ApiConflictResponse({
    description: 'Already answered, withdrawn or expired; the car sold or gone; the conversation closed',
  })
  @ApiTooManyRequestsResponse({ description: 'Too many offers an hour (a counter)' })
  async answer(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body() dto: AnswerOfferDto,
  ): Promise<OfferBody> {
    const amount = dto.amount === undefined ? undefined : dollarsToCents(dto.amount);
    return this.serialize(user, await this.offers.answer(user, id, dto.action, amount));
  }

  @Roles('Seller')
  @Get('seller/offers')
  @ApiOkResponse({
    description: 'Offer[]: the open offers on the caller’s listed cars, newest first, with whose turn it is',
  })
  @ApiForbiddenResponse({ description: 'Not a seller' })
  async sellerOffers(@CurrentUser() seller: User): Promise<OfferBody[]> {
    const now = new Date();
    return (await this.offers.listOpenForSeller(seller)).map((offer) =>
      serializeOffer(offer, offer.conversation, seller, now),
    );
  }

  private async serialize(user: User, offer: Offer): Promise<OfferBody> {
    return serializeOffer(offer, await this.offers.ownConversation(user, offer.conversationId), user);
  }
}
