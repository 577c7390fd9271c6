// What both card forms show under their card fields: the provider's error, the server's refusal, and the
// 'Pay $X' button (disabled with a spinner while the payment runs).
import { formatDollars } from '@usedcars/shared-ui/format';
import { Alert, Button } from 'antd';
import type { PayOrderFlow } from '../use-pay-order';

export interface PaymentFeedbackProps {
  flow: PayOrderFlow;
  /** Dollars. */
  amount: number;
  /** False until the card form can take a payment (Stripe.js still loading). */
  ready?: boolean;
}

export function PaymentFeedback({ flow, amount, ready = true }: PaymentFeedbackProps) {
  return (
    <>
      {flow.cardError ? (
        <Alert type="error" showIcon role="alert" title={flow.cardError} style={{ marginBottom: 16 }} />
      ) : null}
      {flow.refusal ? (
        <Alert type="warning" showIcon role="alert" title={flow.refusal} style={{ marginBottom: 16 }} />
      ) : (
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          loading={flow.paying}
          disabled={!ready || flow.paying}
        >
          Pay {formatDollars(amount)}
        </Button>
      )}
    </>
  );
}
