import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import {
  FACET_NAMES,
  type FacetCount,
  type FacetName,
  PRICE_BANDS,
  type ProductFacets,
} from '@usedcars/contract/types';
import { dollarsToCents } from '../common/money';
import { Brand } from './brand.entity';
import { CatalogCache } from './catalog-cache';
import { Category } from './category.entity';
import { ListingQueries, type ProductFilters } from './listing-queries';

/**
 * On a catalog of more listed cars than this, facets are counted over the newest this many and scaled to the
 * catalog: an exact count per facet reads every matching car (seconds at a million listings), the sample a bounded
 * range of one index. Large enough that a value held by 1 % of the cars is estimated within about a tenth.
 */
export const FACET_SAMPLE = 10_000;

/** One group of the facet query: the facet columns of a set of matching cars, and how many. */
interface FacetGroup {
  brandId: string;
  categoryId: string;
  fuel: string | null;
  transmission: string | null;
  condition: string;
  location: string;
  band: string;
  inPrice: number | string;
  count: number | string;
}

/** A facet's value of a group, null when the car does not tell it (unknown fuel or gearbox). */
const FACET_VALUE: Record<FacetName, (group: FacetGroup, names: CatalogNames) => string | null> = {
  brand: (group, names) => names.brands.get(group.brandId) ?? null,
  category: (group, names) => names.categories.get(group.categoryId) ?? null,
  fuel: (group) => group.fuel,
  transmission: (group) => group.transmission,
  price: (group) => group.band,
  condition: (group) => group.condition,
  location: (group) => group.location,
};

export interface CatalogNames {
  brands: Map<string, string>;
  categories: Map<string, string>;
}

/** A car's price band (its PRICE_BANDS value), as SQL. */
const BAND_SQL = `CASE ${PRICE_BANDS.filter((band) => band.max !== null)
  .map((band) => `WHEN product.sellPriceCents < ${dollarsToCents(band.max ?? 0)} THEN '${band.value}'`)
  .join(' ')} ELSE '${PRICE_BANDS.at(-1)?.value}' END`;

/**
 * GET /products/facets in SQL (the SQL CatalogSearch, and the index's while it does not answer): one query groups the
 * cars matching the filters that are no facet's (text, model, year, mileage) by the facet columns;
 * each facet then adds up the groups that pass every other facet's filter, so its own choice never hides its other
 * values.
 */
@Injectable()
export class ProductFacetsService {
  /** The listed cars last counted: the scale of an estimate, still good enough while a recount runs after a write. */
  private knownListed: number | undefined;

  constructor(
    private readonly queries: ListingQueries,
    @InjectRepository(Brand) private readonly brands: Repository<Brand>,
    @InjectRepository(Category) private readonly categories: Repository<Category>,
    private readonly cache: CatalogCache,
  ) {}

  /** The facets from SQL: exact up to FACET_SAMPLE listed cars, else estimated from the newest FACET_SAMPLE. */
  async facetsInDatabase(filters: ProductFilters): Promise<ProductFacets> {
    const [sampleStart, names] = await Promise.all([this.sampleStart(), this.names()]);
    const query = await this.queries.matching(filters, new Set(FACET_NAMES));
    if (sampleStart !== null)
      query.andWhere('product.createdAt >= :sampleStart', { sampleStart: sampleStart });
    const priceChecks = [
      ...(filters.minPrice !== undefined ? ['product.sellPriceCents >= :facetMinPrice'] : []),
      ...(filters.maxPrice !== undefined ? ['product.sellPriceCents <= :facetMaxPrice'] : []),
    ];
    const groups = await query
      .select('product.brandId', 'brandId')
      .addSelect('product.categoryId', 'categoryId')
      .addSelect('product.fuel', 'fuel')
      .addSelect('product.transmission', 'transmission')
      .addSelect('product.condition', 'condition')
      .addSelect('product.location', 'location')
      .addSelect(BAND_SQL, 'band')
      .addSelect(
        priceChecks.length > 0 ? `CASE WHEN ${priceChecks.join(' AND ')} THEN 1 ELSE 0 END` : '1',
        'inPrice',
      )
      .addSelect('COUNT(*)', 'count')
      .setParameters({
        facetMinPrice: filters.minPrice === undefined ? null : dollarsToCents(filters.minPrice),
        facetMaxPrice: filters.maxPrice === undefined ? null : dollarsToCents(filters.maxPrice),
      })
      .groupBy('product.brandId')
      .addGroupBy('product.categoryId')
      .addGroupBy('product.fuel')
      .addGroupBy('product.transmission')
      .addGroupBy('product.condition')
      .addGroupBy('product.location')
      .addGroupBy('band')
      .addGroupBy('inPrice')
      .getRawMany<FacetGroup>();

    const approximate = sampleStart !== null;
    const scale = approximate ? (await this.listedTotal()) / FACET_SAMPLE : 1;
    const estimate = (count: number) => (approximate ? roughly(count * scale) : count);
    const passes = this.facetFilters(filters, names);
    const passesAll = (group: FacetGroup) => FACET_NAMES.every((name) => passes[name](group));

    const facets = Object.fromEntries(
      FACET_NAMES.map((facet) => {
        const counts = new Map<string, number>();
        for (const group of groups) {
          const value = FACET_VALUE[facet](group, names);
          if (value === null || !FACET_NAMES.every((name) => name === facet || passes[name](group))) continue;
          counts.set(value, (counts.get(value) ?? 0) + Number(group.count));
        }
        return [
          facet,
          sortedValues(
            facet,
            [...counts].map(([value, count]) => ({ value, count: estimate(count) })),
          ),
        ];
      }),
    ) as ProductFacets['facets'];
    const total = groups.filter(passesAll).reduce((sum, group) => sum + Number(group.count), 0);
    return { approximate, total: estimate(total), facets };
  }

  /** Per facet, whether a group passes that facet's filter (true when the query has none). */
  private facetFilters(
    filters: ProductFilters,
    names: CatalogNames,
  ): Record<FacetName, (group: FacetGroup) => boolean> {
    const brand = filters.brand?.toLowerCase();
    const category = filters.category?.toLowerCase();
    return {
      brand: (group) => brand === undefined || names.brands.get(group.brandId) === brand,
      category: (group) => category === undefined || names.categories.get(group.categoryId) === category,
      fuel: (group) => !filters.fuel?.length || filters.fuel.some((fuel) => fuel === group.fuel),
      transmission: (group) => !filters.transmission || group.transmission === filters.transmission,
      price: (group) => Number(group.inPrice) === 1,
      condition: (group) => !filters.condition || group.condition === filters.condition,
      location: (group) => !filters.location || group.location === filters.location,
    };
  }

  /**
   * The createdAt of the FACET_SAMPLE-th newest listed car (as the database answers it), or null when fewer are
   * listed: then facets count every car, exactly. Read through the newest-first index, once per catalog write.
   */
  private sampleStart(): Promise<unknown> {
    return this.cache.remember('facet-sample:start', async () => {
      const query = await this.queries.matching({});
      const row = await query
        .select('product.createdAt', 'createdAt')
        .orderBy('product.createdAt', 'DESC')
        .offset(FACET_SAMPLE - 1)
        .limit(1)
        .getRawOne<{ createdAt: unknown }>();
      return row?.createdAt ?? null;
    });
  }

  /**
   * Every listed unsold car, counted once per catalog write; until a recount lands, the last count (an estimate's
   * scale moves little with one write, and the count reads every car).
   */
  private async listedTotal(): Promise<number> {
    const counting = this.cache
      .remember('facet-sample:listed', async () => {
        const row = await (
          await this.queries.matching({})
        )
          .select('COUNT(*)', 'total')
          .getRawOne<{ total: number | string }>();
        return Number(row?.total ?? 0);
      })
      .then((total) => (this.knownListed = total));
    if (this.knownListed === undefined) return counting;
    counting.catch(() => undefined);
    return this.knownListed;
  }

  /** The values of the brands and categories by id (small tables, kept until the next catalog write). */
  names(): Promise<CatalogNames> {
    return this.cache.remember('facet-sample:names', async () => {
      const [brands, categories] = await Promise.all([this.brands.find(), this.categories.find()]);
      return {
        brands: new Map(brands.map((brand) => [brand.id, brand.value])),
        categories: new Map(categories.map((category) => [category.id, category.value])),
      };
    });
  }
}

/** A facet's values as answered: most cars first (then by value), price bands in band order. */
export function sortedValues(facet: FacetName, values: FacetCount[]): FacetCount[] {
  if (facet !== 'price') return values.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  const order = PRICE_BANDS.map((band) => band.value as string);
  return values.sort((a, b) => order.indexOf(a.value) - order.indexOf(b.value));
}

/** An estimate to two significant digits ("about 12,000"), at least 1 for a value seen in the sample. */
function roughly(count: number): number {
  if (count <= 0) return 0;
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(count)) - 1);
  return Math.max(1, Math.round(count / unit) * unit);
}
