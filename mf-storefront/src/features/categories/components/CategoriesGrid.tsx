import { useCategories } from '@usedcars/shared-ui/api/catalog/get-categories';
import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';
import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import { Card, Col, Row, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';

const THUMB_WIDTH = 320;
const THUMB_HEIGHT = 200;

/** Category tiles (thumbnail and name), each leading to /category/{value}. */
export function CategoriesGrid() {
  const { data: categories, isPending, isError, error, refetch } = useCategories();
  return (
    <section aria-labelledby="categories-heading" style={{ marginTop: 48 }}>
      <Typography.Title level={2} id="categories-heading">
        Browse by Category
      </Typography.Title>
      {isPending ? (
        <Skeleton active aria-label="Loading categories" />
      ) : isError ? (
        <QueryError error={error} onRetry={() => void refetch()} title="Categories could not be loaded." />
      ) : categories.length === 0 ? (
        <EmptyState title="Not Found" description="No categories yet." />
      ) : (
        <Row gutter={[16, 16]}>
          {categories.map((category) => (
            <Col key={category._id} xs={12} md={8} lg={6}>
              <Link to={`/category/${category.value}`}>
                <Card
                  hoverable
                  cover={
                    <img
                      src={category.thumbnail}
                      alt=""
                      width={THUMB_WIDTH}
                      height={THUMB_HEIGHT}
                      loading="lazy"
                      style={{ width: '100%', height: 'auto', objectFit: 'cover', display: 'block' }}
                    />
                  }
                  styles={{ body: { padding: 12, textAlign: 'center' } }}
                >
                  <Typography.Text strong>{category.category}</Typography.Text>
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}
