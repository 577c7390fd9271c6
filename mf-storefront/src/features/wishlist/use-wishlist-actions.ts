// The wish-list action of every product card and of the product page: logged out, say that
// wish-listing needs login; logged in, POST the car and confirm. A car counts as wish-listed from the click on
// (so a second click cannot race the first) until the server says otherwise.
import { isApiError } from '@usedcars/shared-ui/api/client';
import { BUYING_MESSAGES } from '@usedcars/contract/messages';
import type { Product } from '@usedcars/contract/types';
import { useAddToWishlist } from '@usedcars/shared-ui/api/wishlist/add-to-wishlist';
import { useWishlist } from '@usedcars/shared-ui/api/wishlist/get-wishlist';
import { selectUser, useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { message } from '@usedcars/shared-ui/feedback/message';
import { useMemo, useState } from 'react';

export interface WishlistActions {
  isWishlisted: (productId: string) => boolean;
  addToWishlist: (product: Product) => void;
}

export function useWishlistActions(): WishlistActions {
  const user = useAuthStore(selectUser);
  const { data: entries } = useWishlist();
  const add = useAddToWishlist();
  const [claimed, setClaimed] = useState<ReadonlySet<string>>(new Set());

  const listed = useMemo(() => new Set((entries ?? []).map((entry) => entry.productID)), [entries]);

  const release = (productId: string) =>
    setClaimed((current) => {
      const next = new Set(current);
      next.delete(productId);
      return next;
    });

  const addToWishlist = (product: Product) => {
    if (!user) {
      message.warning(BUYING_MESSAGES.wishlistLogin);
      return;
    }
    setClaimed((current) => new Set(current).add(product._id));
    // mutateAsync, not mutate's callbacks: those fire for the latest call only, and two cards may be in flight.
    add.mutateAsync({ productID: product._id }).then(
      () => message.success(BUYING_MESSAGES.wishlistAdded),
      (error: unknown) => {
        release(product._id);
        // Wish-list failures are only logged (docs/product-rules.md). A 409 (sold car, full list) carries the
        // server's own readable reason, worth telling the user.
        if (isApiError(error) && error.status === 409) message.error(error.body.message);
        else console.error('Could not add the car to the wish list', error);
      },
    );
  };

  return {
    isWishlisted: (productId) => user !== null && (listed.has(productId) || claimed.has(productId)),
    addToWishlist,
  };
}
