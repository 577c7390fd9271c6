// GET /api/seller/offers and PATCH /api/offers/{id}: the open offers on the seller's cars and the seller's answers.
// The key starts with CONVERSATIONS_KEY, so the header's live stream refetches the list when an offer comes or is
// answered.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONVERSATIONS_KEY } from '@usedcars/shared-ui/api/buying-keys';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import { refetchAfterChange, USER_DATA_META } from '@usedcars/shared-ui/query/query-client';
import type { AnswerOfferRequest, Offer } from '@usedcars/contract/types';

export function useSellerOffers(uid: string | undefined) {
  return useQuery({
    // The uid keys the cache per seller; the API answers for the caller's token.
    queryKey: [CONVERSATIONS_KEY, 'seller-offers', uid ?? ''],
    queryFn: ({ signal }) => apiRequest<Offer[]>('/seller/offers', { signal }),
    enabled: Boolean(uid),
    meta: USER_DATA_META,
    staleTime: 0,
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
