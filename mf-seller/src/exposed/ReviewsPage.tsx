// /seller/reviews: what buyers wrote about the seller's completed deals, newest first, a page at a time (hidden ones
// too, marked), with the seller's one answer to each.
import { REVIEW_PAGE_SIZE_DEFAULT } from '@usedcars/contract/reviews';
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';
import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import { Pagination, Spin, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useSellerReviews } from '../features/reviews/api/seller-reviews';
import { ReviewList } from '../features/reviews/components/ReviewList';

const STYLES = `
.uc-review-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 12px; }
.uc-review-item { display: flex; flex-direction: column; gap: 8px; padding: 12px; border: 1px solid #f0f0f0;
  border-radius: 8px; background: #fff; overflow-wrap: anywhere; min-width: 0; }
.uc-review-head { display: flex; flex-wrap: wrap; gap: 4px 8px; align-items: baseline; }
.uc-review-meta { color: #595959; font-size: 13px; }
.uc-review-answer { border-left: 3px solid #f0f0f0; padding-left: 8px; }
.uc-review-answer-form { display: flex; flex-direction: column; gap: 4px; max-width: 560px; }
`;

function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export default function ReviewsPage() {
  const uid = useAuthStore((state) => state.user?.uid);
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const reviews = useSellerReviews(uid, page);

  return (
    <section>
      <style>{STYLES}</style>
      <PageTitle>Reviews</PageTitle>
      <Typography.Title level={1}>Reviews</Typography.Title>
      <Typography.Paragraph type="secondary">
        Buyers review you once their deal is completed. You may answer each review once; your answer is shown
        under it on your public page.
      </Typography.Paragraph>
      {reviews.isError ? (
        <QueryError
          error={reviews.error}
          onRetry={() => void reviews.refetch()}
          title="Your reviews could not be loaded."
        />
      ) : reviews.isPending ? (
        <Spin aria-label="Loading reviews" />
      ) : reviews.data.reviews.length === 0 ? (
        <EmptyState title="No reviews yet" />
      ) : (
        <>
          <ReviewList reviews={reviews.data.reviews} />
          <Pagination
            style={{ marginTop: 16 }}
            current={page}
            pageSize={REVIEW_PAGE_SIZE_DEFAULT}
            total={reviews.data.total}
            showSizeChanger={false}
            hideOnSinglePage
            onChange={(next) => {
              const params = new URLSearchParams(searchParams);
              if (next > 1) params.set('page', String(next));
              else params.delete('page');
              setSearchParams(params);
            }}
          />
        </>
      )}
    </section>
  );
}
