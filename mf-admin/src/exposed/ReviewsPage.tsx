// /admin/reviews ('Reviews'): what buyers wrote about sellers after completed deals, visible ones newest first
// (hidden ones on their own tab, latest hidden first), a page at a time. Hiding one takes it off the seller's public
// page and out of their rating, with a reason kept in the review and the audit log.
import {
  type AdminReviewItem,
  REVIEW_HIDE_REASON_MAX_LENGTH,
  REVIEW_MESSAGES,
  REVIEW_PAGE_SIZE_DEFAULT,
  type ReviewStatus,
} from '@usedcars/contract/reviews';
import { apiErrorMessage } from '@usedcars/shared-ui/api/client';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';
import { ReviewStars } from '@usedcars/shared-ui/components/RatingStars';
import { RowDangerButton } from '@usedcars/shared-ui/components/RowDangerButton';
import { message } from '@usedcars/shared-ui/feedback/message';
import { formatDateTime } from '@usedcars/shared-ui/format';
import { Flex, Form, Input, Modal, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ServerPagedTable } from '../features/paged-list/ServerPagedTable';
import { useListParams } from '../features/paged-list/use-list-params';
import { useAdminReviews, useHideReview } from '../features/reviews/reviews';

const STATUS_OPTIONS: { label: string; value: ReviewStatus }[] = [
  { label: 'Visible', value: 'visible' },
  { label: 'Hidden', value: 'hidden' },
];

export default function ReviewsPage() {
  const { searchParams, page, setParam } = useListParams();
  const status: ReviewStatus = searchParams.get('status') === 'hidden' ? 'hidden' : 'visible';
  const reviews = useAdminReviews({ status, page });
  const hide = useHideReview();
  const [form] = Form.useForm<{ reason: string }>();
  const [toHide, setToHide] = useState<AdminReviewItem | null>(null);

  const close = () => {
    setToHide(null);
    form.resetFields();
  };

  const submitHide = ({ reason }: { reason: string }) => {
    if (!toHide) return;
    hide.mutate(
      { id: toHide._id, reason: reason.trim() },
      {
        onSuccess: () => {
          close();
          void message.success('Review hidden.');
        },
        onError: (error) => void message.error(apiErrorMessage(error, 'The review was not hidden.')),
      },
    );
  };

  return (
    <section>
      <PageTitle>Reviews</PageTitle>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        Reviews
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Hide a review that breaks the rules: it leaves the seller&apos;s public page and rating. The reason is
        kept with it and in the audit log.
      </Typography.Paragraph>
      <Segmented<ReviewStatus>
        aria-label="Which reviews"
        options={STATUS_OPTIONS}
        value={status}
        onChange={(value) => setParam('status', value === 'hidden' ? value : undefined)}
        style={{ marginBottom: 16 }}
      />
      <ServerPagedTable<AdminReviewItem>
        rowKey="_id"
        aria-label={status === 'visible' ? 'Visible reviews, newest first' : 'Hidden reviews, latest first'}
        query={reviews}
        errorTitle="The reviews could not be loaded."
        emptyTitle={status === 'visible' ? 'No reviews' : 'No hidden reviews'}
        pageSize={REVIEW_PAGE_SIZE_DEFAULT}
        columns={[
          {
            key: 'date',
            title: 'Date',
            fold: true,
            render: (_, item) => <time dateTime={item.date}>{formatDateTime(item.date)}</time>,
          },
          {
            key: 'seller',
            title: 'Seller',
            fold: true,
            userText: true,
            render: (_, item) => <Link to={`/sellers/${item.seller.uid}`}>{item.seller.displayName}</Link>,
          },
          {
            key: 'reviewer',
            title: 'Reviewer',
            userText: true,
            render: (_, item) => (
              <Flex vertical>
                <span>{item.reviewer.displayName}</span>
                <Typography.Text type="secondary">{item.reviewer.email}</Typography.Text>
              </Flex>
            ),
          },
          {
            key: 'stars',
            title: 'Stars',
            render: (_, item) => <ReviewStars stars={item.stars} />,
          },
          {
            key: 'review',
            title: 'Review',
            fold: true,
            userText: true,
            render: (_, item) => (
              <Flex vertical gap={4}>
                <Typography.Text type="secondary">{item.productName}</Typography.Text>
                <span style={{ whiteSpace: 'pre-wrap' }}>{item.text}</span>
                {item.answer ? (
                  <Typography.Text type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
                    Seller&apos;s answer: {item.answer.text}
                  </Typography.Text>
                ) : null}
              </Flex>
            ),
          },
          {
            key: 'status',
            title: 'Status',
            userText: true,
            render: (_, item) =>
              item.hidden ? (
                <Typography.Text>
                  Hidden by {item.hidden.by.displayName},{' '}
                  <time dateTime={item.hidden.date}>{formatDateTime(item.hidden.date)}</time>:{' '}
                  <span style={{ whiteSpace: 'pre-wrap' }}>{item.hidden.reason}</span>
                </Typography.Text>
              ) : (
                <RowDangerButton
                  action="Hide"
                  target={`the review by ${item.reviewer.displayName}`}
                  onClick={() => setToHide(item)}
                />
              ),
          },
        ]}
      />
      <Modal
        open={toHide !== null}
        title={toHide ? `Hide the review by ${toHide.reviewer.displayName}` : 'Hide the review'}
        okText="Hide"
        okButtonProps={{ danger: true }}
        onOk={() => form.submit()}
        onCancel={close}
        confirmLoading={hide.isPending}
        destroyOnHidden
      >
        <Form<{ reason: string }> form={form} name="hide-review" layout="vertical" onFinish={submitHide}>
          <Form.Item
            name="reason"
            label="Reason"
            rules={[
              { required: true, whitespace: true, message: REVIEW_MESSAGES.reason },
              { max: REVIEW_HIDE_REASON_MAX_LENGTH, message: REVIEW_MESSAGES.reason },
            ]}
          >
            <Input.TextArea rows={3} maxLength={REVIEW_HIDE_REASON_MAX_LENGTH} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </section>
  );
}
