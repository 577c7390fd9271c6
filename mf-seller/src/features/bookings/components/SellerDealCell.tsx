// A paid booking's handover as its seller sees it: the dates it runs by, a dispute's two sides, a refund, and what
// the seller can do now: mark it handed over, cancel the sale (the buyer is refunded), answer or open a dispute.
import {
  DISPUTE_REASON_LABELS,
  DISPUTE_TEXT_MAX_LENGTH,
  REFUND_REASON_LABELS,
} from '@usedcars/contract/deals';
import type { SellerBooking } from '@usedcars/contract/types';
import { formatDate } from '@usedcars/shared-ui/format';
import { Button, Flex, Input, Modal, Typography } from 'antd';
import { useSellerDealAction } from '../api/deal';

export function SellerDealCell({ booking }: { booking: SellerBooking }) {
  const { run: send, pending, writing, open, close, text, setText } = useSellerDealAction();
  const deal = booking.deal;
  if (!deal) return null;
  const car = booking.productName;
  const dispute = deal.dispute;

  const canHandOver = booking.status === 'paid' || booking.status === 'received';
  const canAnswer = booking.status === 'disputed' && dispute?.openedBy === 'buyer' && dispute.answer === null;

  return (
    <Flex vertical gap={4} align="flex-start">
      {deal.handoverDueAt ? (
        <Typography.Text type="secondary">Hand over by {formatDate(deal.handoverDueAt)}</Typography.Text>
      ) : null}
      {deal.completesAt ? (
        <Typography.Text type="secondary">Completes on {formatDate(deal.completesAt)}</Typography.Text>
      ) : null}
      {deal.refund ? (
        <Typography.Text type="secondary">{REFUND_REASON_LABELS[deal.refund.reason]}</Typography.Text>
      ) : null}
      {dispute ? (
        <Flex vertical gap={2} style={{ maxWidth: 280 }}>
          <Typography.Text strong>{DISPUTE_REASON_LABELS[dispute.reason]}</Typography.Text>
          <Typography.Text>
            {dispute.openedBy === 'buyer' ? 'Buyer' : 'You'}: {dispute.report}
          </Typography.Text>
          {dispute.answer ? (
            <Typography.Text>
              {dispute.openedBy === 'buyer' ? 'You' : 'Buyer'}: {dispute.answer}
            </Typography.Text>
          ) : null}
        </Flex>
      ) : null}
      <Flex gap={8} wrap>
        {canHandOver ? (
          <Button
            type="primary"
            size="small"
            loading={pending}
            aria-label={`Mark ${car} handed over`}
            onClick={() => send({ kind: 'handover', orderId: booking._id }, 'Marked as handed over.')}
          >
            Handed over
          </Button>
        ) : null}
        {booking.status === 'paid' ? (
          <Button size="small" danger aria-label={`Cancel the sale of ${car}`} onClick={() => open('cancel')}>
            Cancel sale
          </Button>
        ) : null}
        {booking.status === 'received' ? (
          <Button size="small" aria-label={`Dispute the handover of ${car}`} onClick={() => open('dispute')}>
            Dispute
          </Button>
        ) : null}
        {canAnswer ? (
          <Button size="small" aria-label={`Give your side about ${car}`} onClick={() => open('answer')}>
            Give your side
          </Button>
        ) : null}
      </Flex>
      <Modal
        open={writing !== null}
        title={
          writing === 'cancel'
            ? `Cancel the sale of ${car}?`
            : writing === 'dispute'
              ? `The handover of ${car} did not happen`
              : `Your side about ${car}`
        }
        okText={writing === 'cancel' ? 'Cancel sale and refund' : 'Send'}
        okButtonProps={{ danger: writing === 'cancel', disabled: writing !== 'cancel' && text.trim() === '' }}
        confirmLoading={pending}
        onCancel={() => close()}
        onOk={() =>
          writing === 'cancel'
            ? send(
                { kind: 'cancel', orderId: booking._id },
                'The sale is cancelled; the buyer is refunded in full.',
              )
            : writing === 'dispute'
              ? send(
                  { kind: 'dispute', orderId: booking._id, message: text },
                  'Your report was sent. An admin will decide.',
                )
              : send(
                  { kind: 'answer', orderId: booking._id, message: text },
                  'Your answer was added to the dispute.',
                )
        }
      >
        {writing === 'cancel' ? (
          <Typography.Paragraph>
            The buyer is refunded in full and the car goes back on sale. You can cancel at most 2 sales in 30
            days.
          </Typography.Paragraph>
        ) : (
          <Input.TextArea
            aria-label="What happened"
            value={text}
            maxLength={DISPUTE_TEXT_MAX_LENGTH}
            rows={4}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Modal>
    </Flex>
  );
}
