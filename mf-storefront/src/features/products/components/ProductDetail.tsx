import { BookOutlined, CheckCircleFilled, HeartFilled, HeartOutlined } from '@ant-design/icons';
import type { Product } from '@usedcars/shared-ui/api/types';
import { formatDate, formatDollars, formatMonthYear } from '@usedcars/shared-ui/format';
import { Button, Card, Col, Descriptions, Flex, Row, Tag, Tooltip, Typography } from 'antd';

export const DETAIL_IMAGE_WIDTH = 800;
export const DETAIL_IMAGE_HEIGHT = 600;

export interface ProductDetailProps {
  product: Product;
  onWishlist?: (product: Product) => void;
  onBook?: (product: Product) => void;
  /** True once the car is on the user's wish list (spec §4). */
  wishlisted?: boolean;
}

/** Everything spec §2 lists for /products/{id}, with the wish-list and booking actions while the car is unsold. */
export function ProductDetail({ product, onWishlist, onBook, wishlisted = false }: ProductDetailProps) {
  return (
    <Card>
      <Row gutter={[32, 24]}>
        <Col xs={24} lg={12}>
          <img
            src={product.image}
            alt={product.product_name}
            width={DETAIL_IMAGE_WIDTH}
            height={DETAIL_IMAGE_HEIGHT}
            style={{ width: '100%', height: 'auto', objectFit: 'cover', borderRadius: 8, display: 'block' }}
          />
        </Col>
        <Col xs={24} lg={12}>
          <Typography.Title level={1} style={{ fontSize: 30, marginTop: 0 }}>
            {product.product_name}
          </Typography.Title>
          <Flex gap={8} align="center" wrap style={{ marginBottom: 8 }}>
            <Typography.Text>
              Posted by <Typography.Text strong>{product.author.displayName}</Typography.Text>
            </Typography.Text>
            {product.author.verified ? (
              <Tag color="blue" icon={<CheckCircleFilled aria-hidden />}>
                Verified seller
              </Tag>
            ) : null}
            {product.sell ? <Tag color="red">Sold</Tag> : null}
          </Flex>
          <Typography.Paragraph type="secondary">
            Posted on <time dateTime={product.date}>{formatDate(product.date)}</time>
          </Typography.Paragraph>
          <Typography.Paragraph>{product.description}</Typography.Paragraph>
          <Descriptions
            bordered
            column={1}
            size="small"
            items={[
              { key: 'category', label: 'Category', children: product.categoryName || product.category },
              { key: 'brand', label: 'Brand', children: product.brandName || product.brand },
              { key: 'condition', label: 'Condition', children: product.condition },
              { key: 'location', label: 'Location', children: product.location },
              {
                key: 'purchase-price',
                label: 'Purchase Price',
                children: formatDollars(product.originalPrice),
              },
              {
                key: 'sell-price',
                label: 'Sell Price',
                children: <Typography.Text strong>{formatDollars(product.sellPrice)}</Typography.Text>,
              },
              {
                key: 'purchase-year',
                label: 'Purchase Year',
                children: formatMonthYear(product.purchaseYear),
              },
            ]}
          />
          {product.sell ? null : (
            <Flex gap={12} wrap style={{ marginTop: 24 }}>
              {onWishlist ? (
                <Tooltip title={wishlisted ? 'Already on your wish list' : undefined}>
                  <Button
                    size="large"
                    icon={wishlisted ? <HeartFilled aria-hidden /> : <HeartOutlined aria-hidden />}
                    disabled={wishlisted}
                    onClick={() => onWishlist(product)}
                  >
                    Add to wish list
                  </Button>
                </Tooltip>
              ) : null}
              {onBook ? (
                <Button
                  type="primary"
                  size="large"
                  icon={<BookOutlined aria-hidden />}
                  onClick={() => onBook(product)}
                >
                  Book Now
                </Button>
              ) : null}
            </Flex>
          )}
        </Col>
      </Row>
    </Card>
  );
}
