// GET /api/notifications/unread: the bell's count. One query key for every notification read ([NOTIFICATIONS_KEY]),
// so a read, a "mark all read" or (later) a live event refreshes the count and the list together by invalidating it.
import { useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '@usedcars/contract/types';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import { selectUser, useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { USER_DATA_META } from '@usedcars/shared-ui/query/query-client';

export const NOTIFICATIONS_KEY = 'notifications';
/** Modest polling: once a minute, and when the tab comes back into focus (react-query's default). */
export const UNREAD_POLL_MS = 60_000;

export function unreadNotificationsKey(uid: string) {
  return [NOTIFICATIONS_KEY, 'unread', uid] as const;
}

/** The signed-in user's unread notifications; never fetched while logged out. */
export function useUnreadNotifications() {
  const uid = useAuthStore(selectUser)?.uid ?? '';
  return useQuery({
    queryKey: unreadNotificationsKey(uid),
    queryFn: ({ signal }) => apiRequest<UnreadCount>('/notifications/unread', { signal }),
    enabled: uid !== '',
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    // Not the 5-minute default: a focus after a minute asks again.
    staleTime: 30_000,
    meta: USER_DATA_META,
  });
}
