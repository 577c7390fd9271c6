import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import type { ProductImage } from '@usedcars/contract/types';
import { ADD_PRODUCT_MESSAGES } from '@usedcars/contract/messages';
import { isForeignKeyViolation } from '../common/database-errors';
import { Conflict, Forbidden, InvalidField, ResourceNotFound } from '../common/domain-errors';
import { isUuid } from '../common/ids';
import { dollarsToCents } from '../common/money';
import { CatalogEvents, type ListingEvent } from '../events';
import type { User } from '../users';
import { Brand } from './brand.entity';
import { catalogLookupKey } from './catalog-key';
import { Category } from './category.entity';
import type { CreateProductDto } from './dto/product-write.dto';
import { ListingEvents } from './listing-events';
import { LISTING_MESSAGES } from './listing-messages';
import { ListingQueries } from './listing-queries';
import { segmentOf } from './price-rating';
import { PriceRatings } from './price-ratings.service';
import { listingYearOf, Product, withPriceChange } from './product.entity';
import { searchWordsOf } from './search-words';

/** A listing's form as checked by its DTO, with its photos as stored (see listing-photos.ts), cover first. */
export type ListingInput = CreateProductDto & { photos: ProductImage[] };

/**
 * A seller's own listings: list, edit, advertise and delete them. Every write a seller makes to the products table
 * is here (the other owners' statements are listing-writes.ts, followed by AdminListings.listingChanged). Each sets
 * `updatedAt` (the search index catches up by it) and, after it committed, refreshes the price ratings and
 * publishes its catalog event (`committed`).
 */
@Injectable()
export class SellerListings {
  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    @InjectRepository(Category) private readonly categories: Repository<Category>,
    @InjectRepository(Brand) private readonly brands: Repository<Brand>,
    private readonly queries: ListingQueries,
    private readonly ratings: PriceRatings,
    private readonly events: ListingEvents,
    private readonly catalogEvents: CatalogEvents,
  ) {}

  /** Every listing of one seller that they have not deleted, newest first, sold and taken down included. */
  async listOwn(authorId: string): Promise<Product[]> {
    return this.ratings.rate(
      await this.queries
        .withRelations()
        .where('product.authorId = :authorId AND product.deletedAt IS NULL', { authorId })
        .orderBy('product.createdAt', 'DESC')
        .addOrderBy('product.id', 'DESC')
        .getMany(),
    );
  }

  /** The listing's row as it is now (deleted or not), or null. */
  findRow(id: string): Promise<Product | null> {
    return this.products.findOneBy({ id });
  }

  /** A new listing by `author` (a Seller): category and brand by value, prices in cents. */
  async create(author: User, dto: ListingInput): Promise<Product> {
    const product = this.products.create({
      ...(await this.listingFields(dto)),
      authorId: author.id,
      advertise: false,
      sold: false,
    });
    const saved = await this.writingListing(() => this.products.save(product));
    await this.committed({ type: 'listing.created', listingId: saved.id }, () =>
      this.ratings.refreshListings([saved.id]),
    );
    return saved;
  }

  /**
   * Its seller replaces a listing's fields (PUT): not once sold, taken down or deleted. A new sell price joins the
   * listing's price history. Conditional on the price read here, so two edits at once cannot lose a history entry.
   */
  async update(caller: User, id: string, dto: ListingInput): Promise<void> {
    const product = await this.editableListing(caller, id);
    const fields = await this.listingFields(dto);
    const priceChanged = fields.sellPriceCents !== product.sellPriceCents;
    const now = new Date();
    const result = await this.writingListing(() =>
      this.products.update(
        {
          id: product.id,
          authorId: caller.id,
          sold: false,
          takenDownAt: IsNull(),
          deletedAt: IsNull(),
          sellPriceCents: product.sellPriceCents,
        },
        {
          ...fields,
          ...(priceChanged
            ? {
                priceHistory: withPriceChange(product, {
                  priceCents: fields.sellPriceCents,
                  at: now.toISOString(),
                }),
              }
            : {}),
          updatedAt: now,
        },
      ),
    );
    if (!result.affected) {
      await this.editableListing(caller, id); // Answers what changed meanwhile (404 or 409).
      throw new Conflict(LISTING_MESSAGES.changed);
    }
    // Its old segment's neighbours lose it when the model, year or mileage changed.
    await this.committed({ type: 'listing.changed', listingId: product.id }, () =>
      this.ratings.refreshListings([product.id], [segmentOf(product)]),
    );
    if (fields.sellPriceCents < product.sellPriceCents)
      this.events.priceDropped({
        productId: product.id,
        oldPriceCents: product.sellPriceCents,
        newPriceCents: fields.sellPriceCents,
      });
  }

  async setAdvertise(caller: User, id: string, advertise: boolean): Promise<void> {
    const product = await this.advertisableListing(caller, id);
    // Conditional on what was checked: a take-down, sale or delete that lands meanwhile is never undone.
    const result = await this.products.update(
      { id: product.id, sold: false, takenDownAt: IsNull(), deletedAt: IsNull() },
      // Set here, not by the database's clock: the search index catches up by it (search-index.service.ts).
      { advertise, updatedAt: new Date() },
    );
    if (!result.affected) {
      await this.advertisableListing(caller, id); // Answers what changed meanwhile (404 or 409).
      throw new Conflict(LISTING_MESSAGES.changed);
    }
    await this.catalogEvents.publish({ type: 'listing.changed', listingId: product.id });
  }

  /**
   * Soft delete: the row stays for the orders and wish lists that refer to it; it leaves every list but the admins'
   * (`deleted`). A listing taken down stays as the admin left it, in their list with its reason.
   */
  async removeOwn(caller: User, id: string): Promise<void> {
    const product = await this.deletableListing(caller, id);
    const now = new Date();
    const result = await this.products.update(
      { id: product.id, sold: false, takenDownAt: IsNull(), deletedAt: IsNull() },
      { deletedAt: now, advertise: false, updatedAt: now },
    );
    if (!result.affected) {
      await this.deletableListing(caller, id); // Sold, taken down or deleted meanwhile: answers why (404 or 409).
      throw new Conflict(LISTING_MESSAGES.changed);
    }
    await this.committed({ type: 'listing.deleted', listingId: product.id }, () =>
      this.ratings.refreshSegments([segmentOf(product)]),
    );
  }

  /** After a listing's write committed: its neighbours' price figures, then its event (even when those failed). */
  private async committed(event: ListingEvent, refreshRatings: () => Promise<void>): Promise<void> {
    try {
      await refreshRatings();
    } finally {
      await this.catalogEvents.publish(event);
    }
  }

  private async editableListing(caller: User, id: string): Promise<Product> {
    const product = await this.ownListing(caller, id);
    if (product.takenDownAt) throw new Conflict(LISTING_MESSAGES.takenDown);
    if (product.sold) throw new Conflict(LISTING_MESSAGES.soldEdit);
    return product;
  }

  private async advertisableListing(caller: User, id: string): Promise<Product> {
    const product = await this.ownListing(caller, id);
    if (product.takenDownAt) throw new Conflict(LISTING_MESSAGES.takenDown);
    if (product.sold) throw new Conflict(LISTING_MESSAGES.soldAdvertise);
    return product;
  }

  private async deletableListing(caller: User, id: string): Promise<Product> {
    const product = await this.ownListing(caller, id);
    if (product.takenDownAt) throw new Conflict(LISTING_MESSAGES.takenDown);
    if (product.sold) throw new Conflict(LISTING_MESSAGES.soldDelete);
    return product;
  }

  private async ownListing(caller: User, id: string): Promise<Product> {
    const product = isUuid(id) ? await this.products.findOneBy({ id: id.toLowerCase() }) : null;
    if (!product || product.deletedAt) throw new ResourceNotFound('Product');
    if (product.authorId !== caller.id) throw new Forbidden(LISTING_MESSAGES.notOwner);
    return product;
  }

  /** The columns a listing's form sets: category and brand looked up by value, prices in cents. */
  private async listingFields(dto: ListingInput) {
    const [category, brand] = await Promise.all([
      this.categories.findOneBy({ value: catalogLookupKey(dto.category) }),
      this.brands.findOneBy({ value: catalogLookupKey(dto.brand) }),
    ]);
    const errors = [
      ...(category ? [] : [{ field: 'category', message: ADD_PRODUCT_MESSAGES.category }]),
      ...(brand ? [] : [{ field: 'brand', message: ADD_PRODUCT_MESSAGES.brand }]),
    ];
    if (!category || !brand) throw new InvalidField(errors);
    const fields = {
      name: dto.product_name,
      description: dto.description,
      categoryId: category.id,
      brandId: brand.id,
      condition: dto.condition,
      originalPriceCents: dollarsToCents(dto.originalPrice),
      sellPriceCents: dollarsToCents(dto.sellPrice),
      location: dto.location,
      purchaseMonth: dto.purchaseYear,
      // A PUT without a model year (an older client's) clears it, as it does the other vehicle facts.
      modelYear: dto.modelYear ?? null,
      listingYear: listingYearOf({ modelYear: dto.modelYear ?? null, purchaseMonth: dto.purchaseYear }),
      model: dto.model ?? null,
      mileageKm: dto.mileage ?? null,
      fuel: dto.fuel ?? null,
      transmission: dto.transmission ?? null,
      previousOwners: dto.owners ?? null,
      color: dto.color ?? null,
      engineCc: dto.engineCc ?? null,
      vin: dto.vin ?? null,
      mobile: dto.mobile,
      imageUrl: (dto.photos[0] as ProductImage).url,
      thumbUrl: (dto.photos[0] as ProductImage).thumbnail,
      images: dto.photos,
    };
    return { ...fields, searchWords: searchWordsOf(fields) };
  }

  /** Runs a listing's write; the category or brand deleted by an admin since the look-up is the form's error. */
  private async writingListing<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isForeignKeyViolation(error)) {
        throw new InvalidField([
          { field: 'category', message: ADD_PRODUCT_MESSAGES.category },
          { field: 'brand', message: ADD_PRODUCT_MESSAGES.brand },
        ]);
      }
      throw error;
    }
  }
}
