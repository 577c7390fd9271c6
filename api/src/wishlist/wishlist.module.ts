import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WishlistEntry } from './wishlist-entry.entity';

/** Entity only for now; the wish-list endpoints come with authentication. */
@Module({
  imports: [TypeOrmModule.forFeature([WishlistEntry])],
  exports: [TypeOrmModule],
})
export class WishlistModule {}
