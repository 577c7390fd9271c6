// GET /api/admin/reviews?status=&page=&pageSize= and POST /api/admin/reviews/{id}/hide (Admin): visible reviews
// newest first or hidden ones latest hidden first (total in X-Total-Count), and hiding one with a reason (in the
// audit log).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminReviewItem,
  REVIEW_PAGE_SIZE_DEFAULT,
  type ReviewStatus,
} from '@usedcars/contract/reviews';
import type { Acknowledged } from '@usedcars/contract/types';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import { refreshAfterAdminAction } from '../audit';
import { serverPageQueryOptions } from '../paged-list';

export const ADMIN_REVIEWS_KEY = 'admin-reviews';

export type AdminReviewsQuery = { status: ReviewStatus; page: number };

export function useAdminReviews(query: AdminReviewsQuery) {
  return useQuery(
    serverPageQueryOptions<AdminReviewItem, AdminReviewsQuery>(
      ADMIN_REVIEWS_KEY,
      '/admin/reviews',
      query,
      REVIEW_PAGE_SIZE_DEFAULT,
    ),
  );
}

export function useHideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiRequest<Acknowledged>(`/admin/reviews/${encodeURIComponent(id)}/hide`, {
        method: 'POST',
        body: { reason },
      }),
    // Also after a failure: a 409 means another admin hid it first, so the list is out of date.
    onSettled: () => refreshAfterAdminAction(queryClient, ADMIN_REVIEWS_KEY),
  });
}
