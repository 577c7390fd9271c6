// The conversations API of the Messages pages and the product page's "Message seller". Every key starts with
// CONVERSATIONS_KEY, so a live event (the shell header's live stream) refetches whatever is on screen.
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import { selectUser, useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { CONVERSATIONS_KEY } from '@usedcars/shared-ui/api/buying-keys';
import { refetchAfterChange, USER_DATA_META } from '@usedcars/shared-ui/query/query-client';
import type {
  Acknowledged,
  ChatMessage,
  ReportConversationRequest,
  ConversationSummary,
  ConversationThread,
  StartConversationRequest,
} from '@usedcars/contract/types';

const LIST_KEY = [CONVERSATIONS_KEY, 'list'] as const;
const UNREAD_KEY = [CONVERSATIONS_KEY, 'unread'] as const;
const threadKey = (id: string) => [CONVERSATIONS_KEY, 'thread', id] as const;

export function getConversations(signal?: AbortSignal): Promise<ConversationSummary[]> {
  return apiRequest<ConversationSummary[]>('/conversations', { signal });
}

export function conversationsQueryOptions(uid: string) {
  return { queryKey: [...LIST_KEY, uid], queryFn: () => getConversations(), meta: USER_DATA_META };
}

/** The caller's conversations, newest activity first. */
export function useConversations() {
  const uid = useAuthStore(selectUser)?.uid ?? '';
  return useQuery({
    ...conversationsQueryOptions(uid),
    queryFn: ({ signal }) => getConversations(signal),
    enabled: uid !== '',
  });
}

/**
 * A thread, page by page: the first page is the latest messages, each next one older ("Load earlier"). Reading
 * the latest page marks the conversation read, so the counts are refetched after it.
 */
export function useThread(id: string) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: threadKey(id),
    queryFn: async ({ pageParam, signal }) => {
      const page = await apiRequest<ConversationThread>(`/conversations/${encodeURIComponent(id)}/messages`, {
        params: { before: pageParam },
        signal,
      });
      if (!pageParam) {
        void refetchAfterChange(queryClient, UNREAD_KEY);
        void refetchAfterChange(queryClient, LIST_KEY);
      }
      return page;
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    meta: USER_DATA_META,
    enabled: id !== '',
  });
}

/** The thread's messages, oldest first, from its pages (each oldest first, the latest page first). */
export function threadMessages(data: InfiniteData<ConversationThread> | undefined): ChatMessage[] {
  return data ? [...data.pages].reverse().flatMap((page) => page.messages) : [];
}

export function useSendMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest<ChatMessage>(`/conversations/${encodeURIComponent(id)}/messages`, {
        method: 'POST',
        body: { text },
      }),
    onSuccess: () => refetchAfterChange(queryClient, [CONVERSATIONS_KEY]),
  });
}

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: StartConversationRequest) =>
      apiRequest<ConversationSummary>('/conversations', { method: 'POST', body: request }),
    onSuccess: () => refetchAfterChange(queryClient, [CONVERSATIONS_KEY]),
  });
}

/** Blocks (true) or unblocks (false) the other party of the conversation. */
export function useSetBlocked(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) =>
      apiRequest<Acknowledged>(`/conversations/${encodeURIComponent(id)}/block`, {
        method: blocked ? 'POST' : 'DELETE',
      }),
    onSuccess: () => refetchAfterChange(queryClient, [CONVERSATIONS_KEY]),
  });
}

export function useReportConversation(id: string) {
  return useMutation({
    mutationFn: (request: ReportConversationRequest) =>
      apiRequest<Acknowledged>(`/conversations/${encodeURIComponent(id)}/report`, {
        method: 'POST',
        body: request,
      }),
  });
}
