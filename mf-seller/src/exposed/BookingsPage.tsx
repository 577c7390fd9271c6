// /seller/bookings: who booked the seller's cars, where to meet them, and whether they have paid.
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import { Typography } from 'antd';
import { useSellerBookings } from '../features/bookings/api/get-seller-bookings';
import { BookingsTable } from '../features/bookings/components/BookingsTable';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';

export default function BookingsPage() {
  const uid = useAuthStore((state) => state.user?.uid);
  const bookings = useSellerBookings(uid);

  return (
    <section>
      <PageTitle>Bookings</PageTitle>
      <Typography.Title level={1}>Bookings</Typography.Title>
      {bookings.isError ? (
        <QueryError
          error={bookings.error}
          onRetry={() => void bookings.refetch()}
          title="Your bookings could not be loaded."
        />
      ) : (
        <BookingsTable bookings={bookings.data ?? []} loading={bookings.isPending} />
      )}
    </section>
  );
}
