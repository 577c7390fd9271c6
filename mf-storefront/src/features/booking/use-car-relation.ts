// How the signed-in user stands to a car, from what the page already knows: the account (is it their listing?)
// and their bookings (My Orders lists the open ones). Cards and the product page offer Book Now and the wish
// list only where the server would accept them: a refunded order no longer holds the car, so its buyer may book it
// again once it is back on sale (docs/product-rules.md, "Back on sale").
import { REFUND_STATES } from '@usedcars/contract/deals';
import type { Order, Product } from '@usedcars/contract/types';
import { selectUser, useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import type { CarRelation } from '@usedcars/shared-ui/components/CarRelationNote';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getMyOrdersQueryOptions } from '../orders';

/** A refund (under way or done) frees the buyer's booking of the car. */
const RELEASED: readonly Order['status'][] = REFUND_STATES;

/** Lists of cars are opened often: their bookings are re-read at most this often (a booking refreshes them). */
const BOOKINGS_STALE_MS = 30_000;

export function useCarRelation(): (product: Product) => CarRelation {
  const uid = useAuthStore(selectUser)?.uid ?? '';
  const { data: orders } = useQuery({
    ...getMyOrdersQueryOptions(uid),
    enabled: uid !== '',
    staleTime: BOOKINGS_STALE_MS,
    refetchInterval: false,
  });
  const booked = useMemo(
    () =>
      new Set(
        (orders ?? []).filter((order) => !RELEASED.includes(order.status)).map((order) => order.productID),
      ),
    [orders],
  );
  return (product) => {
    if (!uid) return null;
    if (product.authorID === uid) return 'yours';
    return booked.has(product._id) ? 'booked' : null;
  };
}
