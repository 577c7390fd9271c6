// The buyer's review of a completed order in My Orders: the stars, the words, and the seller's answer when there is
// one; or "Write a review" while there is none.
import type { OwnReview } from '@usedcars/contract/reviews';
import type { Order } from '@usedcars/contract/types';
import { ReviewStars } from '@usedcars/shared-ui/components/RatingStars';
import { formatDate } from '@usedcars/shared-ui/format';
import { Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ReviewForm } from './ReviewForm';

export function OrderReview({ order, review }: { order: Order; review: OwnReview | undefined }) {
  const [writing, setWriting] = useState(false);
  const car = order.product.product_name;
  if (!review) {
    return (
      <>
        <Button aria-label={`Write a review of the seller of ${car}`} onClick={() => setWriting(true)}>
          Write a review
        </Button>
        <ReviewForm order={order} open={writing} onClose={() => setWriting(false)} />
      </>
    );
  }
  return (
    <section aria-label="Your review" style={{ maxWidth: 320, overflowWrap: 'anywhere' }}>
      <Flex gap={8} wrap align="baseline">
        <Typography.Text strong>Your review</Typography.Text>
        <ReviewStars stars={review.stars} />
        <Typography.Text type="secondary">
          <time dateTime={review.date}>{formatDate(review.date)}</time>
        </Typography.Text>
      </Flex>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }}>
        {review.text}
      </Typography.Paragraph>
      {review.hidden ? <Tag>Hidden by an admin</Tag> : null}
      {review.answer ? (
        <div style={{ borderLeft: '3px solid #f0f0f0', paddingLeft: 8, marginTop: 8 }}>
          <Typography.Text type="secondary">
            The seller answered · <time dateTime={review.answer.date}>{formatDate(review.answer.date)}</time>
          </Typography.Text>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
            {review.answer.text}
          </Typography.Paragraph>
        </div>
      ) : null}
    </section>
  );
}
