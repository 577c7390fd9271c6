import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type SelectQueryBuilder } from 'typeorm';
import { PublicListings } from '../catalog';
import { BUYING_MESSAGES } from '@usedcars/contract/messages';
import { type ConditionalUpdate, sqlDateTime } from '../common/all-or-nothing';
import { isUniqueViolation } from '../common/database-errors';
import { Conflict, Forbidden, NotFound } from '../common/domain-errors';
import { isUuid } from '../common/ids';
import type { User } from '../users';
import { WishlistEntry } from './wishlist-entry.entity';

/** The most cars one wish list holds. */
export const WISHLIST_LIMIT = 100;

export const WISHLIST_MESSAGES = {
  ownListOnly: 'You can only see your own wish list.',
  full: `Your wish list is full (${WISHLIST_LIMIT} cars). Remove a car to add another.`,
  notListed: 'This car is not on your wish list.',
  ownCar: 'This is your own listing: it cannot go on your wish list.',
} as const;

/** A wish-lister to tell of a car's lower price, with their entry and the lowest price they were told of. */
export interface PriceDropListener {
  entryId: string;
  priceToldCents: number;
  id: string;
  email: string;
  displayName: string;
}

@Injectable()
export class WishlistService {
  constructor(
    @InjectRepository(WishlistEntry) private readonly entries: Repository<WishlistEntry>,
    private readonly products: PublicListings,
  ) {}

  /** The user's entries whose car is still public, newest first; sold cars stay. */
  async list(userId: string): Promise<WishlistEntry[]> {
    const entries = await this.visibleEntries(userId)
      .orderBy('entry.createdAt', 'DESC')
      .addOrderBy('entry.id', 'DESC')
      // Every join is many-to-one (one row per entry), so plain LIMIT is exact.
      .limit(WISHLIST_LIMIT)
      .getMany();
    await this.products.rate(entries.flatMap((entry) => (entry.product ? [entry.product] : [])));
    return entries;
  }

  /**
   * The live accounts that wish-listed the car and may hear of its price of `priceCents` (its price-drop alerts):
   * the price is below the lowest they were told of (or saw when they listed it), and they were last told at or
   * before `toldBefore`.
   */
  async dropListeners(productId: string, priceCents: number, toldBefore: Date): Promise<PriceDropListener[]> {
    return this.entries
      .createQueryBuilder('entry')
      .innerJoin('entry.user', 'user', 'user.deletedAt IS NULL')
      .select([
        'entry.id AS entryId',
        'entry.priceToldCents AS priceToldCents',
        'user.id AS id',
        'user.email AS email',
        'user.displayName AS displayName',
      ])
      .where('entry.productId = :productId', { productId })
      .andWhere('entry.priceToldCents > :priceCents', { priceCents })
      .andWhere('(entry.priceToldAt IS NULL OR entry.priceToldAt <= :toldBefore)', { toldBefore })
      .getRawMany<PriceDropListener>();
  }

  /**
   * The statement that records a tell of `priceCents` at `at` to one wish-lister, for the teller's own transaction:
   * it changes the entry only while the tell is still due (as dropListeners checked it), so that of two instances
   * telling at once only one does.
   */
  priceToldStatement(entryId: string, priceCents: number, at: Date, toldBefore: Date): ConditionalUpdate {
    return {
      sql:
        'UPDATE `wishlist_entries` SET `priceToldCents` = ?, `priceToldAt` = ?, `updatedAt` = ? WHERE `id` = ? ' +
        'AND `priceToldCents` > ? AND (`priceToldAt` IS NULL OR `priceToldAt` <= ?)',
      params: [priceCents, sqlDateTime(at), sqlDateTime(at), entryId, priceCents, sqlDateTime(toldBefore)],
    };
  }

  /** Adds a public, unsold car of someone else to the user's list; a car already listed is left as it is. */
  async add(user: User, productId: string): Promise<void> {
    const product = await this.products.findOne(productId);
    if (product.authorId === user.id) throw new Forbidden(WISHLIST_MESSAGES.ownCar);
    if (product.sold) throw new Conflict(BUYING_MESSAGES.carSold);
    if (await this.entries.existsBy({ userId: user.id, productId: product.id })) return;
    if ((await this.visibleEntries(user.id).getCount()) >= WISHLIST_LIMIT) {
      throw new Conflict(WISHLIST_MESSAGES.full);
    }
    try {
      await this.entries.save(
        this.entries.create({
          userId: user.id,
          productId: product.id,
          priceToldCents: product.sellPriceCents,
        }),
      );
    } catch (error) {
      // A concurrent request listed it first: the outcome is the same.
      if (!isUniqueViolation(error)) throw error;
    }
  }

  async remove(user: User, productId: string): Promise<void> {
    const result = isUuid(productId)
      ? await this.entries.delete({ userId: user.id, productId: productId.toLowerCase() })
      : undefined;
    if (!result?.affected) throw new NotFound(WISHLIST_MESSAGES.notListed);
  }

  /**
   * Entries whose car is public (not deleted, not taken down, by an account that still exists), with its category,
   * brand and author in the same query: no N+1.
   */
  private visibleEntries(userId: string): SelectQueryBuilder<WishlistEntry> {
    return this.entries
      .createQueryBuilder('entry')
      .innerJoinAndSelect(
        'entry.product',
        'product',
        'product.takenDownAt IS NULL AND product.deletedAt IS NULL',
      )
      .innerJoinAndSelect('product.category', 'category')
      .innerJoinAndSelect('product.brand', 'brand')
      .innerJoinAndSelect('product.author', 'author', 'author.deletedAt IS NULL')
      .where('entry.userId = :userId', { userId });
  }
}
