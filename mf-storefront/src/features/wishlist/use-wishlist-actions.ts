// The wish-list action of every product card and of the product page: logged out, say that
// wish-listing needs login; logged in, POST the car and confirm. A car counts as wish-listed from the click on
// (so a second click cannot race the first) until the server says otherwise. A press made while the page still
// resolves the session (a server-rendered page works before it knows) waits for the answer.
import { isApiError } from '@usedcars/shared-ui/api/client';
import { BUYING_MESSAGES } from '@usedcars/contract/messages';
import type { Product } from '@usedcars/contract/types';
import { useAddToWishlist } from '@usedcars/shared-ui/api/wishlist/add-to-wishlist';
import { useWishlist } from '@usedcars/shared-ui/api/wishlist/get-wishlist';
import { selectUser, settledUser, useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { message } from '@usedcars/shared-ui/feedback/message';
import { useMemo, useRef, useState } from 'react';

export interface WishlistActions {
  isWishlisted: (productId: string) => boolean;
  addToWishlist: (product: Product) => void;
}

export function useWishlistActions(): WishlistActions {
  const user = useAuthStore(selectUser);
  const { data: entries } = useWishlist();
  const add = useAddToWishlist();
  const [claimed, setClaimed] = useState<ReadonlySet<string>>(new Set());
  // Cars pressed and not yet answered: while the session resolves, `claimed` does not disable their buttons yet.
  const pressed = useRef(new Set<string>());

  const listed = useMemo(() => new Set((entries ?? []).map((entry) => entry.productID)), [entries]);

  const release = (productId: string) =>
    setClaimed((current) => {
      const next = new Set(current);
      next.delete(productId);
      return next;
    });

  const wishlistCar = async (product: Product) => {
    if (pressed.current.has(product._id)) return;
    pressed.current.add(product._id);
    setClaimed((current) => new Set(current).add(product._id));
    try {
      if (!(await settledUser())) {
        release(product._id);
        message.warning(BUYING_MESSAGES.wishlistLogin);
        return;
      }
      // mutateAsync, not mutate's callbacks: those fire for the latest call only, and two cards may be in flight.
      await add.mutateAsync({ productID: product._id });
      message.success(BUYING_MESSAGES.wishlistAdded);
    } catch (error: unknown) {
      release(product._id);
      // Wish-list failures are only logged (docs/product-rules.md). A 409 (sold car, full list) carries the
      // server's own readable reason, worth telling the user.
      if (isApiError(error) && error.status === 409) message.error(error.body.message);
      else console.error('Could not add the car to the wish list', error);
    } finally {
      pressed.current.delete(product._id);
    }
  };

  return {
    isWishlisted: (productId) => user !== null && (listed.has(productId) || claimed.has(productId)),
    addToWishlist: (product) => void wishlistCar(product),
  };
}
