// A product in a grid: thumbnail, name, sell and original price, badges, and two actions: wish-list (or, on the
// wish-list page, Remove) and booking. An action without a handler stays disabled; a sold car cannot be booked
// and shows a 'Sold' tag in place of the booking action.
import { BookOutlined, DeleteOutlined, HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Tag, Tooltip, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { Product } from '@usedcars/shared-ui/api/types';
import { formatDollars } from '@usedcars/shared-ui/format';

export const PRODUCT_IMAGE_WIDTH = 400;
export const PRODUCT_IMAGE_HEIGHT = 300;

export interface ProductCardProps {
  product: Product;
  onWishlist?: (product: Product) => void;
  onBook?: (product: Product) => void;
  /** True once the product is on the user's wish list (spec §4). */
  wishlisted?: boolean;
  /** On the wish-list page: a Remove action replaces the wish-list action. */
  onRemove?: (product: Product) => void;
  /** True while this product's removal is under way. */
  removing?: boolean;
}

export function ProductCard({
  product,
  onWishlist,
  onBook,
  wishlisted = false,
  onRemove,
  removing = false,
}: ProductCardProps) {
  const href = `/products/${product._id}`;
  const wishlistDisabled = !onWishlist || wishlisted || product.sell;
  return (
    <Card
      hoverable
      data-testid="product-card"
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { flex: 1, display: 'flex', flexDirection: 'column', gap: 8 } }}
      cover={
        <img
          src={product.thumbnail || product.image}
          alt={product.product_name}
          width={PRODUCT_IMAGE_WIDTH}
          height={PRODUCT_IMAGE_HEIGHT}
          loading="lazy"
          style={{
            width: '100%',
            height: 'auto',
            aspectRatio: `${PRODUCT_IMAGE_WIDTH} / ${PRODUCT_IMAGE_HEIGHT}`,
            objectFit: 'cover',
            display: 'block',
          }}
        />
      }
      actions={[
        onRemove ? (
          <Button
            key="remove"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Remove ${product.product_name} from wish list`}
            loading={removing}
            onClick={() => onRemove(product)}
          >
            Remove
          </Button>
        ) : (
          <Tooltip key="wishlist" title={wishlisted ? 'Already on your wish list' : undefined}>
            <Button
              type="text"
              icon={wishlisted ? <HeartFilled /> : <HeartOutlined />}
              aria-label={`Add ${product.product_name} to wish list`}
              disabled={wishlistDisabled}
              onClick={() => onWishlist?.(product)}
            >
              Wish List
            </Button>
          </Tooltip>
        ),
        product.sell ? (
          <Tag key="sold" color="red">
            Sold
          </Tag>
        ) : (
          <Button
            key="book"
            type="text"
            icon={<BookOutlined />}
            aria-label={`Book ${product.product_name}`}
            disabled={!onBook}
            onClick={() => onBook?.(product)}
          >
            Book Now
          </Button>
        ),
      ]}
    >
      <Typography.Title level={4} style={{ margin: 0 }}>
        <Link to={href}>{product.product_name}</Link>
      </Typography.Title>
      <Flex gap={12} align="baseline" wrap>
        <Typography.Text
          strong
          style={{ fontSize: 18 }}
          aria-label={`Sell price ${formatDollars(product.sellPrice)}`}
        >
          {formatDollars(product.sellPrice)}
        </Typography.Text>
        <Typography.Text
          delete
          type="secondary"
          aria-label={`Original price ${formatDollars(product.originalPrice)}`}
        >
          {formatDollars(product.originalPrice)}
        </Typography.Text>
      </Flex>
      <Flex gap={4} wrap>
        <Tag color="blue">{product.categoryName || product.category}</Tag>
        <Tag color="purple">{product.brandName || product.brand}</Tag>
        <Tag color="green">{product.condition}</Tag>
        <Tag>{product.location}</Tag>
      </Flex>
    </Card>
  );
}
