// /my-orders (logged-in only; the shell guards it): the buyer's bookings with their status, Pay for unpaid
// ones on unsold cars, Cancel booking while unpaid, and the buyer's review of each completed deal.
import { apiErrorMessage } from '@usedcars/shared-ui/api/client';
import { BUYING_MESSAGES } from '@usedcars/contract/messages';
import type { Order } from '@usedcars/contract/types';
import { useRowConfirm } from '@usedcars/shared-ui/components/ConfirmModal';
import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';
import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import { Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useCancelOrder } from '../features/orders/api/cancel-order';
import { useMyOrders } from '../features/orders/api/get-my-orders';
import { useMyReviews } from '../features/orders/api/reviews';
import { selectUser, useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { OrderCard } from '../features/orders/components/OrderCard';
import { PayModal } from '../features/orders/components/PayModal';
import { message } from '@usedcars/shared-ui/feedback/message';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';

export default function MyOrdersPage() {
  const { data: orders, isPending, isError, error, refetch } = useMyOrders();
  const uid = useAuthStore(selectUser)?.uid ?? '';
  // Which completed deals are reviewed: read only once some deal is completed.
  const reviews = useMyReviews(uid, orders?.some((order) => order.deal?.completedAt) ?? false);
  const cancel = useCancelOrder();
  const [toPay, setToPay] = useState<Order | null>(null);

  const confirmCancel = useRowConfirm<Order>({
    title: 'Cancel booking',
    message: (order) => `Cancel your booking for ${order.product.product_name}?`,
    loading: cancel.isPending,
    onConfirm: (order, close) =>
      cancel.mutate(order._id, {
        onSuccess: () => void message.success(BUYING_MESSAGES.bookingCancelled),
        onError: (failure) => void message.error(apiErrorMessage(failure, 'The booking was not cancelled.')),
        onSettled: close,
      }),
  });

  return (
    <>
      <PageTitle>My Orders</PageTitle>
      <Typography.Title level={1}>My Orders</Typography.Title>
      {isPending ? (
        <div aria-busy="true" aria-label="Loading orders">
          <Skeleton active avatar paragraph={{ rows: 4 }} />
        </div>
      ) : isError ? (
        <QueryError error={error} onRetry={() => void refetch()} title="Your orders could not be loaded." />
      ) : orders.length === 0 ? (
        <EmptyState title={BUYING_MESSAGES.noOrders} action={<Link to="/cars">Browse cars</Link>} />
      ) : (
        <Flex
          component="ul"
          vertical
          gap={16}
          aria-label="My orders"
          style={{ listStyle: 'none', padding: 0 }}
        >
          {orders.map((order) => (
            <li key={order._id}>
              <OrderCard order={order} onPay={setToPay} onCancel={confirmCancel.ask} reviews={reviews.data} />
            </li>
          ))}
        </Flex>
      )}
      <PayModal order={toPay} onClose={() => setToPay(null)} />
      {confirmCancel.modal}
    </>
  );
}
