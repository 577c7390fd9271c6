// /category/:value: the /cars search with the category fixed (the same list, count, sort, filters and pager), under
// the category's own name. Its address, title and head stay the category's.
import { useCategories } from '@usedcars/shared-ui/api/catalog/get-categories';
import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';
import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import { Link, useParams } from 'react-router-dom';
import { findCategory } from '../features/categories/find-category';
import { CarSearch } from '../features/products/components/CarSearch';
import { ProductGridSkeleton } from '../features/products/components/ProductGrid';

export default function CategoryPage() {
  const { categoryName = '' } = useParams();
  const { data, isPending, isError, error, refetch } = useCategories();

  if (isPending) return <ProductGridSkeleton />;
  if (isError) {
    return (
      <QueryError error={error} onRetry={() => void refetch()} title="This category could not be loaded." />
    );
  }
  const category = findCategory(data, categoryName);
  if (!category) {
    return (
      <>
        <PageTitle>Category not found</PageTitle>
        <EmptyState
          title="Not Found"
          description="There is no such category."
          action={<Link to="/cars">See all cars</Link>}
        />
      </>
    );
  }
  return <CarSearch category={category} />;
}
