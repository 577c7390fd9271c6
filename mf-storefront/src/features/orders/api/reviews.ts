// GET /api/reviews/mine and POST /api/reviews: the buyer's own reviews (which completed orders are reviewed) and a
// new review of the seller of a completed order.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { CreateReviewRequest, OwnReview } from '@usedcars/contract/reviews';
import { refetchAfterChange, USER_DATA_META } from '@usedcars/shared-ui/query/query-client';

export const MY_REVIEWS_KEY = 'my-reviews';

/** The buyer's reviews by order id; read only when `enabled` (some order is completed). */
export function useMyReviews(uid: string, enabled: boolean) {
  return useQuery({
    queryKey: [MY_REVIEWS_KEY, uid],
    queryFn: ({ signal }) => apiRequest<OwnReview[]>('/reviews/mine', { signal }),
    select: (reviews) => new Map(reviews.map((review) => [review.orderId, review])),
    enabled: enabled && uid !== '',
    meta: USER_DATA_META,
    staleTime: 0,
  });
}

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateReviewRequest) =>
      apiRequest<OwnReview>('/reviews', { method: 'POST', body: request }),
    // Settled, not only on success: a 409 means the order was reviewed already (another tab).
    onSettled: () => refetchAfterChange(queryClient, [MY_REVIEWS_KEY]),
  });
}
