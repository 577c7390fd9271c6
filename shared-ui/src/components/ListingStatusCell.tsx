// A listing's status as sellers and admins see it: Available, Sold or Taken down (with the admin's reason), and
// Under review while open reports hide it from the public lists.
import { Flex, Tag, Typography } from 'antd';
import type { ListingStatus, OwnProduct } from '@usedcars/contract/types';

export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  available: 'Available',
  sold: 'Sold',
  taken_down: 'Taken down',
};

const STATUS_COLORS: Record<ListingStatus, string> = { available: 'green', sold: 'blue', taken_down: 'red' };

export const UNDER_REVIEW_LABEL = 'Under review';
export const UNDER_REVIEW_EXPLANATION = 'Hidden from public lists while an admin reviews reports';

export function ListingStatusCell({
  product,
}: {
  product: Pick<OwnProduct, 'status' | 'takedownReason' | 'underReview'>;
}) {
  return (
    <Flex vertical gap={4}>
      <span>
        <Tag color={STATUS_COLORS[product.status]}>{LISTING_STATUS_LABELS[product.status]}</Tag>
        {product.underReview ? <Tag color="orange">{UNDER_REVIEW_LABEL}</Tag> : null}
      </span>
      {product.underReview ? (
        <Typography.Text type="secondary">{UNDER_REVIEW_EXPLANATION}</Typography.Text>
      ) : null}
      {product.status === 'taken_down' && product.takedownReason ? (
        <Typography.Text type="secondary">Reason: {product.takedownReason}</Typography.Text>
      ) : null}
    </Flex>
  );
}
