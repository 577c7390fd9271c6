// A paid order's handover as its buyer sees it in My Orders: where it stands (the status the server decided, the
// dates it runs by, a dispute's two sides, a refund) and what the buyer can do now: confirm receipt, report a
// problem, answer the seller's dispute.
import {
  BUYER_DISPUTE_REASONS,
  DISPUTE_REASON_LABELS,
  DISPUTE_TEXT_MAX_LENGTH,
  type DisputeReason,
  REFUND_REASON_LABELS,
} from '@usedcars/contract/deals';
import type { Order } from '@usedcars/contract/types';
import { formatDate } from '@usedcars/shared-ui/format';
import { Button, Flex, Input, Modal, Radio, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useBuyerDealAction } from '../api/deal';

/** What the buyer reads for each status of a paid order. */
export const DEAL_STATUS_TAGS = {
  paid: { color: 'green', label: 'Paid — awaiting handover' },
  handed_over: { color: 'cyan', label: 'Handed over — please confirm' },
  received: { color: 'cyan', label: 'Receipt confirmed' },
  disputed: { color: 'orange', label: 'Disputed — an admin decides' },
  completed: { color: 'green', label: 'Completed' },
  refunding: { color: 'blue', label: 'Refund in progress' },
  refunded: { color: 'purple', label: 'Refunded' },
} as const;

export type DealStatus = keyof typeof DEAL_STATUS_TAGS;

export function isDealStatus(status: Order['status']): status is DealStatus {
  return status in DEAL_STATUS_TAGS;
}

export function DealPanel({ order }: { order: Order & { status: DealStatus } }) {
  const { run: send, pending, writing, open, close, text, setText } = useBuyerDealAction();
  const [reason, setReason] = useState<DisputeReason>('not_as_described');
  const deal = order.deal;
  const car = order.product.product_name;
  const tag = DEAL_STATUS_TAGS[order.status];

  const canConfirm = order.status === 'paid' || order.status === 'handed_over';
  const canDispute = canConfirm || order.status === 'received';
  const dispute = deal?.dispute ?? null;
  const canAnswer = order.status === 'disputed' && dispute?.openedBy === 'seller' && dispute.answer === null;

  return (
    <Flex vertical gap={8} align="flex-start">
      <Tag color={tag.color}>{tag.label}</Tag>
      {deal?.handoverDueAt ? (
        <Typography.Text type="secondary">
          Hand over by {formatDate(deal.handoverDueAt)}, or refunded
        </Typography.Text>
      ) : null}
      {deal?.completesAt ? (
        <Typography.Text type="secondary">Completes on {formatDate(deal.completesAt)}</Typography.Text>
      ) : null}
      {deal?.completedAt ? (
        <Typography.Text type="secondary">Completed on {formatDate(deal.completedAt)}</Typography.Text>
      ) : null}
      {deal?.refund ? (
        <Typography.Text type="secondary">
          {REFUND_REASON_LABELS[deal.refund.reason]}
          {deal.refund.refunded ? `: refunded on ${formatDate(deal.refund.date)}` : ''}
        </Typography.Text>
      ) : null}
      {dispute ? (
        <Flex vertical gap={2} style={{ maxWidth: 320 }}>
          <Typography.Text strong>{DISPUTE_REASON_LABELS[dispute.reason]}</Typography.Text>
          <Typography.Text>
            {dispute.openedBy === 'buyer' ? 'You' : 'The seller'}: {dispute.report}
          </Typography.Text>
          {dispute.answer ? (
            <Typography.Text>
              {dispute.openedBy === 'buyer' ? 'The seller' : 'You'}: {dispute.answer}
            </Typography.Text>
          ) : null}
        </Flex>
      ) : null}
      {canConfirm ? (
        <Button
          type="primary"
          loading={pending}
          aria-label={`Confirm you received ${car}`}
          onClick={() =>
            send({ kind: 'receipt', orderId: order._id }, 'Thank you: the handover is confirmed.')
          }
        >
          Confirm receipt
        </Button>
      ) : null}
      {canDispute ? (
        <Button aria-label={`Report a problem with ${car}`} onClick={() => open('dispute')}>
          Report a problem
        </Button>
      ) : null}
      {canAnswer ? (
        <Button aria-label={`Answer the seller about ${car}`} onClick={() => open('answer')}>
          Give your side
        </Button>
      ) : null}
      <Modal
        open={writing !== null}
        title={writing === 'dispute' ? `Report a problem with ${car}` : `Your side about ${car}`}
        okText="Send"
        confirmLoading={pending}
        okButtonProps={{ disabled: text.trim() === '' }}
        onCancel={() => close()}
        onOk={() =>
          writing === 'dispute'
            ? send(
                { kind: 'dispute', orderId: order._id, reason, message: text },
                'Your report was sent. An admin will decide.',
              )
            : send(
                { kind: 'answer', orderId: order._id, message: text },
                'Your answer was added to the dispute.',
              )
        }
      >
        <Flex vertical gap={12}>
          {writing === 'dispute' ? (
            <Radio.Group
              aria-label="What went wrong"
              value={reason}
              onChange={(event) => setReason(event.target.value as DisputeReason)}
              options={BUYER_DISPUTE_REASONS.map((value) => ({ value, label: DISPUTE_REASON_LABELS[value] }))}
            />
          ) : null}
          <Input.TextArea
            aria-label="What happened"
            value={text}
            maxLength={DISPUTE_TEXT_MAX_LENGTH}
            rows={4}
            onChange={(event) => setText(event.target.value)}
          />
        </Flex>
      </Modal>
    </Flex>
  );
}
