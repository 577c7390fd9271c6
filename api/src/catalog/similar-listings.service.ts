import { Injectable } from '@nestjs/common';
import type { SelectQueryBuilder } from 'typeorm';
import { ListingQueries } from './listing-queries';
import { PriceRatings } from './price-ratings.service';
import type { Product } from './product.entity';
import { PublicListings } from './public-listings.service';

/** How many similar cars a product page offers. */
export const SIMILAR_LIMIT = 6;
/** "Near in price": within this share of the car's price, either way. */
const SIMILAR_PRICE_BAND = 0.3;

/** The cars a product page offers beside it (GET /product/:id/similar). */
@Injectable()
export class SimilarListings {
  constructor(
    private readonly queries: ListingQueries,
    private readonly listings: PublicListings,
    private readonly ratings: PriceRatings,
  ) {}

  /**
   * Unsold public cars like `id`, nearest in price first: the same model of the same brand; while fewer than
   * SIMILAR_LIMIT, the same brand and category, then the same category. Each step reads only cars within
   * SIMILAR_PRICE_BAND of its price, so a model listed thousands of times stays a bounded read.
   */
  async similar(id: string): Promise<Product[]> {
    const car = await this.listings.findOne(id);
    const price = car.sellPriceCents;
    const steps: ((query: SelectQueryBuilder<Product>) => void)[] = [
      ...(car.model
        ? [
            (query: SelectQueryBuilder<Product>) =>
              query
                .andWhere('product.brandId = :brandId', { brandId: car.brandId })
                .andWhere(this.queries.sameModel('product.model'), { model: car.model }),
          ]
        : []),
      (query) =>
        query.andWhere('product.brandId = :brandId AND product.categoryId = :categoryId', {
          brandId: car.brandId,
          categoryId: car.categoryId,
        }),
      (query) => query.andWhere('product.categoryId = :categoryId', { categoryId: car.categoryId }),
    ];
    const ids: string[] = [];
    for (const narrow of steps) {
      if (ids.length >= SIMILAR_LIMIT) break;
      const query = this.queries
        .listedIds()
        .andWhere('product.sold = :sold AND product.id NOT IN (:...seen)', {
          sold: false,
          seen: [car.id, ...ids],
        })
        .andWhere('product.sellPriceCents BETWEEN :low AND :high', {
          low: Math.floor(price * (1 - SIMILAR_PRICE_BAND)),
          high: Math.ceil(price * (1 + SIMILAR_PRICE_BAND)),
        });
      narrow(query);
      const rows = await query
        .orderBy('ABS(product.sellPriceCents - :price)', 'ASC')
        .addOrderBy('product.id', 'DESC')
        .setParameter('price', price)
        .limit(SIMILAR_LIMIT - ids.length)
        .getRawMany<{ id: string }>();
      ids.push(...rows.map((row) => row.id));
    }
    if (ids.length === 0) return [];
    const byId = new Map((await this.queries.rowsOf(ids)).map((product) => [product.id, product]));
    return this.ratings.rate(ids.flatMap((similarId) => byId.get(similarId) ?? []));
  }
}
