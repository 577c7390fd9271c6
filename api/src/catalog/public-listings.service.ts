import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Gone, ResourceNotFound } from '../common/domain-errors';
import { isUuid } from '../common/ids';
import { Brand } from './brand.entity';
import { LISTING_MESSAGES } from './listing-messages';
import { ListingQueries, type ProductFilters, PUBLIC_LISTING } from './listing-queries';
import { PriceRatings } from './price-ratings.service';
import { Product } from './product.entity';

/**
 * Reads of single public listings and small sets of them: a car's page, the model filter's choices, and what the
 * other modules ask (a car to book, wish-list or talk about; the alerts' new and matching cars). Reads only.
 */
@Injectable()
export class PublicListings {
  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    private readonly queries: ListingQueries,
    private readonly ratings: PriceRatings,
  ) {}

  /** One public product, sold or not (the detail page outlives the sale); taken down or deleted: 404. */
  async findOne(id: string): Promise<Product> {
    const product = isUuid(id)
      ? await this.queries.publicListings().andWhere('product.id = :id', { id: id.toLowerCase() }).getOne()
      : null;
    if (!product) throw new ResourceNotFound('Product');
    return (await this.ratings.rate([product]))[0]!;
  }

  /**
   * A product's own page (GET /product/:id): as findOne, but a listing that is no longer public (taken down, deleted by
   * its seller, or its seller's account closed) is Gone rather than not found, so that search engines drop its page
   * for good. Nothing else about it is told: not why, not what it was.
   */
  async findOneOrGone(id: string): Promise<Product> {
    try {
      return await this.findOne(id);
    } catch (error) {
      if (error instanceof ResourceNotFound && isUuid(id)) {
        if (await this.products.existsBy({ id: id.toLowerCase() })) throw new Gone(LISTING_MESSAGES.gone);
      }
      throw error;
    }
  }

  /**
   * A seller's cars the public lists show (listed, unsold, not held for review), newest first: the first `limit`
   * with their relations and price ratings, and how many there are. From IDX_products_author_created.
   */
  async forSaleBy(sellerId: string, limit: number): Promise<{ total: number; items: Product[] }> {
    const query = this.queries
      .listedIds()
      .andWhere('product.authorId = :sellerId AND product.sold = :sold', { sellerId, sold: false });
    const [total, rows] = await Promise.all([
      this.queries.countRows(query.clone()),
      query
        .orderBy('product.createdAt', 'DESC')
        .addOrderBy('product.id', 'DESC')
        .limit(limit)
        .getRawMany<{ id: string }>(),
    ]);
    const ids = rows.map((row) => row.id);
    const byId = new Map(
      (await this.ratings.rate(await this.queries.rowsOf(ids))).map((row) => [row.id, row]),
    );
    return { total, items: ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])) };
  }

  /** How many of a seller's cars were sold through the site (whatever became of their listings since). */
  soldCountBy(sellerId: string): Promise<number> {
    return this.products.countBy({ authorId: sellerId, sold: true });
  }

  /** Sets the cars' price ratings (for the other modules' reads of listings). */
  rate(products: Product[]): Promise<Product[]> {
    return this.ratings.rate(products);
  }

  /**
   * The models of a brand's listed cars, for the model filter: from IDX_products_brand_public_model alone (it holds
   * every column read), in model order (about 60 ms for a brand with 200,000 listings). By the listing flags only,
   * with no join to the sellers, which would read every row: a model name is no seller's data. Spellings that
   * differ only in case are one model, as for the filter.
   */
  async listModels(brand: string): Promise<string[]> {
    const query = this.products.createQueryBuilder('product');
    const brandId = this.queries.idsWhere(query, Brand, 'entity.value = :brand');
    const rows = await query
      .select('product.model', 'model')
      .distinct(true)
      .where(`product.brandId = ${brandId}`, { brand: brand.toLowerCase() })
      .andWhere('product.sold = :sold AND product.model IS NOT NULL', { sold: false })
      .andWhere(`${PUBLIC_LISTING} AND product.heldForReviewAt IS NULL`)
      .getRawMany<{ model: string }>();
    const byName = new Map<string, string>();
    for (const { model } of rows)
      if (!byName.has(model.toLowerCase())) byName.set(model.toLowerCase(), model);
    return [...byName.values()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
  }

  /**
   * Listings with an id after `afterId` created no later than `until`, in id order, whatever their state: the
   * alerts' pass over new listings. Ids are UUID v7, in creation order, so this reads the primary key from the
   * cursor on, however large the catalog.
   */
  async createdAfter(
    afterId: string,
    until: Date,
    limit: number,
  ): Promise<{ id: string; createdAt: Date }[]> {
    return this.products
      .createQueryBuilder('product')
      .select(['product.id', 'product.createdAt'])
      .where('product.id > :afterId', { afterId })
      .andWhere('product.createdAt <= :until', { until })
      .orderBy('product.id', 'ASC')
      .limit(limit)
      .getMany();
  }

  /** Those of `ids` the public lists show now (unsold, listed, by a live seller), with category and brand. */
  async listedAmong(ids: string[]): Promise<Product[]> {
    if (ids.length === 0) return [];
    const listed = await (
      await this.queries.matching({})
    )
      .andWhere('product.id IN (:...among)', { among: ids })
      .getRawMany<{ id: string }>();
    if (listed.length === 0) return [];
    return this.queries.rowsOf(listed.map((row) => row.id));
  }

  /** Those of `ids` that the search `filters` lists: the very query of GET /products, so the two never disagree. */
  async matchingAmong(filters: ProductFilters, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await (
      await this.queries.matching(filters)
    )
      .andWhere('product.id IN (:...among)', { among: ids })
      .getRawMany<{ id: string }>();
    return rows.map((row) => row.id);
  }
}
