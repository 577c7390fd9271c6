// GET /api/seller/reviews?page=&pageSize= and POST /api/reviews/{id}/answer: the reviews of the seller's deals (hidden
// ones too), a page at a time with the total in X-Total-Count, and the seller's one answer to each.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AnswerReviewRequest,
  type OwnReview,
  REVIEW_PAGE_SIZE_DEFAULT,
} from '@usedcars/contract/reviews';
import { apiRequest, apiRequestWithHeaders, readTotalCount } from '@usedcars/shared-ui/api/client';
import { refetchAfterChange, USER_DATA_META } from '@usedcars/shared-ui/query/query-client';

export const SELLER_REVIEWS_KEY = 'seller-reviews';

export interface SellerReviewsPage {
  reviews: OwnReview[];
  total: number;
}

export async function getSellerReviews(page: number, signal?: AbortSignal): Promise<SellerReviewsPage> {
  const { data, headers } = await apiRequestWithHeaders<OwnReview[]>('/seller/reviews', {
    params: { page, pageSize: REVIEW_PAGE_SIZE_DEFAULT },
    signal,
  });
  return { reviews: data, total: readTotalCount(headers, data.length) };
}

export function useSellerReviews(uid: string | undefined, page: number) {
  return useQuery({
    // The uid keys the cache per seller; the API answers for the caller's token.
    queryKey: [SELLER_REVIEWS_KEY, uid ?? '', page],
    queryFn: ({ signal }) => getSellerReviews(page, signal),
    enabled: Boolean(uid),
    placeholderData: keepPreviousData,
    meta: USER_DATA_META,
    staleTime: 0,
  });
}

export function useAnswerReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: AnswerReviewRequest & { id: string }) =>
      apiRequest<OwnReview>(`/reviews/${encodeURIComponent(id)}/answer`, { method: 'POST', body: { text } }),
    // Settled, not only on success: a 409 (answered in another tab, or hidden meanwhile) means the list is stale.
    onSettled: () => refetchAfterChange(queryClient, [SELLER_REVIEWS_KEY]),
  });
}
