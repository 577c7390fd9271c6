// POST /api/orders: books a car with a meeting place. The customer, seller and price come from the server's
// records. A 401 has the booking form's own message, so it is quiet here and the form handles it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ORDERS_KEY } from '@usedcars/shared-ui/api/buying-keys';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { BookingRequest, Order } from '@usedcars/contract/types';
import { refetchAfterChange } from '@usedcars/shared-ui/query/query-client';

export function createBooking(request: BookingRequest): Promise<Order> {
  return apiRequest<Order>('/orders', { method: 'POST', body: request, quietUnauthorized: true });
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    // My Orders (another remote, same cache) lists the new booking.
    onSuccess: () => refetchAfterChange(queryClient, [ORDERS_KEY]),
  });
}
