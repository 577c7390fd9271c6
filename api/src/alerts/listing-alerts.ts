import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { SAVED_SEARCH_MAIL_INTERVAL_MINUTES } from '@usedcars/contract/types';
import { Brackets, DataSource, Repository } from 'typeorm';
import { ListingEvents, type PriceDrop, type Product, PublicListings } from '../catalog';
import { runAllOrNothing, sqlDateTime, type ConditionalUpdate } from '../common/all-or-nothing';
import { isUniqueViolation } from '../common/database-errors';
import { LiveService } from '../live';
import { authConfig } from '../config/auth.config';
import { mailConfig } from '../config/mail.config';
import { MailService } from '../mail';
import { type NotificationToSend, NotificationsService } from '../notifications';
import { User, UserBlocks } from '../users';
import { WishlistService } from '../wishlist';
import { AlertCursor } from './alert-cursor.entity';
import { carTitle, dollars, priceDropMail, priceDropText, savedSearchMail } from './alert-mails';
import { SavedSearch } from './saved-search.entity';

export const NEW_LISTINGS_CURSOR = 'new-listings';
/**
 * A listing is looked at once this old: its creation time is set just before its insert commits, so a listing
 * created a moment before the cursor could otherwise commit after the pass went past it.
 */
export const SETTLE_MS = 3000;
const BATCH = 100;
const LEASE_MS = 2 * 60_000;
const MAIL_INTERVAL_MS = SAVED_SEARCH_MAIL_INTERVAL_MINUTES * 60_000;
/** A wish-lister hears of a car's lower price at most once in this time. */
export const PRICE_DROP_INTERVAL_MS = 24 * 60 * 60_000;

/** The smallest UUID v7 of time `at`: its first 48 bits are the time in milliseconds. */
export function firstIdAt(at: Date): string {
  const hex = at.getTime().toString(16).padStart(12, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-0000-0000-000000000000`;
}

interface Candidate {
  search: SavedSearch;
  email: string;
  displayName: string;
}

/**
 * Alerts off the request path: a background pass over the listings created since the last one tells the owners
 * of matching saved searches (a notification each, and a mail at most once an hour per search); a price drop on
 * the edit path tells the car's wish-listers once the edit committed.
 */
@Injectable()
export class ListingAlerts implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Alerts');
  private timer: NodeJS.Timeout | null = null;
  /** The passes of this instance run one after another. */
  private running: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(
    @InjectRepository(SavedSearch) private readonly searches: Repository<SavedSearch>,
    @InjectRepository(AlertCursor) private readonly cursors: Repository<AlertCursor>,
    private readonly products: PublicListings,
    private readonly wishlist: WishlistService,
    private readonly blocks: UserBlocks,
    private readonly notifications: NotificationsService,
    private readonly mail: MailService,
    private readonly events: ListingEvents,
    private readonly live: LiveService,
    private readonly dataSource: DataSource,
    @Inject(authConfig.KEY) private readonly auth: ConfigType<typeof authConfig>,
    @Inject(mailConfig.KEY) private readonly mailSettings: ConfigType<typeof mailConfig>,
  ) {}

  onApplicationBootstrap(): void {
    this.events.onPriceDrop((drop) => this.notifyPriceDrop(drop));
    if (this.mailSettings.alertScanMs > 0) this.schedule(0);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running.catch(() => undefined);
    await this.events.settled();
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void this.scanNewListings()
        .catch((error: unknown) => this.logger.error(`The new-listing alerts pass failed: ${String(error)}`))
        .finally(() => this.schedule(this.mailSettings.alertScanMs));
    }, delayMs);
  }

  /**
   * One pass over the listings created since the last (up to `now` less SETTLE_MS): runs after this instance's
   * pass under way, and only while this instance holds the cursor's lease. Answers how many listings it looked at.
   */
  scanNewListings(now = new Date()): Promise<number> {
    const pass = this.running.catch(() => undefined).then(() => this.scan(now));
    this.running = pass;
    return pass;
  }

  private async scan(now: Date): Promise<number> {
    const cursor = await this.claimCursor();
    if (!cursor) return 0;
    let seen = 0;
    try {
      const until = new Date(now.getTime() - SETTLE_MS);
      for (;;) {
        const batch = await this.products.createdAfter(cursor.lastId, until, BATCH);
        if (batch.length === 0) break;
        await this.alertSavedSearches(await this.products.listedAmong(batch.map((row) => row.id)));
        const last = batch[batch.length - 1]!;
        cursor.lastCreatedAt = last.createdAt;
        cursor.lastId = last.id;
        // At least once: a crash before this line looks at the batch again.
        await this.cursors.update(
          { id: NEW_LISTINGS_CURSOR },
          { lastCreatedAt: last.createdAt, lastId: last.id, leaseUntil: new Date(Date.now() + LEASE_MS) },
        );
        seen += batch.length;
        if (batch.length < BATCH || this.stopped) break;
      }
    } finally {
      await this.cursors.update({ id: NEW_LISTINGS_CURSOR }, { leaseUntil: null });
    }
    return seen;
  }

  /**
   * The cursor, leased to this instance for a pass; null while another holds it. Created on the first pass:
   * listings from before alerts existed alert nobody.
   */
  private async claimCursor(): Promise<AlertCursor | null> {
    if (!(await this.cursors.existsBy({ id: NEW_LISTINGS_CURSOR }))) {
      // The clock's now, whatever the pass's bound: a cursor ahead of it would skip the listings in between.
      const now = new Date();
      try {
        await this.cursors.insert({
          id: NEW_LISTINGS_CURSOR,
          createdAt: now,
          updatedAt: now,
          lastCreatedAt: new Date(now.getTime() - SETTLE_MS),
          lastId: firstIdAt(new Date(now.getTime() - SETTLE_MS)),
          leaseUntil: null,
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error; // another instance made it first
      }
    }
    const claimed = await this.cursors
      .createQueryBuilder()
      .update()
      .set({ leaseUntil: new Date(Date.now() + LEASE_MS) })
      .where('id = :id', { id: NEW_LISTINGS_CURSOR })
      .andWhere(
        new Brackets((free) => {
          free.where('leaseUntil IS NULL').orWhere('leaseUntil < :now', { now: new Date() });
        }),
      )
      .execute();
    if (claimed.affected !== 1) return null;
    return this.cursors.findOneByOrFail({ id: NEW_LISTINGS_CURSOR });
  }

  /**
   * The saved searches each new listing matches: candidates by the indexed columns (brand, category, price
   * bounds; never the owner's own cars, nor those of a seller in a block with them), then the exact match by the
   * list's own query, one query per candidate search over the whole batch.
   */
  async alertSavedSearches(listed: Product[]): Promise<void> {
    const candidates = new Map<string, Candidate & { productIds: string[] }>();
    for (const product of listed) {
      for (const candidate of await this.candidatesFor(product)) {
        const entry = candidates.get(candidate.search.id) ?? { ...candidate, productIds: [] };
        entry.productIds.push(product.id);
        candidates.set(candidate.search.id, entry);
      }
    }
    const byId = new Map(listed.map((product) => [product.id, product]));
    for (const { search, email, displayName, productIds } of candidates.values()) {
      const matched = await this.products.matchingAmong(search.query, productIds);
      const cars = productIds.filter((id) => matched.includes(id)).map((id) => byId.get(id)!);
      if (cars.length > 0) await this.tellMatches(search, { email, displayName }, cars);
    }
  }

  private async candidatesFor(product: Product): Promise<Candidate[]> {
    const rows = await this.searches
      .createQueryBuilder('search')
      .innerJoin(User, 'owner', 'owner.id = search.userId AND owner.deletedAt IS NULL')
      .addSelect(['owner.email', 'owner.displayName'])
      .where('search.userId <> :authorId', { authorId: product.authorId })
      .andWhere(
        new Brackets((brand) => brand.where('search.brand IS NULL').orWhere('search.brand = :brand')),
        { brand: product.brand.value },
      )
      .andWhere(
        new Brackets((category) =>
          category.where('search.category IS NULL').orWhere('search.category = :category'),
        ),
        { category: product.category.value },
      )
      .andWhere('(search.minPriceCents IS NULL OR search.minPriceCents <= :price)', {
        price: product.sellPriceCents,
      })
      .andWhere('(search.maxPriceCents IS NULL OR search.maxPriceCents >= :price)')
      .getRawAndEntities();
    const candidates = rows.entities.map((search, index) => ({
      search,
      email: rows.raw[index].owner_email as string,
      displayName: rows.raw[index].owner_displayName as string,
    }));
    // Nothing of a seller reaches a person either of them blocked.
    const blocked = await this.blocks.blockedAmong(
      product.authorId,
      candidates.map(({ search }) => search.userId),
    );
    return candidates.filter(({ search }) => !blocked.has(search.userId));
  }

  /**
   * A notification per car, and the mail of them all if the search mails and sent none in the last hour (the
   * claim on lastMailedAt, in the same transaction, makes that once even with two passes at once). Later matches
   * within the hour are told in the app only.
   */
  private async tellMatches(
    search: SavedSearch,
    owner: { email: string; displayName: string },
    cars: Product[],
  ): Promise<void> {
    const notices = this.notifications.insertStatements(
      cars.map((car): NotificationToSend => ({
        userId: search.userId,
        kind: 'saved-search',
        title: `New match for "${search.name}"`,
        text: `${carTitle(car)}, ${dollars(car.sellPriceCents)}`,
        link: `/products/${car.id}`,
      })),
    );
    if (search.emailAlerts) {
      const now = new Date();
      const claim: ConditionalUpdate = {
        sql:
          'UPDATE `saved_searches` SET `lastMailedAt` = ? WHERE `id` = ? AND `emailAlerts` = ? AND ' +
          '(`lastMailedAt` IS NULL OR `lastMailedAt` <= ?)',
        params: [sqlDateTime(now), search.id, 1, sqlDateTime(new Date(now.getTime() - MAIL_INTERVAL_MS))],
      };
      const mail = this.mail.queueStatements([savedSearchMail(search, owner, cars, this.auth.publicUrl)]);
      if ((await runAllOrNothing(this.dataSource, [claim, ...mail, ...notices])) !== -1)
        await runAllOrNothing(this.dataSource, notices);
    } else {
      await runAllOrNothing(this.dataSource, notices);
    }
    // After the commit: the owner's open pages refresh the bell.
    await this.live.publish([search.userId], { type: 'notification' });
  }

  /**
   * Tells each wish-lister (never the seller, nor anyone in a block with them) of a car whose price went down, if
   * it is still offered (not sold, taken down, held or deleted), below the lowest price they were told of, and at
   * most once a day: a seller moving the price down and up again tells nobody twice. Each tell commits with the record of it, conditional on its
   * still being due, so two instances never both tell.
   */
  async notifyPriceDrop(drop: PriceDrop): Promise<void> {
    const [car] = await this.products.listedAmong([drop.productId]);
    if (!car || car.sellPriceCents >= drop.oldPriceCents) return;
    const now = new Date();
    const toldBefore = new Date(now.getTime() - PRICE_DROP_INTERVAL_MS);
    const listeners = await this.wishlist.dropListeners(car.id, car.sellPriceCents, toldBefore);
    const told: string[] = [];
    const blocked = await this.blocks.blockedAmong(
      car.authorId,
      listeners.map((listener) => listener.id),
    );
    for (const user of listeners.filter(({ id }) => id !== car.authorId && !blocked.has(id))) {
      const committed = await runAllOrNothing(this.dataSource, [
        this.wishlist.priceToldStatement(user.entryId, car.sellPriceCents, now, toldBefore),
        ...this.notifications.insertStatements([
          {
            userId: user.id,
            kind: 'price-drop',
            title: `Price drop: ${carTitle(car)}`,
            text: priceDropText(car, user.priceToldCents),
            link: `/products/${car.id}`,
          },
        ]),
        ...this.mail.queueStatements([priceDropMail(user, car, user.priceToldCents, this.auth.publicUrl)]),
      ]);
      if (committed === -1) told.push(user.id);
    }
    if (told.length > 0) await this.live.publish(told, { type: 'notification' });
  }
}
