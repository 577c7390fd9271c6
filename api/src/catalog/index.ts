// The catalog's public file: other folders import only what is here (lint and architecture.spec.ts check it).
export { CatalogModule } from './catalog.module';
export { LISTING_MESSAGES } from './listing-messages';
export { type ProductFilters } from './listing-queries';
export { PublicListings } from './public-listings.service';
export { ListingSitemap } from './listing-sitemap.service';
export { AdminListings } from './admin-listings.service';
export { ListingEvents, type PriceDrop } from './listing-events';
export { SearchIndex } from './search-index.service';
// The HTTP set-up names the catalog's version on the answers that depend on it alone (configure-app.ts).
export { CatalogCache } from './catalog-cache';
export { nameCatalogVersions } from './catalog-version';
export { ProductSearchQueryDto } from './dto/product-list.query';
export { Brand } from './brand.entity';
export { Category } from './category.entity';
export { listingYearOf, Product } from './product.entity';
export { searchWordsOf } from './search-words';
export { PriceSegment } from './price-segment.entity';
export { PriceRatings } from './price-ratings.service';
export { serializeAdminProduct, serializeBookedProduct, serializeProduct } from './catalog.serializers';
export { isUnderReview, LISTING_STATUS_PARAMETERS, listingStatus, listingStatusSql } from './listing-status';
// Statements on listings for the other owners' transactions (claim, release, report, take down).
export {
  claimListingForSale,
  clearListingReports,
  countListingReport,
  releaseListingSale,
  takeDownListing,
} from './listing-writes';
export {
  numberFromText,
  PRODUCT_MESSAGES,
  TAKEDOWN_REASON_MESSAGE,
  TakedownDto,
} from './dto/product-write.dto';
