import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog';
import { WishlistController } from './wishlist.controller';
import { WishlistEntry } from './wishlist-entry.entity';
import { WishlistService } from './wishlist.service';

@Module({
  imports: [TypeOrmModule.forFeature([WishlistEntry]), CatalogModule],
  controllers: [WishlistController],
  providers: [WishlistService],
  exports: [TypeOrmModule, WishlistService],
})
export class WishlistModule {}
