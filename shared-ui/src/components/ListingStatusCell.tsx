// A listing's status as sellers and admins see it: Available, Sold or Taken down (with the admin's reason).
import { Flex, Tag, Typography } from 'antd';
import type { ListingStatus, OwnProduct } from '@usedcars/shared-ui/api/types';

export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  available: 'Available',
  sold: 'Sold',
  taken_down: 'Taken down',
};

const STATUS_COLORS: Record<ListingStatus, string> = { available: 'green', sold: 'blue', taken_down: 'red' };

export function ListingStatusCell({ product }: { product: Pick<OwnProduct, 'status' | 'takedownReason'> }) {
  return (
    <Flex vertical gap={4}>
      <span>
        <Tag color={STATUS_COLORS[product.status]}>{LISTING_STATUS_LABELS[product.status]}</Tag>
      </span>
      {product.status === 'taken_down' && product.takedownReason ? (
        <Typography.Text type="secondary">Reason: {product.takedownReason}</Typography.Text>
      ) : null}
    </Flex>
  );
}
