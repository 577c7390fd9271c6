// POST /api/wishlist: puts a car on the signed-in user's wish list (adding twice is harmless; 409 with a
// readable message for a sold car or a full list). The list is then refetched, so every count follows.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WISHLIST_KEY } from '@usedcars/shared-ui/api/buying-keys';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import { refetchAfterChange } from '@usedcars/shared-ui/query/query-client';
import type { Acknowledged, AddToWishlistRequest } from '@usedcars/contract/types';

export function addToWishlist(request: AddToWishlistRequest): Promise<Acknowledged> {
  return apiRequest<Acknowledged>('/wishlist', { method: 'POST', body: request });
}

export function useAddToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToWishlist,
    onSuccess: () => refetchAfterChange(queryClient, [WISHLIST_KEY]),
  });
}
