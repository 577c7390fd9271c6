// The Pay modal of My Orders: the amount, then the card form of the server's payment provider.
// Both forms run the same flow (usePayOrder); only the Stripe one needs Stripe.js, so it loads lazily.
import type { Order } from '@usedcars/contract/types';
import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import { formatDollars } from '@usedcars/shared-ui/format';
import { Alert, Modal, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { usePaymentConfig } from '../api/payments';
import { usePayOrder } from '../use-pay-order';
import { SandboxCardForm } from './SandboxCardForm';

const StripeCardForm = lazy(() => import('./StripeCardForm'));

export interface PayModalProps {
  /** The order to pay; null keeps the modal closed. */
  order: Order | null;
  onClose: () => void;
}

export function PayModal({ order, onClose }: PayModalProps) {
  // Keep showing the last order while the modal animates closed (the parent clears `order` at once), and
  // count the openings: each one starts a fresh payment, without the last attempt's error.
  const [shown, setShown] = useState(order ? { order, opening: 1 } : null);
  const [open, setOpen] = useState(order !== null);
  if ((order !== null) !== open || (order !== null && order !== shown?.order)) {
    setOpen(order !== null);
    if (order) setShown({ order, opening: (shown?.opening ?? 0) + 1 });
  }

  return shown === null ? null : (
    <PayDialog key={shown.opening} order={shown.order} open={order !== null} onClose={onClose} />
  );
}

function PayDialog({ order, open, onClose }: { order: Order; open: boolean; onClose: () => void }) {
  const config = usePaymentConfig();
  const flow = usePayOrder(order, onClose);
  // No closing half-way: the card may already be charged when the order is settled.
  const closable = !flow.paying;

  return (
    <Modal
      open={open}
      title={`Pay for ${order.product.product_name}`}
      onCancel={onClose}
      footer={null}
      closable={closable}
      mask={{ closable }}
      keyboard={closable}
      destroyOnHidden
    >
      <Typography.Paragraph>
        Amount: <Typography.Text strong>{formatDollars(order.price)}</Typography.Text>
      </Typography.Paragraph>
      {config.isPending ? (
        <Skeleton active aria-label="Loading the card form" />
      ) : config.isError ? (
        <QueryError
          error={config.error}
          onRetry={() => void config.refetch()}
          title="The card form could not be loaded."
        />
      ) : config.data.provider === 'sandbox' ? (
        <SandboxCardForm order={order} flow={flow} />
      ) : config.data.publishableKey ? (
        <Suspense fallback={<Skeleton active aria-label="Loading the card form" />}>
          <StripeCardForm order={order} flow={flow} publishableKey={config.data.publishableKey} />
        </Suspense>
      ) : (
        <Alert type="error" showIcon role="alert" title="Card payments are not configured." />
      )}
    </Modal>
  );
}
