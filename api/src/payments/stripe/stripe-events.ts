import Stripe from 'stripe';
import {
  InvalidWebhookError,
  type PaymentIntentStatus,
  type PaymentIntentView,
  type PaymentWebhookEvent,
  type RefundStatus,
  type RefundView,
} from '../payment-provider';

/** The fields of a Stripe PaymentIntent that the payment logic reads (the sandbox's events carry the same). */
export type StripeIntentFields = Pick<
  Stripe.PaymentIntent,
  'id' | 'status' | 'amount' | 'currency' | 'metadata' | 'client_secret'
> & { last_payment_error: { message?: string } | null };

export function fromStripeIntent(intent: StripeIntentFields): PaymentIntentView {
  return {
    id: intent.id,
    status: intent.status as PaymentIntentStatus,
    amount: intent.amount,
    currency: intent.currency,
    metadata: { ...intent.metadata },
    clientSecret: intent.client_secret,
    lastErrorMessage: intent.last_payment_error?.message ?? null,
  };
}

/**
 * Verifies a Stripe-signed webhook with the SDK's own check (HMAC over the raw bytes, 5-minute tolerance) and reads
 * the event. Used by the Stripe provider and by the sandbox, whose events are signed the same way.
 */
export function parseSignedEvent(
  rawBody: Buffer,
  signatureHeader: string,
  secret: string,
): PaymentWebhookEvent {
  if (!signatureHeader) throw new InvalidWebhookError('The Stripe-Signature header is missing.');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new InvalidWebhookError(`The webhook signature does not match: ${error.message}`);
    }
    // The signature held but the body is not JSON.
    throw new InvalidWebhookError('The webhook body is not a valid event.');
  }
  const object = (event.data as { object?: StripeObject } | undefined)?.object;
  if (typeof event.id !== 'string' || typeof event.type !== 'string') {
    throw new InvalidWebhookError('The webhook body is not a valid event.');
  }
  return {
    id: event.id,
    type: event.type,
    intent: object?.object === 'payment_intent' ? fromStripeIntent(object as StripeIntentFields) : null,
    refund: refundOf(object),
  };
}

interface StripeObject {
  object?: string;
  id?: string;
  payment_intent?: string | { id?: string } | null;
  refunded?: boolean;
  status?: string;
}

/** What a refunded charge (`charge.refunded`) or a refund (`refund.*`) tells of the refund of a payment intent. */
function refundOf(object: StripeObject | undefined): PaymentWebhookEvent['refund'] {
  if (!object || (object.object !== 'charge' && object.object !== 'refund')) return null;
  const intent =
    typeof object.payment_intent === 'string' ? object.payment_intent : object.payment_intent?.id;
  if (!intent) return null;
  return object.object === 'charge'
    ? { paymentIntentId: intent, refundId: null, refunded: object.refunded === true }
    : { paymentIntentId: intent, refundId: object.id ?? null, refunded: object.status === 'succeeded' };
}

export function fromStripeRefund(
  refund: Pick<Stripe.Refund, 'id' | 'status' | 'amount' | 'payment_intent'>,
): RefundView {
  const intent = refund.payment_intent;
  return {
    id: refund.id,
    status: (refund.status ?? 'pending') as RefundStatus,
    amount: refund.amount,
    paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? ''),
  };
}
