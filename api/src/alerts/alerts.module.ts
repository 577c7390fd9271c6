import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog';
import { LiveModule } from '../live';
import { MailModule } from '../mail';
import { NotificationsModule } from '../notifications';
import { UsersModule } from '../users';
import { WishlistModule } from '../wishlist';
import { AlertCursor } from './alert-cursor.entity';
import { AlertsController } from './alerts.controller';
import { ListingAlerts } from './listing-alerts';
import { SavedSearch } from './saved-search.entity';
import { SavedSearchesService } from './saved-searches.service';

/** Saved searches and the alerts of new matches and of lower prices on wish-listed cars. */
@Module({
  imports: [
    TypeOrmModule.forFeature([SavedSearch, AlertCursor]),
    CatalogModule,
    WishlistModule,
    NotificationsModule,
    MailModule,
    LiveModule,
    UsersModule,
  ],
  controllers: [AlertsController],
  providers: [SavedSearchesService, ListingAlerts],
})
export class AlertsModule {}
