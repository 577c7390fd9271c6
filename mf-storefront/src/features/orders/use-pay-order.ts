// The one payment flow of the Pay modal, whichever card form confirms the card:
// create the intent → confirm the card → settle the order. The forms differ only in `confirm`.
import { useQueryClient } from '@tanstack/react-query';
import { ORDERS_KEY } from '@usedcars/shared-ui/api/buying-keys';
import { apiErrorMessage, isApiError } from '@usedcars/shared-ui/api/client';
import { BUYING_MESSAGES } from '@usedcars/contract/messages';
import type { CardConfirmResult, Order } from '@usedcars/contract/types';
import { useState } from 'react';
import { createPaymentIntent, settleOrder } from './api/payments';
import { message } from '@usedcars/shared-ui/feedback/message';
import { refetchAfterChange } from '@usedcars/shared-ui/query/query-client';

/** Confirms the card for a payment intent: Stripe.js in production, the API's sandbox locally. */
export type ConfirmCard = (clientSecret: string) => Promise<CardConfirmResult>;

export interface PayOrderFlow {
  pay: (confirm: ConfirmCard) => Promise<void>;
  paying: boolean;
  /** The card provider's message (declined, insufficient funds, ...): shown under the card field; retry allowed. */
  cardError: string | null;
  /** The server refused the payment for good (sold to another buyer, already paid): no retry. */
  refusal: string | null;
}

const START_FAILED = 'The payment could not be started. Please try again.';
const CONFIRM_FAILED = 'The card could not be confirmed. Please try again.';

/** `onCharged` runs once the card is charged (the modal then closes), even if settling it failed. */
export function usePayOrder(order: Order, onCharged: () => void): PayOrderFlow {
  const queryClient = useQueryClient();
  const [paying, setPaying] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const refetchOrders = () => refetchAfterChange(queryClient, [ORDERS_KEY]);

  /** A 409 is the server's final word on this order: say why, and refetch so its row shows the new status. */
  const refuse = (error: unknown) => {
    setRefusal(apiErrorMessage(error, BUYING_MESSAGES.soldToAnother));
    void refetchOrders();
  };

  const pay = async (confirm: ConfirmCard) => {
    setPaying(true);
    setCardError(null);
    try {
      let clientSecret: string;
      try {
        ({ clientSecret } = await createPaymentIntent(order._id));
      } catch (error) {
        if (isApiError(error) && error.status === 409) refuse(error);
        else setCardError(apiErrorMessage(error, START_FAILED));
        return;
      }

      let result: CardConfirmResult;
      try {
        result = await confirm(clientSecret);
      } catch (error) {
        setCardError(apiErrorMessage(error, CONFIRM_FAILED));
        return;
      }
      // The provider's message under the card field, and the button works again.
      if (result.error) {
        setCardError(result.error.message || CONFIRM_FAILED);
        return;
      }

      try {
        await settleOrder(order._id, order.productID);
      } catch (error) {
        if (isApiError(error) && error.status === 409) {
          refuse(error);
          return;
        }
        // Payment-patch failures are only logged (docs/product-rules.md). The card is confirmed, so the server
        // settles it from the provider's side; the refetched row shows where it stands.
        console.error('Could not settle the paid order', error);
        void refetchOrders();
        onCharged();
        return;
      }
      void message.success(BUYING_MESSAGES.paid);
      void refetchOrders();
      onCharged();
    } finally {
      setPaying(false);
    }
  };

  return { pay, paying, cardError, refusal };
}
