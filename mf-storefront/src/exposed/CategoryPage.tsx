import { isApiError } from '@usedcars/shared-ui/api/client';
import { PRODUCT_PAGE_SIZE_DEFAULT } from '@usedcars/contract/types';
import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';
import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import { carsPath } from '@usedcars/shared-ui/paths';
import { Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { useCategoryProducts } from '../features/categories/api/get-category-products';
import { ProductGrid, ProductGridSkeleton } from '../features/products/components/ProductGrid';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';
import { CompareBar } from '../features/compare/CompareBar';

export default function CategoryPage() {
  const { categoryName = '' } = useParams();
  const { data, isPending, isError, error, refetch } = useCategoryProducts(categoryName);

  if (isPending) return <ProductGridSkeleton />;
  if (isError && !(isApiError(error) && error.status === 404)) {
    return (
      <QueryError error={error} onRetry={() => void refetch()} title="This category could not be loaded." />
    );
  }
  const category = data?.category;
  const products = data?.products ?? [];
  return (
    <>
      <PageTitle>{category?.category ?? 'Category not found'}</PageTitle>
      {category ? <Typography.Title level={1}>{category.category}</Typography.Title> : null}
      {products.length === 0 ? (
        <EmptyState
          title="Not Found"
          description={category ? 'No cars in this category yet.' : 'There is no such category.'}
          action={<Link to="/cars">See all cars</Link>}
        />
      ) : (
        <>
          <ProductGrid products={products} />
          {/* The API answers the newest page only: the full, paged list lives under /cars. */}
          {category && products.length >= PRODUCT_PAGE_SIZE_DEFAULT ? (
            <Link to={carsPath({ category: category.value })}>See all {category.category} cars</Link>
          ) : null}
        </>
      )}
      <CompareBar />
    </>
  );
}
