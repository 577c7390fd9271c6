// /wishlist (logged-in only; the shell guards it): the user's wish-listed cars as product cards, each with
// Book Now (unsold only) and Remove, and a link to the car's page.
import { BUYING_MESSAGES } from '@usedcars/contract/messages';
import type { Product } from '@usedcars/contract/types';
import { useRemoveFromWishlist } from '@usedcars/shared-ui/api/wishlist/remove-from-wishlist';
import { useWishlist } from '@usedcars/shared-ui/api/wishlist/get-wishlist';
import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';
import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { ProductGrid, ProductGridSkeleton } from '../features/products/components/ProductGrid';
import { message } from '@usedcars/shared-ui/feedback/message';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';
import { CompareBar } from '../features/compare/CompareBar';

export default function WishlistPage() {
  const { data: entries, isPending, isError, error, refetch } = useWishlist();
  const remove = useRemoveFromWishlist();

  const removeCar = (product: Product) => {
    remove.mutateAsync(product._id).then(
      () => void message.success(BUYING_MESSAGES.wishlistRemoved),
      // Wish-list failures are only logged; the list is refetched either way.
      (failure: unknown) => console.error('Could not remove the car from the wish list', failure),
    );
  };

  return (
    <>
      <PageTitle>Wish List</PageTitle>
      <Typography.Title level={1}>Wish List</Typography.Title>
      {isPending ? (
        <ProductGridSkeleton count={3} />
      ) : isError ? (
        <QueryError
          error={error}
          onRetry={() => void refetch()}
          title="Your wish list could not be loaded."
        />
      ) : entries.length === 0 ? (
        <EmptyState title={BUYING_MESSAGES.wishlistEmpty} action={<Link to="/cars">Browse cars</Link>} />
      ) : (
        <ProductGrid
          label="Wish list"
          products={entries.map((entry) => entry.product)}
          onRemove={removeCar}
          removingId={remove.isPending ? remove.variables : undefined}
        />
      )}
      <CompareBar />
    </>
  );
}
