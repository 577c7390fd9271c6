// GET /api/wishlist/{uid}: the signed-in user's wish list. One cache for the page (react-query is a shared
// singleton): the shell's heart count reads it, the storefront's cards and /wishlist read and write it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { WISHLIST_KEY } from '@usedcars/shared-ui/api/buying-keys';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { WishlistEntry } from '@usedcars/contract/types';
import { selectUser, useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { USER_DATA_META } from '@usedcars/shared-ui/query/query-client';

export function getWishlist(uid: string, signal?: AbortSignal): Promise<WishlistEntry[]> {
  return apiRequest<WishlistEntry[]>(`/wishlist/${encodeURIComponent(uid)}`, { signal });
}

export function getWishlistQueryOptions(uid: string) {
  return queryOptions({
    queryKey: [WISHLIST_KEY, uid],
    queryFn: ({ signal }) => getWishlist(uid, signal),
    // One user's data: logging in or out drops it from the cache.
    meta: USER_DATA_META,
  });
}

/** The signed-in user's wish list; never fetched while logged out (the list is then empty by definition). */
export function useWishlist() {
  const uid = useAuthStore(selectUser)?.uid ?? '';
  return useQuery({ ...getWishlistQueryOptions(uid), enabled: uid !== '' });
}
