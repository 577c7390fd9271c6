// /admin/brand: Brand Name, Create At, Delete; an Add Brand modal; the server's
// refusals (duplicate name, brand in use) shown as it words them.
import { apiErrorMessage } from '@usedcars/shared-ui/api/client';
import { useBrands } from '@usedcars/shared-ui/api/catalog/get-brands';
import { CATALOGUE_MESSAGES } from '@usedcars/shared-ui/api/messages';
import type { Brand } from '@usedcars/shared-ui/api/types';
import { ConfirmModal } from '@usedcars/shared-ui/components/ConfirmModal';
import { ConsoleTable } from '@usedcars/shared-ui/components/ConsoleTable';
import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';
import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import { formatDate } from '@usedcars/shared-ui/format';
import { Alert, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useCreateBrand } from '../features/catalogue/api/create-brand';
import { catalogueNameRule } from '../features/catalogue/catalogue-name-rule';
import { useDeleteBrand } from '../features/catalogue/api/delete-brand';
import { message } from '@usedcars/shared-ui/feedback/message';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';

interface BrandValues {
  brandName: string;
}

export default function BrandPage() {
  const brands = useBrands();
  const createBrand = useCreateBrand();
  const deleteBrand = useDeleteBrand();
  const [form] = Form.useForm<BrandValues>();
  const [adding, setAdding] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Brand | null>(null);

  const close = () => {
    setAdding(false);
    setFormError(null);
    form.resetFields();
  };

  const add = ({ brandName }: BrandValues) => {
    const name = brandName.trim();
    setFormError(null);
    createBrand.mutate(
      { brandName: name },
      {
        onSuccess: () => {
          void message.success(`${name} added successfully.`);
          close();
        },
        onError: (error) => setFormError(apiErrorMessage(error, 'The brand was not added.')),
      },
    );
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    const { _id, brandName } = toDelete;
    deleteBrand.mutate(_id, {
      onSuccess: () => {
        setToDelete(null);
        void message.success(`${brandName} deleted successfully.`);
      },
      onError: (error) => {
        setToDelete(null);
        void message.error(apiErrorMessage(error, `${brandName} was not deleted.`));
      },
    });
  };

  return (
    <section>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <PageTitle>Brand</PageTitle>
        <Typography.Title level={1}>Brand</Typography.Title>
        <Button type="primary" onClick={() => setAdding(true)}>
          Add Brand
        </Button>
      </Flex>
      {brands.isError ? (
        <QueryError
          error={brands.error}
          onRetry={() => void brands.refetch()}
          title="Brands could not be loaded."
        />
      ) : (
        <ConsoleTable<Brand>
          rowKey="_id"
          dataSource={brands.data ?? []}
          loading={brands.isPending}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          locale={{ emptyText: brands.isPending ? ' ' : <EmptyState title="Not Found" /> }}
          columns={[
            { key: 'name', title: 'Brand Name', dataIndex: 'brandName', userText: true },
            { key: 'date', title: 'Create At', render: (_, brand) => formatDate(brand.date) },
            {
              key: 'action',
              title: 'Delete',
              render: (_, brand) => (
                <Button
                  danger
                  size="small"
                  aria-label={`Delete ${brand.brandName}`}
                  onClick={() => setToDelete(brand)}
                >
                  Delete
                </Button>
              ),
            },
          ]}
        />
      )}
      <Modal
        open={adding}
        title="Add Brand"
        okText="Add"
        onOk={() => form.submit()}
        onCancel={close}
        confirmLoading={createBrand.isPending}
        destroyOnHidden
      >
        <Form<BrandValues>
          form={form}
          name="add-brand"
          layout="vertical"
          onFinish={add}
          disabled={createBrand.isPending}
        >
          <Form.Item
            name="brandName"
            label="Brand Name"
            rules={[
              { required: true, whitespace: true, message: CATALOGUE_MESSAGES.brandName },
              catalogueNameRule('Brand'),
            ]}
          >
            <Input />
          </Form.Item>
        </Form>
        {formError ? <Alert type="error" showIcon message={formError} role="alert" /> : null}
      </Modal>
      <ConfirmModal
        open={toDelete !== null}
        title="Delete brand"
        message={toDelete ? `Are you sure delete ${toDelete.brandName}` : ''}
        loading={deleteBrand.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
