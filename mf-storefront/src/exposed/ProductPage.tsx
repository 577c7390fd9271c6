import { isApiError } from '@usedcars/shared-ui/api/client';
import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';
import { PageSpinner } from '@usedcars/shared-ui/components/PageSpinner';
import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import { Link, useParams } from 'react-router-dom';
import { useProduct } from '../features/products/api/get-product';
import { ProductDetail } from '../features/products/components/ProductDetail';

export default function ProductPage() {
  const { id = '' } = useParams();
  const { data: product, isPending, isError, error, refetch } = useProduct(id);
  if (isPending) return <PageSpinner fullScreen={false} label="Loading car" />;
  if (isError) {
    if (isApiError(error) && error.status === 404) {
      return (
        <EmptyState
          title="Not Found"
          description="This car does not exist or is no longer listed."
          action={<Link to="/cars">See all cars</Link>}
        />
      );
    }
    return <QueryError error={error} onRetry={() => void refetch()} title="This car could not be loaded." />;
  }
  return <ProductDetail product={product} />;
}
