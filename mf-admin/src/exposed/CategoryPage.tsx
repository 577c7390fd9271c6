// /admin/category: thumbnail, Category Name, Create At, Delete; an Add Category
// modal (name and thumbnail, uploaded through POST /images); the server's refusals shown as it words them.
import { apiErrorMessage } from '@usedcars/shared-ui/api/client';
import { useCategories } from '@usedcars/shared-ui/api/catalog/get-categories';
import { CATALOGUE_MESSAGES } from '@usedcars/shared-ui/api/messages';
import { uploadImage } from '@usedcars/shared-ui/api/media/upload-image';
import type { Category } from '@usedcars/shared-ui/api/types';
import { ConfirmModal } from '@usedcars/shared-ui/components/ConfirmModal';
import { ConsoleTable } from '@usedcars/shared-ui/components/ConsoleTable';
import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';
import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import { formatDate } from '@usedcars/shared-ui/format';
import { Alert, Button, Flex, Form, Input, Modal, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useCreateCategory } from '../features/catalogue/api/create-category';
import { catalogueNameRule } from '../features/catalogue/catalogue-name-rule';
import { useDeleteCategory } from '../features/catalogue/api/delete-category';
import { message } from '@usedcars/shared-ui/feedback/message';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';

interface CategoryValues {
  category: string;
  thumbnail: UploadFile[];
}

export default function CategoryPage() {
  const categories = useCategories();
  const createCategory = useCreateCategory();
  const deleteCategory = useDeleteCategory();
  const [form] = Form.useForm<CategoryValues>();
  const [adding, setAdding] = useState(false);
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Category | null>(null);

  const close = () => {
    setAdding(false);
    setFormError(null);
    form.resetFields();
  };

  const add = async (values: CategoryValues) => {
    const file = values.thumbnail[0]?.originFileObj;
    if (!file) return;
    setSaving(true);
    setFormError(null);
    try {
      const uploaded = await uploadImage(file);
      const name = values.category.trim();
      await createCategory.mutateAsync({ category: name, thumbnail: uploaded.data.url });
      void message.success(`${name} added successfully.`);
      close();
    } catch (error) {
      setFormError(apiErrorMessage(error, 'The category was not added.'));
    } finally {
      setSaving(false);
    }
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    const { _id, category } = toDelete;
    deleteCategory.mutate(_id, {
      onSuccess: () => {
        setToDelete(null);
        void message.success(`${category} deleted successfully.`);
      },
      onError: (error) => {
        setToDelete(null);
        void message.error(apiErrorMessage(error, `${category} was not deleted.`));
      },
    });
  };

  return (
    <section>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <PageTitle>Category</PageTitle>
        <Typography.Title level={1}>Category</Typography.Title>
        <Button type="primary" onClick={() => setAdding(true)}>
          Add Category
        </Button>
      </Flex>
      {categories.isError ? (
        <QueryError
          error={categories.error}
          onRetry={() => void categories.refetch()}
          title="Categories could not be loaded."
        />
      ) : (
        <ConsoleTable<Category>
          rowKey="_id"
          dataSource={categories.data ?? []}
          loading={categories.isPending}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          locale={{ emptyText: categories.isPending ? ' ' : <EmptyState title="Not Found" /> }}
          columns={[
            {
              key: 'thumbnail',
              title: 'Thumbnail',
              fold: true,
              render: (_, category) => (
                <img
                  src={category.thumbnail}
                  alt={category.category}
                  width={64}
                  height={48}
                  style={{ objectFit: 'cover', borderRadius: 4 }}
                />
              ),
            },
            { key: 'name', title: 'Category Name', dataIndex: 'category', userText: true },
            {
              key: 'date',
              title: 'Create At',
              fold: true,
              render: (_, category) => formatDate(category.date),
            },
            {
              key: 'action',
              title: 'Delete',
              render: (_, category) => (
                <Button
                  danger
                  size="small"
                  aria-label={`Delete ${category.category}`}
                  onClick={() => setToDelete(category)}
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
        title="Add Category"
        okText="Add"
        onOk={() => form.submit()}
        onCancel={close}
        confirmLoading={saving}
        destroyOnHidden
      >
        <Form<CategoryValues>
          form={form}
          name="add-category"
          layout="vertical"
          initialValues={{ thumbnail: [] }}
          onFinish={(values) => void add(values)}
          disabled={saving}
        >
          <Form.Item
            name="category"
            label="Category Name"
            rules={[
              { required: true, whitespace: true, message: CATALOGUE_MESSAGES.categoryName },
              catalogueNameRule('Category'),
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="thumbnail"
            label="Thumbnail"
            valuePropName="fileList"
            getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
            rules={[{ required: true, type: 'array', min: 1, message: CATALOGUE_MESSAGES.categoryThumbnail }]}
          >
            <Upload accept="image/*" maxCount={1} beforeUpload={() => false}>
              <Button>Select thumbnail</Button>
            </Upload>
          </Form.Item>
        </Form>
        {formError ? <Alert type="error" showIcon message={formError} role="alert" /> : null}
      </Modal>
      <ConfirmModal
        open={toDelete !== null}
        title="Delete category"
        message={toDelete ? `Are you sure delete ${toDelete.category}` : ''}
        loading={deleteCategory.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
