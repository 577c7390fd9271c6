// The reviews of the seller's deals, newest first: the buyer's stars and words, the car, the date, whether an admin
// hid it, and the seller's answer, or a form to write it (once) while there is none.
import {
  type OwnReview,
  REVIEW_ANSWER_MAX_LENGTH,
  REVIEW_ANSWER_MIN_LENGTH,
  REVIEW_MESSAGES,
} from '@usedcars/contract/reviews';
import { apiErrorMessage } from '@usedcars/shared-ui/api/client';
import { ReviewStars } from '@usedcars/shared-ui/components/RatingStars';
import { message } from '@usedcars/shared-ui/feedback/message';
import { formatDate } from '@usedcars/shared-ui/format';
import { Alert, Button, Flex, Input, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import { useAnswerReview } from '../api/seller-reviews';

export function ReviewList({ reviews }: { reviews: OwnReview[] }) {
  return (
    <ul className="uc-review-list" aria-label="Reviews of your deals">
      {reviews.map((review) => (
        <ReviewItem key={review._id} review={review} />
      ))}
    </ul>
  );
}

function answerError(text: string): string | null {
  const length = Array.from(text.trim()).length;
  return length < REVIEW_ANSWER_MIN_LENGTH || length > REVIEW_ANSWER_MAX_LENGTH
    ? REVIEW_MESSAGES.answer
    : null;
}

function ReviewItem({ review }: { review: OwnReview }) {
  return (
    <li className="uc-review-item" aria-label={`${review.reviewerName} about ${review.productName}`}>
      <div className="uc-review-head">
        <ReviewStars stars={review.stars} />
        <strong>{review.reviewerName}</strong>
        <span className="uc-review-meta">
          bought {review.productName} · <time dateTime={review.date}>{formatDate(review.date)}</time>
        </span>
        {review.hidden ? <Tag color="red">Hidden by an admin</Tag> : null}
      </div>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{review.text}</Typography.Paragraph>
      {review.answer ? (
        <div className="uc-review-answer">
          <span className="uc-review-meta">
            Your answer · <time dateTime={review.answer.date}>{formatDate(review.answer.date)}</time>
          </span>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
            {review.answer.text}
          </Typography.Paragraph>
        </div>
      ) : review.hidden ? null : (
        <AnswerForm review={review} />
      )}
    </li>
  );
}

function AnswerForm({ review }: { review: OwnReview }) {
  const answer = useAnswerReview();
  const [text, setText] = useState('');
  const [checked, setChecked] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const id = useId();
  const invalid = checked ? answerError(text) : null;

  return (
    <form
      className="uc-review-answer-form"
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        setRefused(null);
        if (answerError(text) !== null) return;
        answer.mutate(
          { id: review._id, text: text.trim() },
          {
            onSuccess: () => void message.success('Your answer is published under the review.'),
            onError: (failure) => setRefused(apiErrorMessage(failure, 'Your answer was not sent.')),
          },
        );
      }}
    >
      <label htmlFor={`${id}-text`}>Your answer to {review.reviewerName} (once, shown to everyone)</label>
      <Input.TextArea
        id={`${id}-text`}
        value={text}
        rows={2}
        maxLength={REVIEW_ANSWER_MAX_LENGTH}
        status={invalid ? 'error' : undefined}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {invalid ? (
        <Typography.Text type="danger" id={`${id}-error`}>
          {invalid}
        </Typography.Text>
      ) : null}
      {refused ? <Alert role="alert" type="error" showIcon title={refused} /> : null}
      <Flex>
        <Button htmlType="submit" loading={answer.isPending}>
          Answer
        </Button>
      </Flex>
    </form>
  );
}
