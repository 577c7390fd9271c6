// The Stripe card form (provider 'stripe'): Elements + CardElement, confirmed with stripe.confirmCardPayment.
// The Pay modal imports this module lazily: importing @stripe/stripe-js injects Stripe.js, which the sandbox
// and every other page must never download.
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import type { CardConfirmResult, Order } from '@usedcars/contract/types';
import { Alert, Typography } from 'antd';
import { use, type FormEvent } from 'react';
import type { PayOrderFlow } from '../use-pay-order';
import { PaymentFeedback } from './PaymentFeedback';

// One Stripe.js instance per key for the page's life: Elements must not be handed a new promise per render.
const stripeByKey = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch((error: unknown) => {
      console.error('Stripe.js could not be loaded', error);
      // Forget the failure so that opening the modal again tries again.
      stripeByKey.delete(publishableKey);
      return null;
    });
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

const CARD_LABEL_ID = 'stripe-card-label';

export interface StripeCardFormProps {
  order: Order;
  flow: PayOrderFlow;
  publishableKey: string;
}

/** Suspends (inside the Pay modal's Suspense) until Stripe.js is ready. */
export default function StripeCardForm({ order, flow, publishableKey }: StripeCardFormProps) {
  const stripe = use(stripeFor(publishableKey));
  if (!stripe) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title="Card payments could not be loaded. Please try again."
      />
    );
  }
  return (
    <Elements stripe={stripe}>
      <CardForm order={order} flow={flow} />
    </Elements>
  );
}

function CardForm({ order, flow }: Omit<StripeCardFormProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    void flow.pay(async (clientSecret): Promise<CardConfirmResult> => {
      const { paymentIntent, error } = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card },
      });
      if (error) {
        return {
          error: {
            message: error.message ?? 'The card could not be confirmed.',
            code: error.code,
            decline_code: error.decline_code,
          },
        };
      }
      return {
        paymentIntent: { id: paymentIntent.id, status: paymentIntent.status, amount: paymentIntent.amount },
      };
    });
  };

  const locked = flow.paying || flow.refusal !== null;
  return (
    <form onSubmit={submit} aria-label="Card payment">
      <Typography.Text strong id={CARD_LABEL_ID}>
        Card
      </Typography.Text>
      {/* Stripe renders the field in its own iframe; the group names it for assistive technology. */}
      <div
        role="group"
        aria-labelledby={CARD_LABEL_ID}
        style={{ margin: '8px 0 16px', padding: '10px 12px', border: '1px solid #d9d9d9', borderRadius: 6 }}
      >
        <CardElement options={{ hidePostalCode: true, disabled: locked }} />
      </div>
      <PaymentFeedback flow={flow} amount={order.price} ready={stripe !== null && elements !== null} />
    </form>
  );
}
