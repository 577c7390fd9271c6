// The card payment calls of the Pay modal: which provider to use, the payment intent, the sandbox's stand-in
// for Stripe.js confirmCardPayment, and settling the order once the card is confirmed.
import { useQuery } from '@tanstack/react-query';
import { PAYMENT_CONFIG_KEY } from '@usedcars/shared-ui/api/buying-keys';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type {
  CardConfirmResult,
  CreatePaymentIntentRequest,
  CreatePaymentIntentResponse,
  PaymentConfig,
  SandboxConfirmRequest,
  SettleOrderResponse,
} from '@usedcars/contract/types';

export function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  return apiRequest<PaymentConfig>('/payments/config', { signal });
}

/** GET /api/payments/config: public and fixed for the server's life, so read once per page load. */
export function usePaymentConfig() {
  return useQuery({
    queryKey: [PAYMENT_CONFIG_KEY],
    queryFn: ({ signal }) => getPaymentConfig(signal),
    staleTime: Infinity,
  });
}

export function createPaymentIntent(orderId: string): Promise<CreatePaymentIntentResponse> {
  const body: CreatePaymentIntentRequest = { orderId };
  return apiRequest<CreatePaymentIntentResponse>('/create-payment-intent', { method: 'POST', body });
}

/** POST /api/payments/sandbox/confirm: answers `{paymentIntent}` or `{error}` exactly as Stripe.js would. */
export function confirmSandboxPayment(request: SandboxConfirmRequest): Promise<CardConfirmResult> {
  return apiRequest<CardConfirmResult>('/payments/sandbox/confirm', { method: 'POST', body: request });
}

/** PATCH /api/orders/{orderId}/{productID} with no body: the server checks the provider before settling. */
export function settleOrder(orderId: string, productID: string): Promise<SettleOrderResponse> {
  return apiRequest<SettleOrderResponse>(
    `/orders/${encodeURIComponent(orderId)}/${encodeURIComponent(productID)}`,
    { method: 'PATCH' },
  );
}
