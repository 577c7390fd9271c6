// The header's part of messages (the header is on the home page's first load, so it is small and the shell's own,
// not a shared module, which would cost an entry in every app's share table): the unread count and the live stream
// that keeps every conversation query fresh. The Messages pages use the same keys (CONVERSATIONS_KEY).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CONVERSATIONS_KEY } from '@usedcars/shared-ui/api/buying-keys';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import { NOTIFICATIONS_KEY } from '@usedcars/shared-ui/api/notifications/unread-notifications';
import { refetchAfterChange, USER_DATA_META } from '@usedcars/shared-ui/query/query-client';
import { LIVE_EVENTS_PATH, type LiveEvent, type UnreadCount } from '@usedcars/contract/types';
import { useEffect } from 'react';

const UNREAD_KEY = [CONVERSATIONS_KEY, 'unread'] as const;

/** GET /conversations/unread while logged in. */
export function useUnreadMessages(uid: string | undefined) {
  return useQuery({
    queryKey: [...UNREAD_KEY, uid],
    queryFn: ({ signal }) => apiRequest<UnreadCount>('/conversations/unread', { signal }),
    enabled: !!uid,
    meta: USER_DATA_META,
  });
}

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/**
 * While logged in, the live stream (Server-Sent Events; the session cookie authenticates it): on each event the
 * queries it concerns are refetched (the notifications', or the conversations'). EventSource reconnects a dropped
 * stream by itself; one it gave up on (the server refused or was down) is reopened here, backing off. Every opening
 * refetches, the first included: an event published before the stream was subscribed (a message sent while the
 * page loaded, after its unread count was read) reaches nobody.
 */
export function useLiveEvents(uid: string | undefined): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!uid || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = FIRST_RETRY_MS;
    const refetch = (key: string) => void refetchAfterChange(client, [key]);
    const refresh = () => {
      refetch(CONVERSATIONS_KEY);
      refetch(NOTIFICATIONS_KEY);
    };
    const open = () => {
      source = new EventSource(LIVE_EVENTS_PATH);
      source.onopen = () => {
        refresh();
        delay = FIRST_RETRY_MS;
      };
      source.onmessage = (message: MessageEvent<string>) => {
        const event = JSON.parse(message.data) as LiveEvent;
        refetch(event.type === 'notification' ? NOTIFICATIONS_KEY : CONVERSATIONS_KEY);
      };
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED) return;
        timer = setTimeout(open, delay);
        delay = Math.min(delay * 2, MAX_RETRY_MS);
      };
    };
    open();
    return () => {
      clearTimeout(timer);
      source?.close();
    };
  }, [uid, client]);
}
