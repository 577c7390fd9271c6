// "Write a review" of a completed order's seller: 1 to 5 stars and 10 to 2,000 characters about the deal, checked
// here in the contract's words before sending; the server's own sentence when it refuses (already reviewed, ...).
import { REVIEW_MESSAGES, REVIEW_TEXT_MAX_LENGTH, REVIEW_TEXT_MIN_LENGTH } from '@usedcars/contract/reviews';
import type { Order } from '@usedcars/contract/types';
import { apiErrorMessage, isApiError } from '@usedcars/shared-ui/api/client';
import { message } from '@usedcars/shared-ui/feedback/message';
import { Alert, Flex, Input, Modal, Typography } from 'antd';
import { useId, useState } from 'react';
import { useCreateReview } from '../api/reviews';
import { StarsField } from './StarsField';

/** The text's length as the server counts it: whole characters, without the spaces around it. */
function textLength(text: string): number {
  return Array.from(text.trim()).length;
}

export function reviewTextError(text: string): string | null {
  const length = textLength(text);
  return length < REVIEW_TEXT_MIN_LENGTH || length > REVIEW_TEXT_MAX_LENGTH ? REVIEW_MESSAGES.text : null;
}

export function ReviewForm({ order, open, onClose }: { order: Order; open: boolean; onClose: () => void }) {
  const create = useCreateReview();
  const [stars, setStars] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [checked, setChecked] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const starsErrorId = useId();
  const textErrorId = useId();
  const car = order.product.product_name;

  const starsError = checked && stars === null ? REVIEW_MESSAGES.stars : null;
  const textError = checked ? reviewTextError(text) : null;

  // A closed form keeps its draft, not the last attempt's errors: reopened, it says nothing until sent again.
  const close = () => {
    setChecked(false);
    setRefused(null);
    onClose();
  };

  const submit = () => {
    setChecked(true);
    setRefused(null);
    if (stars === null || reviewTextError(text) !== null) return;
    create.mutate(
      { orderId: order._id, stars, text: text.trim() },
      {
        onSuccess: () => {
          void message.success('Thank you: your review is published.');
          close();
        },
        onError: (failure) => {
          const why = apiErrorMessage(failure, 'Your review was not sent.');
          setRefused(why);
          // A 409 (reviewed already, in another tab): the list is read again and the card shows that review in
          // place of this form, so the words also stay in a message above the page.
          if (isApiError(failure) && failure.status === 409) void message.error(why);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={`Review the seller of ${car}`}
      okText="Submit"
      confirmLoading={create.isPending}
      onCancel={close}
      onOk={submit}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <div>
          <StarsField value={stars} onChange={setStars} errorId={starsError ? starsErrorId : undefined} />
          {starsError ? (
            <Typography.Text type="danger" id={starsErrorId}>
              {starsError}
            </Typography.Text>
          ) : null}
        </div>
        {/* Room below for the character count, which antd sets under the box's corner. */}
        <Flex vertical gap={4} style={{ paddingBottom: 16 }}>
          <label htmlFor={`${textErrorId}-text`} style={{ fontWeight: 600 }}>
            About the deal
          </label>
          <Input.TextArea
            id={`${textErrorId}-text`}
            value={text}
            rows={4}
            showCount
            maxLength={REVIEW_TEXT_MAX_LENGTH}
            status={textError ? 'error' : undefined}
            aria-invalid={textError ? true : undefined}
            aria-describedby={textError ? textErrorId : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          {textError ? (
            <Typography.Text type="danger" id={textErrorId}>
              {textError}
            </Typography.Text>
          ) : null}
        </Flex>
        {refused ? <Alert type="error" showIcon title={refused} role="alert" /> : null}
      </Flex>
    </Modal>
  );
}
