// /admin/report-products ('Report Items'): the listings with open reports, most reported first, with who
// reported them and why; 'Dismiss reports' (after a confirmation) or 'Take down' with the reason its seller sees.
import { apiErrorMessage, isApiError } from '@usedcars/shared-ui/api/client';
import { REPORT_MESSAGES } from '@usedcars/contract/messages';
import { TAKEDOWN_REASON_MAX_LENGTH, type ReportedProduct } from '@usedcars/contract/types';
import { useRowConfirm } from '@usedcars/shared-ui/components/ConfirmModal';
import { ThumbnailCell } from '@usedcars/shared-ui/components/ThumbnailCell';
import { formatDate, formatDollars } from '@usedcars/shared-ui/format';
import { Alert, Button, Flex, Form, Input, Modal, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ServerPagedTable } from '../features/paged-list/ServerPagedTable';
import { useListParams } from '../features/paged-list/use-list-params';
import { REPORTS_PAGE_SIZE, useReports } from '../features/reports/api/get-reports';
import { useResolveReports } from '../features/reports/api/resolve-reports';
import { ReportList } from '../features/reports/components/ReportList';
import { message } from '@usedcars/shared-ui/feedback/message';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';
import { RowDangerButton } from '@usedcars/shared-ui/components/RowDangerButton';

interface TakedownValues {
  reason: string;
}

/** A 404 means the reports were already resolved (by another admin); other failures in the server's words. */
function resolveErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status === 404) return REPORT_MESSAGES.noOpenReports;
  return apiErrorMessage(error, fallback);
}

export default function ReportProductsPage() {
  const { page } = useListParams();
  const reports = useReports(page);
  const resolve = useResolveReports();
  const [form] = Form.useForm<TakedownValues>();
  const [toTakeDown, setToTakeDown] = useState<ReportedProduct | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const closeTakeDown = () => {
    setToTakeDown(null);
    setFormError(null);
    form.resetFields();
  };

  const confirmDismiss = useRowConfirm<ReportedProduct>({
    title: 'Dismiss reports',
    message: ({ product }) =>
      `Dismiss the open reports of ${product.product_name}? The listing stays public.`,
    loading: resolve.isPending,
    onConfirm: ({ productID, product }, close) =>
      resolve.mutate(
        { productID, action: 'dismiss' },
        {
          onSettled: close,
          onSuccess: () => void message.success(REPORT_MESSAGES.dismissed),
          onError: (error) =>
            void message.error(
              resolveErrorMessage(error, `The reports of ${product.product_name} were not dismissed.`),
            ),
        },
      ),
  });

  const submitTakeDown = ({ reason }: TakedownValues) => {
    if (!toTakeDown) return;
    const { productID, product } = toTakeDown;
    setFormError(null);
    resolve.mutate(
      { productID, action: 'takedown', reason: reason.trim() },
      {
        onSuccess: () => {
          closeTakeDown();
          void message.success(REPORT_MESSAGES.takenDown);
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 404) {
            closeTakeDown();
            void message.error(REPORT_MESSAGES.noOpenReports);
            return;
          }
          const reasonError = isApiError(error)
            ? error.body.errors?.find((fieldError) => fieldError.field === 'reason')
            : undefined;
          if (reasonError) form.setFields([{ name: 'reason', errors: [reasonError.message] }]);
          else setFormError(apiErrorMessage(error, `${product.product_name} was not taken down.`));
        },
      },
    );
  };

  return (
    <section>
      <PageTitle>Reported Products</PageTitle>
      <Typography.Title level={1}>Reported Products</Typography.Title>
      <ServerPagedTable<ReportedProduct>
        rowKey="productID"
        aria-label="Listings with open reports, most reported first"
        query={reports}
        errorTitle="Reported products could not be loaded."
        emptyTitle={REPORT_MESSAGES.empty}
        pageSize={REPORTS_PAGE_SIZE}
        columns={[
          {
            key: 'product',
            title: 'Product',
            userText: true,
            render: (_, { productID, product, hidden }) => (
              <ThumbnailCell src={product.thumbnail}>
                <Flex vertical gap={4} align="start">
                  <Link to={`/products/${encodeURIComponent(productID)}`}>{product.product_name}</Link>
                  {hidden ? <Tag color="orange">Hidden from public lists</Tag> : null}
                </Flex>
              </ThumbnailCell>
            ),
          },
          {
            key: 'price',
            title: 'Price',
            fold: true,
            render: (_, { product }) => formatDollars(product.sellPrice),
          },
          {
            key: 'seller',
            title: 'Seller',
            fold: true,
            userText: true,
            render: (_, { product: { seller } }) => (
              <Flex vertical gap={2} align="start">
                <Flex gap={6} align="center">
                  <span>{seller.displayName}</span>
                  {seller.verified ? (
                    <Tag color="blue" aria-label="Verified seller">
                      Verified
                    </Tag>
                  ) : null}
                </Flex>
                <Typography.Text type="secondary">{seller.email}</Typography.Text>
              </Flex>
            ),
          },
          {
            key: 'count',
            title: 'Open reports',
            fold: true,
            render: (_, { reportCount }) => (
              <span aria-label={`${reportCount} open ${reportCount === 1 ? 'report' : 'reports'}`}>
                {reportCount}
              </span>
            ),
          },
          {
            key: 'reasons',
            title: 'Reasons',
            fold: true,
            userText: true,
            // At most 320 px (typed text columns get at least 11em), so long notes wrap and the actions stay in
            // view on a laptop screen.
            render: (_, { reports: entries, product }) => (
              <div style={{ maxWidth: 320 }}>
                <ReportList reports={entries} productName={product.product_name} />
              </div>
            ),
          },
          {
            key: 'last',
            title: 'Last reported',
            fold: true,
            render: (_, { lastReportedAt }) => (
              <time dateTime={lastReportedAt}>{formatDate(lastReportedAt)}</time>
            ),
          },
          {
            key: 'action',
            title: 'Action',
            render: (_, reported) => (
              <Flex gap={8} wrap>
                <Button
                  size="small"
                  aria-label={`Dismiss reports of ${reported.product.product_name}`}
                  onClick={() => confirmDismiss.ask(reported)}
                >
                  Dismiss reports
                </Button>
                <RowDangerButton
                  action="Take down"
                  target={reported.product.product_name}
                  onClick={() => setToTakeDown(reported)}
                />
              </Flex>
            ),
          },
        ]}
      />
      {confirmDismiss.modal}
      <Modal
        open={toTakeDown !== null}
        title={toTakeDown ? `Take down ${toTakeDown.product.product_name}` : 'Take down'}
        okText="Take down"
        okButtonProps={{ danger: true }}
        onOk={() => form.submit()}
        onCancel={closeTakeDown}
        confirmLoading={resolve.isPending}
        destroyOnHidden
      >
        <Form<TakedownValues>
          form={form}
          name="report-takedown"
          layout="vertical"
          onFinish={submitTakeDown}
          disabled={resolve.isPending}
        >
          <Form.Item
            name="reason"
            label="Reason"
            extra="Its seller sees this reason."
            rules={[
              { required: true, whitespace: true, message: REPORT_MESSAGES.takedownReason },
              {
                max: TAKEDOWN_REASON_MAX_LENGTH,
                message: `At most ${TAKEDOWN_REASON_MAX_LENGTH} characters`,
              },
            ]}
          >
            <Input.TextArea rows={3} maxLength={TAKEDOWN_REASON_MAX_LENGTH} showCount />
          </Form.Item>
        </Form>
        {formError ? <Alert type="error" showIcon message={formError} role="alert" /> : null}
      </Modal>
    </section>
  );
}
