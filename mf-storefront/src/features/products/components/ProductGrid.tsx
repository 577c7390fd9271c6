import type { Product } from '@usedcars/shared-ui/api/types';
import { ProductCard } from '@usedcars/shared-ui/components/ProductCard';
import { Card, Col, Row, Skeleton } from 'antd';

// Spec §9: 1 column on small screens, 2 on medium, 3 on large.
const COLUMNS = { xs: 24, md: 12, lg: 8 } as const;

export function ProductGrid({ products }: { products: Product[] }) {
  return (
    <Row gutter={[24, 24]} role="list" aria-label="Cars">
      {products.map((product) => (
        <Col key={product._id} {...COLUMNS} role="listitem">
          <ProductCard product={product} />
        </Col>
      ))}
    </Row>
  );
}

export function ProductGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <Row gutter={[24, 24]} aria-busy="true" aria-label="Loading cars">
      {Array.from({ length: count }, (_, index) => (
        <Col key={index} {...COLUMNS}>
          <Card>
            <Skeleton.Image active style={{ width: '100%', height: 180 }} />
            <Skeleton active paragraph={{ rows: 2 }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
