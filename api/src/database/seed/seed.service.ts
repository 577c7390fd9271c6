import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { appConfig } from '../../config/app.config';
import { authConfig } from '../../config/auth.config';
import { PriceRatings } from '../../catalog';
import { CatalogEvents } from '../../events';
import { MediaStorageService } from '../../media';
import { seedDemoData } from './seed';

/** Seeds the demo catalog into an empty database at start-up (off in production unless SEED_DEMO_DATA=true). */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(appConfig.KEY) private readonly config: ConfigType<typeof appConfig>,
    @Inject(authConfig.KEY) private readonly auth: ConfigType<typeof authConfig>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly media: MediaStorageService,
    private readonly priceRatings: PriceRatings,
    private readonly events: CatalogEvents,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemoData) return;
    const started = Date.now();
    const summary = await seedDemoData(this.dataSource, this.media, this.auth.passwordHashCost);
    if (!summary) return;
    // The seed writes the rows directly: the demo cars' price segments, and the caches and search index told.
    await this.priceRatings.rebuildAll();
    await this.events.publish({ type: 'catalog.rewritten' });
    this.logger.log(
      `Seeded demo data in ${Date.now() - started} ms: ${summary.users} users, ${summary.categories} categories, ` +
        `${summary.brands} brands, ${summary.products} cars; the demo buyer's ${summary.bookings} bookings and ` +
        `${summary.wishlistEntries} wish-list entries; ${summary.paidOrders} paid orders; ${summary.reports} report. Demo logins (password ${summary.logins[0]?.password}): ` +
        summary.logins.map((login) => `${login.email} (${login.role})`).join(', '),
    );
  }
}
