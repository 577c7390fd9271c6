// One order of My Orders: the car's image, name, description preview, sell price and badges, the
// meeting place and dates, and what the buyer can do now, by the status the server decided.
import { PhoneOutlined } from '@ant-design/icons';
import type { OwnReview } from '@usedcars/contract/reviews';
import type { Order } from '@usedcars/contract/types';
import { formatDate, formatDollars } from '@usedcars/shared-ui/format';
import { Button, Card, Flex, Spin, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { PhotoLink } from '@usedcars/shared-ui/components/PhotoLink';
import { DealPanel, isDealStatus } from './DealPanel';
import { OrderReview } from './OrderReview';

/** My Orders shows the first 200 characters of the description. */
export const ORDER_DESCRIPTION_PREVIEW_LENGTH = 200;

const IMAGE_WIDTH = 200;
const IMAGE_HEIGHT = 150;

/** The description's first 200 characters (whole code points), with an ellipsis when it was cut. */
export function descriptionPreview(description: string): string {
  const characters = Array.from(description);
  return characters.length > ORDER_DESCRIPTION_PREVIEW_LENGTH
    ? `${characters.slice(0, ORDER_DESCRIPTION_PREVIEW_LENGTH).join('')}…`
    : description;
}

export interface OrderCardProps {
  order: Order;
  onPay: (order: Order) => void;
  onCancel: (order: Order) => void;
  /**
   * The buyer's reviews by order id, once read (My Orders reads them when some deal is completed): a completed
   * order shows its review, or Write a review.
   */
  reviews?: ReadonlyMap<string, OwnReview>;
}

export function OrderCard({ order, onPay, onCancel, reviews }: OrderCardProps) {
  const { product } = order;
  return (
    <Card styles={{ body: { display: 'flex', gap: 24, flexWrap: 'wrap' } }}>
      <PhotoLink to={`/products/${order.productID}`}>
        <img
          src={product.thumbnail || product.image}
          alt={product.product_name}
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading="lazy"
          style={{ objectFit: 'cover', borderRadius: 8, maxWidth: '100%', height: 'auto' }}
        />
      </PhotoLink>
      <Flex vertical gap={8} style={{ flex: '1 1 320px', minWidth: 0 }}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          <Link to={`/products/${order.productID}`}>{product.product_name}</Link>
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {descriptionPreview(product.description)}
        </Typography.Paragraph>
        <Typography.Text strong style={{ fontSize: 18 }}>
          {formatDollars(product.sellPrice)}
        </Typography.Text>
        <Flex gap={4} wrap>
          <Tag color="blue">{product.categoryName || product.category}</Tag>
          <Tag color="purple">{product.brandName || product.brand}</Tag>
          <Tag color="green">{product.condition}</Tag>
          <Tag>{product.location}</Tag>
        </Flex>
        <Typography.Text>
          <PhoneOutlined aria-hidden /> Seller&apos;s mobile:{' '}
          <Typography.Link href={`tel:${product.mobile.replace(/[^\d+]/g, '')}`}>
            {product.mobile}
          </Typography.Link>
        </Typography.Text>
        <Typography.Text>Meeting location: {order.meetLocation}</Typography.Text>
        <Typography.Text>Booked on {formatDate(order.bookingDate)}</Typography.Text>
        {order.payment && order.paymentDate ? (
          <Typography.Text>Paid on {formatDate(order.paymentDate)}</Typography.Text>
        ) : null}
      </Flex>
      <Flex vertical gap={8} align="flex-start" style={{ minWidth: 160 }}>
        <OrderStatus order={order} onPay={onPay} />
        {reviews && order.deal?.completedAt ? (
          <OrderReview order={order} review={reviews.get(order._id)} />
        ) : null}
        {order.status === 'awaiting_payment' || order.status === 'unavailable' ? (
          <Button
            danger
            aria-label={`Cancel booking for ${product.product_name}`}
            onClick={() => onCancel(order)}
          >
            Cancel booking
          </Button>
        ) : null}
      </Flex>
    </Card>
  );
}

function OrderStatus({ order, onPay }: Pick<OrderCardProps, 'order' | 'onPay'>) {
  // A paid order's handover, disputes and refund.
  if (isDealStatus(order.status)) return <DealPanel order={{ ...order, status: order.status }} />;
  switch (order.status) {
    case 'sold':
      return <Tag color="red">Sold</Tag>;
    case 'awaiting_payment':
      return (
        <Button
          type="primary"
          aria-label={`Pay for ${order.product.product_name}`}
          onClick={() => onPay(order)}
        >
          Pay
        </Button>
      );
    case 'processing':
      return (
        <Flex gap={8} align="center" role="status">
          <Spin size="small" />
          <Typography.Text>Processing payment</Typography.Text>
        </Flex>
      );
    case 'unavailable':
      return <Tag>No longer available</Tag>;
  }
}
