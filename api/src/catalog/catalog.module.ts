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
import { AdminListings } from './admin-listings.service';
import { catalogSearchProvider } from './catalog-search';
import { IndexCatalogSearch } from './index-catalog-search';
import { ListingQueries } from './listing-queries';
import { ListingSitemap } from './listing-sitemap.service';
import { PublicListings } from './public-listings.service';
import { SellerListings } from './seller-listings.service';
import { SimilarListings } from './similar-listings.service';
import { SqlCatalogSearch } from './sql-catalog-search';
import { ProductsController } from './products.controller';
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
    ListingQueries,
    PublicListings,
    SellerListings,
    AdminListings,
    SimilarListings,
    ListingSitemap,
    ProductFacetsService,
    SqlCatalogSearch,
    IndexCatalogSearch,
    catalogSearchProvider,
    CatalogCache,
    PriceRatings,
    ListingEvents,
    SearchIndex,
    ListedRows,
  ],
  exports: [
    CategoriesService,
    BrandsService,
    PublicListings,
    ListingSitemap,
    AdminListings,
    PriceRatings,
    ListingEvents,
    SearchIndex,
  ],
})
export class CatalogModule {}
