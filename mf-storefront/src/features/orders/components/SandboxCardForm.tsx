// The local payment sandbox's card form (provider 'sandbox'): plain fields posted to the API's stand-in for
// Stripe.js, which answers like confirmCardPayment. No Stripe code is loaded for it.
import { CARD_MESSAGES } from '@usedcars/contract/messages';
import type { Order } from '@usedcars/contract/types';
import { AllRequiredForm } from '@usedcars/shared-ui/components/AllRequiredForm';
import { Alert, Form, Input } from 'antd';
import { confirmSandboxPayment } from '../api/payments';
import type { ConfirmCard, PayOrderFlow } from '../use-pay-order';
import { PaymentFeedback } from './PaymentFeedback';

interface SandboxCardValues {
  number: string;
  expiry: string;
  cvc: string;
}

const EXPIRY_PATTERN = /^\s*(0[1-9]|1[0-2])\s*\/\s*(\d{2})\s*$/;

/** The card number as printed on a card: digits in groups of four ("4242 4242 4242 4242"). */
export function formatCardNumber(value: string | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The expiry as MM/YY however it is typed: "1230" and "12/30" both become "12/30". */
export function formatExpiry(value: string | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The sandbox's test cards (Stripe's own numbers and outcomes). */
export const SANDBOX_TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: CARD_MESSAGES.declined },
  { number: '4000 0000 0000 9995', outcome: CARD_MESSAGES.insufficientFunds },
] as const;

export interface SandboxCardFormProps {
  order: Order;
  flow: PayOrderFlow;
}

export function SandboxCardForm({ order, flow }: SandboxCardFormProps) {
  const [form] = Form.useForm<SandboxCardValues>();

  const submit = (values: SandboxCardValues) => {
    // The pattern rule has passed, so the expiry matches.
    const [, month, year] = EXPIRY_PATTERN.exec(values.expiry) ?? [];
    const confirm: ConfirmCard = (clientSecret) =>
      confirmSandboxPayment({
        clientSecret,
        card: {
          number: values.number.replace(/[\s-]/g, ''),
          exp_month: Number(month),
          exp_year: 2000 + Number(year),
          cvc: values.cvc.trim(),
        },
      });
    void flow.pay(confirm);
  };

  return (
    <AllRequiredForm<SandboxCardValues>
      form={form}
      name="sandbox-card"
      onFinish={submit}
      disabled={flow.paying || flow.refusal !== null}
    >
      {/* A note, not an alert: only the payment's errors are announced. */}
      <Alert
        type="info"
        role="note"
        showIcon
        style={{ marginBottom: 16 }}
        title="Local payment sandbox: no real card is charged."
        description={
          <>
            Test cards (any future expiry, any CVC):
            <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
              {SANDBOX_TEST_CARDS.map((card) => (
                <li key={card.number}>
                  {card.number}: {card.outcome}
                </li>
              ))}
            </ul>
          </>
        }
      />
      <Form.Item
        name="number"
        label="Card number"
        normalize={formatCardNumber}
        rules={[{ required: true, whitespace: true, message: 'Enter the card number' }]}
      >
        <Input
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          maxLength={23}
        />
      </Form.Item>
      <div style={{ display: 'flex', gap: 16 }}>
        <Form.Item
          name="expiry"
          label="Expiry (MM/YY)"
          style={{ flex: 1 }}
          normalize={formatExpiry}
          rules={[
            { required: true, message: 'Enter the expiry date' },
            { pattern: EXPIRY_PATTERN, message: 'Enter the expiry as MM/YY' },
          ]}
        >
          <Input inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" maxLength={5} />
        </Form.Item>
        <Form.Item
          name="cvc"
          label="CVC"
          style={{ flex: 1 }}
          rules={[{ required: true, whitespace: true, message: 'Enter the CVC' }]}
        >
          <Input inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} />
        </Form.Item>
      </div>
      <PaymentFeedback flow={flow} amount={order.price} />
    </AllRequiredForm>
  );
}
