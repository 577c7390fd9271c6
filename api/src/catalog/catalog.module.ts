import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaModule } from '../media';
import { AdminProductsController } from './admin-products.controller';
import { Brand } from './brand.entity';
import { BrandsController } from './brands.controller';
import { BrandsService } from './brands.service';
import { CategoriesController } from './categories.controller';
import { CategoriesService } from './categories.service';
import { Category } from './category.entity';
import { CatalogCache } from './catalog-cache';
import { CatalogVersionController } from './catalog-version';
import { ListedRows } from './listed-rows';
import { ListingEvents } from './listing-events';
import { PriceRatings } from './price-ratings.service';
import { PriceSegment } from './price-segment.entity';
import { Product } from './product.entity';
import { ProductFacetsService } from './product-facets.service';
import { ProductsController } from './products.controller';
import { ProductsService } from './products.service';
import { SearchIndex } from './search-index.service';

@Module({
  imports: [TypeOrmModule.forFeature([Category, Brand, Product, PriceSegment]), MediaModule],
  controllers: [
    CategoriesController,
    BrandsController,
    ProductsController,
    AdminProductsController,
    CatalogVersionController,
  ],
  providers: [
    CategoriesService,
    BrandsService,
    ProductsService,
    ProductFacetsService,
    CatalogCache,
    PriceRatings,
    ListingEvents,
    SearchIndex,
    ListedRows,
  ],
  exports: [CategoriesService, BrandsService, ProductsService, PriceRatings, ListingEvents, SearchIndex],
})
export class CatalogModule {}
