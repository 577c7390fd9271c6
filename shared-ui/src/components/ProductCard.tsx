// A product in a grid: thumbnail, name, sell and original price, badges, and the wish-list and booking actions.
// The actions stay disabled until their handlers arrive (wish list and booking come with later issues).
import { BookOutlined, HeartOutlined } from '@ant-design/icons';
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
}

export function ProductCard({ product, onWishlist, onBook, wishlisted = false }: ProductCardProps) {
  const href = `/products/${product._id}`;
  const wishlistDisabled = !onWishlist || wishlisted || product.sell;
  const bookDisabled = !onBook || product.sell;
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
        <Tooltip key="wishlist" title={wishlisted ? 'Already on your wish list' : undefined}>
          <Button
            type="text"
            icon={<HeartOutlined />}
            aria-label={`Add ${product.product_name} to wish list`}
            disabled={wishlistDisabled}
            onClick={() => onWishlist?.(product)}
          >
            Wish List
          </Button>
        </Tooltip>,
        <Button
          key="book"
          type="text"
          icon={<BookOutlined />}
          aria-label={`Book ${product.product_name}`}
          disabled={bookDisabled}
          onClick={() => onBook?.(product)}
        >
          Book Now
        </Button>,
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
        {product.sell ? <Tag color="red">Sold</Tag> : null}
      </Flex>
    </Card>
  );
}
