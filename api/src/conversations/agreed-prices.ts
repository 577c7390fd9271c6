import { Injectable } from '@nestjs/common';
import { OffersService } from './offers.service';

/**
 * What orders asks of offers: the price a buyer agreed with the seller for a car (an accepted offer; accepted is
 * final), in cents, or null. The booking charges it (never more than the asking price then), never a client's
 * figure.
 */
@Injectable()
export class AgreedPrices {
  constructor(private readonly offers: OffersService) {}

  priceCents(buyerId: string, productId: string): Promise<number | null> {
    return this.offers.agreedPriceCents(buyerId, productId);
  }
}
