import type {
  AdminProduct,
  OwnProduct,
  Brand as BrandBody,
  Category as CategoryBody,
  LastPriceChange,
  PricePoint,
  Product as ProductBody,
  ProductDetail,
  PublicAuthor,
} from '@usedcars/contract/types';
import { sellerRating } from '@usedcars/contract/reviews';
import type { User } from '../users';
import type { Brand } from './brand.entity';
import type { Category } from './category.entity';
import { isUnderReview, listingStatus } from './listing-status';
import {
  lastPriceChangeOf,
  photosOf,
  type PriceChange,
  priceHistoryOf,
  type Product,
} from './product.entity';
import { centsToDollars } from '../common/money';

// Public answers carry only what the screens show: no emails, hashes, roles or the seller's mobile.

export function serializeCategory(category: Category): CategoryBody {
  return {
    _id: category.id,
    category: category.name,
    value: category.value,
    thumbnail: category.thumbnailUrl,
    date: category.createdAt.toISOString(),
  };
}

export function serializeBrand(brand: Brand): BrandBody {
  return { _id: brand.id, brandName: brand.name, value: brand.value, date: brand.createdAt.toISOString() };
}

export function serializePublicAuthor(user: User): PublicAuthor {
  return {
    displayName: user.displayName,
    verified: user.verified,
    photoURL: user.photoURL,
    rating: sellerRating(user.ratingCount, user.ratingStars),
  };
}

/** Needs `category`, `brand`, `author` and `priceRating` (PriceRatings.rate) loaded. */
export function serializeProduct(product: Product): ProductBody {
  if (!product.priceRating) throw new Error(`Product ${product.id} was read without its price rating`);
  return { ...serializeBookedProduct(product), priceRating: product.priceRating };
}

/** A listing as a booking shows it: no price rating (a booking is not a listing read). */
export function serializeBookedProduct(product: Product): Omit<ProductBody, 'priceRating'> {
  return {
    _id: product.id,
    product_name: product.name,
    description: product.description,
    category: product.category.value,
    categoryName: product.category.name,
    brand: product.brand.value,
    brandName: product.brand.name,
    condition: product.condition,
    originalPrice: centsToDollars(product.originalPriceCents),
    sellPrice: centsToDollars(product.sellPriceCents),
    location: product.location,
    purchaseYear: product.purchaseMonth,
    image: product.imageUrl,
    thumbnail: product.thumbUrl,
    images: photosOf(product),
    authorID: product.authorId,
    author: serializePublicAuthor(product.author),
    date: product.createdAt.toISOString(),
    advertise: product.advertise,
    sell: product.sold,
    modelYear: product.modelYear,
    model: product.model,
    mileage: product.mileageKm,
    fuel: product.fuel,
    transmission: product.transmission,
    owners: product.previousOwners,
    color: product.color,
    engineCc: product.engineCc,
    vin: product.vin,
    lastPriceChange: lastPriceChange(product),
  };
}

/** A listing as its own page reads it: with its price history (kept short, see `withPriceChange`). */
export function serializeProductDetail(product: Product): ProductDetail {
  return { ...serializeProduct(product), priceHistory: priceHistoryOf(product).map(pricePoint) };
}

function pricePoint(change: PriceChange): PricePoint {
  return { price: centsToDollars(change.priceCents), date: change.at };
}

// Lists carry only the last change: the whole history would grow every answer with each change of a price.
function lastPriceChange(product: Product): LastPriceChange | null {
  const change = lastPriceChangeOf(product);
  return change && { from: pricePoint(change.from), to: pricePoint(change.to) };
}

/** A listing as its seller sees it: with the mobile, status and takedown reason. */
export function serializeOwnProduct(product: Product): OwnProduct {
  return {
    ...serializeProduct(product),
    mobile: product.mobile,
    status: listingStatus(product),
    takedownReason: product.takenDownAt ? product.takedownReason : null,
    underReview: isUnderReview(product),
  };
}

/** A listing as an admin sees it: the seller's own view plus who the seller is. */
export function serializeAdminProduct(product: Product): AdminProduct {
  return {
    ...serializeOwnProduct(product),
    seller: {
      uid: product.author.id,
      displayName: product.author.displayName,
      email: product.author.email,
      verified: product.author.verified,
    },
    deletedAt: product.deletedAt?.toISOString() ?? null,
  };
}
