// The offers of a conversation. Their key starts with CONVERSATIONS_KEY, so the header's live stream (an `offer`
// event) refetches them on both parties' open pages.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import { CONVERSATIONS_KEY } from '@usedcars/shared-ui/api/buying-keys';
import { refetchAfterChange, USER_DATA_META } from '@usedcars/shared-ui/query/query-client';
import type { AnswerOfferRequest, MakeOfferRequest, Offer } from '@usedcars/contract/types';

const offersKey = (conversationId: string) => [CONVERSATIONS_KEY, 'offers', conversationId] as const;

/** The conversation's offers, newest first. */
export function useOffers(conversationId: string) {
  return useQuery({
    queryKey: offersKey(conversationId),
    queryFn: ({ signal }) =>
      apiRequest<Offer[]>(`/conversations/${encodeURIComponent(conversationId)}/offers`, { signal }),
    meta: USER_DATA_META,
    enabled: conversationId !== '',
  });
}

export function useMakeOffer(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: MakeOfferRequest) =>
      apiRequest<Offer>(`/conversations/${encodeURIComponent(conversationId)}/offers`, {
        method: 'POST',
        body: request,
      }),
    onSuccess: () => refetchAfterChange(queryClient, [CONVERSATIONS_KEY]),
  });
}

export function useAnswerOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...request }: AnswerOfferRequest & { id: string }) =>
      apiRequest<Offer>(`/offers/${encodeURIComponent(id)}`, { method: 'PATCH', body: request }),
    onSuccess: () => refetchAfterChange(queryClient, [CONVERSATIONS_KEY]),
  });
}
