// Wire-shaped wish-list entries for tests, and the mockFetch route answering them.
import type { Product, WishlistEntry } from '@usedcars/shared-ui/api/types';
import { makeProduct } from '@usedcars/shared-ui/testing/fixtures';
import type { MockAnswer } from '@usedcars/shared-ui/testing/mock-fetch';

export function makeWishlistEntry(product: Partial<Product> = {}, authorID = 'u-buyer'): WishlistEntry {
  const embedded = makeProduct(product);
  return {
    _id: `w-${embedded._id}`,
    authorID,
    productID: embedded._id,
    date: '2024-04-01T08:00:00.000Z',
    product: embedded,
  };
}

/** A GET /api/wishlist/{uid} answer that always reads the current list, so a test can change it mid-way. */
export function wishlistAnswer(entries: () => WishlistEntry[]): () => MockAnswer {
  return () => ({ body: entries() });
}
