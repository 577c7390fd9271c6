// DELETE /api/wishlist/{productID}: takes a car off the signed-in user's wish list (404 when it was not on it).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WISHLIST_KEY } from '@usedcars/shared-ui/api/buying-keys';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import { refetchAfterChange } from '@usedcars/shared-ui/query/query-client';
import type { Acknowledged } from '@usedcars/contract/types';

export function removeFromWishlist(productID: string): Promise<Acknowledged> {
  return apiRequest<Acknowledged>(`/wishlist/${encodeURIComponent(productID)}`, { method: 'DELETE' });
}

export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromWishlist,
    // Settled, not only on success: after a 404 the list is stale too.
    onSettled: () => refetchAfterChange(queryClient, [WISHLIST_KEY]),
  });
}
