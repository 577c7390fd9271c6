import { Injectable } from '@nestjs/common';
import { SELLER_PROFILE_REVIEWS, sellerRating } from '@usedcars/contract/reviews';
import { SELLER_PROFILE_CARS, type SellerProfile } from '@usedcars/contract/types';
import { ResourceNotFound } from '../common/domain-errors';
import { PublicListings, serializeProduct } from '../catalog';
import { SellerResponses } from '../conversations';
import { ReviewsService, serializeReview } from '../reviews';
import { UsersService } from '../users';

/**
 * A seller's public profile, put together from the modules that own each part: the account (users, with its
 * rating), the cars (catalog), the answers to buyers (conversations) and the reviews. Reads only.
 */
@Injectable()
export class SellersService {
  constructor(
    private readonly users: UsersService,
    private readonly listings: PublicListings,
    private readonly responses: SellerResponses,
    private readonly reviews: ReviewsService,
  ) {}

  /** Not found alike for an unknown id, a deleted account and one that is not a seller: nothing tells them apart. */
  async profile(id: string): Promise<SellerProfile> {
    const seller = await this.users.findActiveById(id);
    if (!seller || seller.role !== 'Seller') throw new ResourceNotFound('Seller');
    const [forSale, soldCount, responses, reviews] = await Promise.all([
      this.listings.forSaleBy(seller.id, SELLER_PROFILE_CARS),
      this.listings.soldCountBy(seller.id),
      this.responses.of(seller.id),
      this.reviews.publicOf(seller.id, { pageSize: SELLER_PROFILE_REVIEWS }),
    ]);
    // Only the fields a car's page already shows of its seller, and counts: never the e-mail or the mobile.
    return {
      _id: seller.id,
      displayName: seller.displayName,
      photoURL: seller.photoURL,
      verified: seller.verified,
      memberSince: seller.createdAt.toISOString().slice(0, 7),
      forSale: { total: forSale.total, items: forSale.items.map(serializeProduct) },
      soldCount,
      responseRate: responses.rate,
      responseTimeSeconds: responses.medianSeconds,
      // The account's copy of its visible reviews' count and stars (kept with each review written or hidden).
      rating: sellerRating(seller.ratingCount, seller.ratingStars),
      reviews: { total: reviews.total, items: reviews.items.map(serializeReview) },
    };
  }
}
