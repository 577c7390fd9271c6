import type { WishlistEntry as WishlistEntryBody } from '@usedcars/contract/types';
import { serializeProduct, type Product } from '../catalog';
import type { WishlistEntry } from './wishlist-entry.entity';

/** Needs `product` with its `category`, `brand` and `author` loaded. */
export function serializeWishlistEntry(entry: WishlistEntry): WishlistEntryBody {
  return {
    _id: entry.id,
    authorID: entry.userId,
    productID: entry.productId,
    date: entry.createdAt.toISOString(),
    product: serializeProduct(entry.product as Product),
  };
}
