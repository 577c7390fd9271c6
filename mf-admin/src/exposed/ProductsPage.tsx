// /admin/products: every listing with its seller, a search box and status filter kept in the URL, pages,
// and 'Take down' with a required reason. Listings their sellers deleted show under their own filter.
import { apiErrorMessage } from '@usedcars/shared-ui/api/client';
import { ADMIN_LISTING_FILTERS, type AdminListingFilter, type AdminProduct } from '@usedcars/contract/types';
import { ThumbnailCell } from '@usedcars/shared-ui/components/ThumbnailCell';
import { formatDollars } from '@usedcars/shared-ui/format';
import { Flex, Form, Input, Modal, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ListSearch } from '../features/paged-list/ListSearch';
import { FilterField } from '../features/paged-list/FilterField';
import { ServerPagedTable } from '../features/paged-list/ServerPagedTable';
import { useListParams } from '../features/paged-list/use-list-params';
import { ADMIN_PRODUCTS_PAGE_SIZE, useAdminProducts } from '../features/products/api/get-admin-products';
import { useTakeDownProduct } from '../features/products/api/take-down-product';
import { LISTING_STATUS_LABELS, ListingStatusCell } from '@usedcars/shared-ui/components/ListingStatusCell';
import { message } from '@usedcars/shared-ui/feedback/message';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';
import { RowDangerButton } from '@usedcars/shared-ui/components/RowDangerButton';

const DELETED_LABEL = 'Deleted by seller';
const FILTER_LABELS: Record<AdminListingFilter, string> = {
  ...LISTING_STATUS_LABELS,
  deleted: DELETED_LABEL,
};

export default function ProductsPage() {
  const { searchParams, page, q, setParam } = useListParams();
  const status = ADMIN_LISTING_FILTERS.find((value) => value === searchParams.get('status'));
  const products = useAdminProducts({ q, status, page });
  const takeDown = useTakeDownProduct();
  const [form] = Form.useForm<{ reason: string }>();
  const [toTakeDown, setToTakeDown] = useState<AdminProduct | null>(null);

  const close = () => {
    setToTakeDown(null);
    form.resetFields();
  };

  const submitTakeDown = ({ reason }: { reason: string }) => {
    if (!toTakeDown) return;
    const { _id, product_name } = toTakeDown;
    takeDown.mutate(
      { id: _id, reason: reason.trim() },
      {
        onSuccess: () => {
          close();
          void message.success(`${product_name} taken down.`);
        },
        onError: (error) => void message.error(apiErrorMessage(error, `${product_name} was not taken down.`)),
      },
    );
  };

  return (
    <section>
      <PageTitle>Products</PageTitle>
      <Typography.Title level={1}>Products</Typography.Title>
      <Flex gap={12} wrap align="end" style={{ marginBottom: 16 }}>
        <FilterField id="admin-products-q" label="Search products">
          <ListSearch
            q={q}
            id="admin-products-q"
            style={{ width: 320 }}
            onSearch={(value) => setParam('q', value)}
          />
        </FilterField>
        <FilterField id="admin-products-status" label="Status">
          <Select<AdminListingFilter>
            id="admin-products-status"
            allowClear
            placeholder="Any status"
            style={{ minWidth: 180 }}
            value={status}
            onChange={(value) => setParam('status', value)}
            options={ADMIN_LISTING_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))}
          />
        </FilterField>
      </Flex>
      <ServerPagedTable<AdminProduct>
        rowKey="_id"
        query={products}
        errorTitle="Products could not be loaded."
        pageSize={ADMIN_PRODUCTS_PAGE_SIZE}
        columns={[
          {
            key: 'name',
            title: 'Product',
            userText: true,
            render: (_, product) => (
              <ThumbnailCell src={product.thumbnail}>
                <span>{product.product_name}</span>
              </ThumbnailCell>
            ),
          },
          {
            key: 'seller',
            title: 'Seller',
            fold: true,
            userText: true,
            render: (_, product) => (
              <Flex gap={6} align="center">
                <span>{product.seller.displayName}</span>
                {product.seller.verified ? (
                  <Tag color="blue" aria-label="Verified seller">
                    Verified
                  </Tag>
                ) : null}
              </Flex>
            ),
          },
          {
            key: 'price',
            title: 'Price',
            fold: true,
            render: (_, product) => formatDollars(product.sellPrice),
          },
          {
            key: 'status',
            title: 'Status',
            render: (_, product) => (
              <>
                <ListingStatusCell product={product} />
                {product.deletedAt ? <Tag>{DELETED_LABEL}</Tag> : null}
              </>
            ),
          },
          {
            key: 'action',
            title: 'Action',
            render: (_, product) =>
              product.status === 'taken_down' || product.deletedAt ? null : (
                <RowDangerButton
                  action="Take down"
                  target={product.product_name}
                  onClick={() => setToTakeDown(product)}
                />
              ),
          },
        ]}
      />
      <Modal
        open={toTakeDown !== null}
        title={toTakeDown ? `Take down ${toTakeDown.product_name}` : 'Take down'}
        okText="Take down"
        okButtonProps={{ danger: true }}
        onOk={() => form.submit()}
        onCancel={close}
        confirmLoading={takeDown.isPending}
        destroyOnHidden
      >
        <Form<{ reason: string }> form={form} name="takedown" layout="vertical" onFinish={submitTakeDown}>
          <Form.Item
            name="reason"
            label="Reason"
            rules={[{ required: true, whitespace: true, message: 'Enter the reason for taking it down' }]}
          >
            <Input.TextArea rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </section>
  );
}
