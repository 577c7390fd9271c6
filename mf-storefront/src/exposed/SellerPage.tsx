// /sellers/:id: a seller's public profile: who they are, how they answer buyers, their cars for sale, as the
// cards every list shows, and buyers' reviews. Plain markup (no antd), rendered on the server like a car's page.
import { isApiError } from '@usedcars/shared-ui/api/client';
import { sellerPageTitle } from '@usedcars/contract/seller-profile';
import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';
import { PageSpinner } from '@usedcars/shared-ui/components/PageSpinner';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';
import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import { Link, useParams } from 'react-router-dom';
import { CompareBar } from '../features/compare/CompareBar';
import { ProductGrid } from '../features/products/components/ProductGrid';
import { useSeller } from '../features/sellers/api/get-seller';
import { SellerReviews } from '../features/sellers/SellerReviews';
import { SellerSummary } from '../features/sellers/SellerSummary';

export default function SellerPage() {
  const { id = '' } = useParams();
  const { data: seller, isPending, isError, error, refetch } = useSeller(id);
  if (isPending) return <PageSpinner fullScreen={false} label="Loading seller" />;
  if (isError) {
    if (isApiError(error) && error.status === 404) {
      return (
        <>
          <PageTitle>Seller not found</PageTitle>
          <EmptyState
            title="Not Found"
            description="This seller does not exist or no longer sells here."
            action={<Link to="/cars">See all cars</Link>}
          />
        </>
      );
    }
    return (
      <QueryError error={error} onRetry={() => void refetch()} title="This seller could not be loaded." />
    );
  }
  const { items, total } = seller.forSale;
  return (
    <>
      <PageTitle>{sellerPageTitle(seller.displayName)}</PageTitle>
      <SellerSummary seller={seller} />
      <h2 className="uc-heading">Cars for sale</h2>
      {items.length === 0 ? (
        <EmptyState title="No cars for sale right now" action={<Link to="/cars">See all cars</Link>} />
      ) : (
        <>
          <ProductGrid products={items} label={`Cars for sale by ${seller.displayName}`} />
          {total > items.length ? (
            <p className="uc-secondary" style={{ marginTop: 16 }}>
              Showing the newest {items.length} of {total} cars.
            </p>
          ) : null}
        </>
      )}
      <SellerReviews seller={seller} />
      <CompareBar />
    </>
  );
}
