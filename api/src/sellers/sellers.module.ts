import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog';
import { ConversationsModule } from '../conversations';
import { ReviewsModule } from '../reviews';
import { UsersModule } from '../users';
import { SellersController } from './sellers.controller';
import { SellersService } from './sellers.service';

/** Sellers' public profiles: read from the users, catalog, conversations and reviews modules; no table of its own. */
@Module({
  imports: [UsersModule, CatalogModule, ConversationsModule, ReviewsModule],
  controllers: [SellersController],
  providers: [SellersService],
})
export class SellersModule {}
