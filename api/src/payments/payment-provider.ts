/** Stripe's PaymentIntent statuses; the sandbox uses the same names. */
export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

/** Statuses in which the buyer can still (re)enter a card on the intent. */
export const PAYABLE_STATUSES: ReadonlySet<string> = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
]);

/** Statuses from which an intent can be cancelled, releasing any authorisation on the card. */
export const CANCELABLE_STATUSES: ReadonlySet<string> = new Set([...PAYABLE_STATUSES, 'requires_capture']);

export interface PaymentIntentMetadata {
  orderId: string;
  productId: string;
  customerId: string;
}

/** The provider-neutral view of a payment intent: only what the payment logic reads. */
export interface PaymentIntentView {
  id: string;
  status: PaymentIntentStatus;
  /** Cents. */
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  clientSecret: string | null;
  /** The provider's message for the last failed card attempt. */
  lastErrorMessage: string | null;
}

export interface CreateIntentParams {
  amountCents: number;
  currency: 'usd';
  metadata: PaymentIntentMetadata;
  description: string;
  idempotencyKey: string;
}

/** Stripe's Refund statuses. */
export type RefundStatus = 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';

/** The provider-neutral view of a refund. */
export interface RefundView {
  id: string;
  status: RefundStatus;
  /** Cents. */
  amount: number;
  paymentIntentId: string;
}

export interface RefundParams {
  paymentIntentId: string;
  /** Cents: the whole captured amount (refunds are always in full). */
  amountCents: number;
  metadata: { orderId: string; reason: string };
  idempotencyKey: string;
}

/**
 * A verified webhook event; `intent` is set for payment_intent.* events, `refund` for a refunded charge
 * (`charge.refunded`) or a refund's own events (`refund.*`).
 */
export interface PaymentWebhookEvent {
  id: string;
  type: string;
  intent: PaymentIntentView | null;
  refund: { paymentIntentId: string; refundId: string | null; refunded: boolean } | null;
}

/**
 * A card payment provider: Stripe, or the local sandbox that stands in for it. Intents are created for manual
 * capture (authorise first, capture only for the order that wins the car). Every write takes an idempotency key,
 * so a retried call never charges or releases twice.
 */
export interface PaymentProvider {
  readonly name: 'stripe' | 'sandbox';
  /** What the browser's card form needs (Stripe's publishable key; null for the sandbox). */
  readonly publishableKey: string | null;
  createIntent(params: CreateIntentParams): Promise<PaymentIntentView>;
  retrieveIntent(id: string): Promise<PaymentIntentView>;
  captureIntent(id: string, idempotencyKey: string): Promise<PaymentIntentView>;
  cancelIntent(id: string, idempotencyKey: string): Promise<PaymentIntentView>;
  /** Refunds a captured intent in full; the same idempotency key refunds once, however often it is asked. */
  refundIntent(params: RefundParams): Promise<RefundView>;
  /** Checks the signature over the raw body; throws InvalidWebhookError when it does not hold. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string): PaymentWebhookEvent;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

/** The provider refused or failed a call (declined capture, unknown intent, network failure). */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** A webhook request that is not provably from the provider: missing or bad signature, or an unreadable body. */
export class InvalidWebhookError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidWebhookError';
  }
}
