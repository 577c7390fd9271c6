// One catalog of names (brands or categories) in the admin console: the list with its Create At, Rename and Delete
// (after a confirmation), and the Add and Rename modals; the server's refusals (duplicate name, name in use) shown as
// it words them. BrandPage and CategoryPage configure it.
import type { UseQueryResult } from '@tanstack/react-query';
import { apiErrorMessage } from '@usedcars/shared-ui/api/client';
import { useRowConfirm } from '@usedcars/shared-ui/components/ConfirmModal';
import { ConsoleTable, type ConsoleColumn } from '@usedcars/shared-ui/components/ConsoleTable';
import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';
import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import { message } from '@usedcars/shared-ui/feedback/message';
import { formatDate } from '@usedcars/shared-ui/format';
import { RowDangerButton } from '@usedcars/shared-ui/components/RowDangerButton';
import { Alert, Button, Flex, Form, Input, Modal, Space, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import {
  useCreateCatalogName,
  useDeleteCatalogName,
  useRenameCatalogName,
  type CatalogEndpoint,
} from '../api/catalog-names';
import { catalogNameRule } from '../catalog-name-rule';

interface CatalogItem {
  _id: string;
  date: string;
}

export interface CatalogNamesPageProps<Item extends CatalogItem, Values, Body> {
  /** The page's title, its buttons' and fields' words, and the API's name rule. */
  kind: 'Brand' | 'Category';
  /** The list, e.g. shared-ui's useBrands(). */
  items: UseQueryResult<Item[]>;
  /** What failed when the list did not load, e.g. 'Brands could not be loaded.' */
  loadErrorTitle: string;
  endpoint: CatalogEndpoint;
  /** The field holding the name, in the rows and in the form (brandName, category). */
  nameField: keyof Item & keyof Values & string;
  /** Shown when the name is left empty. */
  nameRequired: string;
  /** Columns before the name (the category's thumbnail). */
  leadingColumns?: ConsoleColumn<Item>[];
  /** On a phone, Create At moves into the expandable line. */
  foldDate?: boolean;
  /** Form fields after the name (the category's thumbnail), and their starting values. */
  extraFields?: ReactNode;
  initialValues?: Partial<Values>;
  /** The POST body from the trimmed name and the form's values; it may upload a file first. */
  toRequest: (name: string, values: Values) => Promise<Body>;
}

export function CatalogNamesPage<Item extends CatalogItem, Values extends object, Body>({
  kind,
  items,
  loadErrorTitle,
  endpoint,
  nameField,
  nameRequired,
  leadingColumns = [],
  foldDate = false,
  extraFields,
  initialValues,
  toRequest,
}: CatalogNamesPageProps<Item, Values, Body>) {
  const create = useCreateCatalogName<Body>(endpoint);
  const remove = useDeleteCatalogName(endpoint);
  const rename = useRenameCatalogName<Partial<Values>>(endpoint);
  const [form] = Form.useForm<Values>();
  const [renameForm] = Form.useForm<Partial<Values>>();
  const [renaming, setRenaming] = useState<Item | null>(null);
  const [renameError, setRenameError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  // Saving covers an upload before the request as well.
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const lowerKind = kind.toLowerCase();
  const nameOf = (item: Item) => String(item[nameField]);

  const close = () => {
    setAdding(false);
    setFormError(null);
    form.resetFields();
  };

  const add = async (values: Values) => {
    const name = String(values[nameField]).trim();
    setSaving(true);
    setFormError(null);
    try {
      await create.mutateAsync(await toRequest(name, values));
      void message.success(`${name} added successfully.`);
      close();
    } catch (error) {
      setFormError(apiErrorMessage(error, `The ${lowerKind} was not added.`));
    } finally {
      setSaving(false);
    }
  };

  const closeRename = () => {
    setRenaming(null);
    setRenameError(null);
    renameForm.resetFields();
  };

  const saveRename = (item: Item, values: Partial<Values>) => {
    const name = String(values[nameField]).trim();
    const before = nameOf(item);
    setRenameError(null);
    // Only the name is sent: the value (the key in addresses and saved searches) stays.
    rename.mutate(
      { id: item._id, body: { [nameField]: name } as Partial<Values> },
      {
        onSuccess: () => {
          void message.success(`${before} renamed to ${name}.`);
          closeRename();
        },
        onError: (error) => setRenameError(apiErrorMessage(error, `The ${lowerKind} was not renamed.`)),
      },
    );
  };

  const nameRules = [{ required: true, whitespace: true, message: nameRequired }, catalogNameRule(kind)];

  const confirmDelete = useRowConfirm<Item>({
    title: `Delete ${lowerKind}`,
    message: (item) => `Are you sure delete ${nameOf(item)}`,
    loading: remove.isPending,
    onConfirm: (item, close) => {
      const name = nameOf(item);
      remove.mutate(item._id, {
        onSettled: close,
        onSuccess: () => void message.success(`${name} deleted successfully.`),
        onError: (error) => void message.error(apiErrorMessage(error, `${name} was not deleted.`)),
      });
    },
  });

  return (
    <section>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <PageTitle>{kind}</PageTitle>
        <Typography.Title level={1}>{kind}</Typography.Title>
        <Button type="primary" onClick={() => setAdding(true)}>
          Add {kind}
        </Button>
      </Flex>
      {items.isError ? (
        <QueryError error={items.error} onRetry={() => void items.refetch()} title={loadErrorTitle} />
      ) : (
        <ConsoleTable<Item>
          rowKey="_id"
          dataSource={items.data ?? []}
          loading={items.isPending}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          locale={{ emptyText: items.isPending ? ' ' : <EmptyState title="Not Found" /> }}
          columns={[
            ...leadingColumns,
            { key: 'name', title: `${kind} Name`, dataIndex: nameField, userText: true },
            { key: 'date', title: 'Create At', fold: foldDate, render: (_, item) => formatDate(item.date) },
            {
              key: 'action',
              title: 'Actions',
              render: (_, item) => (
                <Space wrap size={8}>
                  <Button
                    size="small"
                    aria-label={`Rename ${nameOf(item)}`}
                    onClick={() => setRenaming(item)}
                  >
                    Rename
                  </Button>
                  <RowDangerButton
                    action="Delete"
                    target={nameOf(item)}
                    onClick={() => confirmDelete.ask(item)}
                  />
                </Space>
              ),
            },
          ]}
        />
      )}
      <Modal
        open={adding}
        title={`Add ${kind}`}
        okText="Add"
        onOk={() => form.submit()}
        onCancel={close}
        confirmLoading={saving}
        destroyOnHidden
      >
        <Form<Values>
          form={form}
          name={`add-${lowerKind}`}
          layout="vertical"
          initialValues={initialValues}
          onFinish={(values) => void add(values)}
          disabled={saving}
        >
          <Form.Item name={nameField as string} label={`${kind} Name`} rules={nameRules}>
            <Input />
          </Form.Item>
          {extraFields}
        </Form>
        {formError ? <Alert type="error" showIcon message={formError} role="alert" /> : null}
      </Modal>
      <Modal
        open={renaming !== null}
        title={`Rename ${kind}`}
        okText="Save"
        onOk={() => renameForm.submit()}
        onCancel={closeRename}
        confirmLoading={rename.isPending}
        destroyOnHidden
      >
        {renaming ? (
          <Form<Partial<Values>>
            form={renameForm}
            name={`rename-${lowerKind}`}
            layout="vertical"
            initialValues={{ [nameField]: nameOf(renaming) } as Partial<Values>}
            onFinish={(values) => saveRename(renaming, values)}
            disabled={rename.isPending}
          >
            <Form.Item
              name={nameField as string}
              label={`${kind} Name`}
              extra="Its address and saved searches stay as they are."
              rules={nameRules}
            >
              <Input />
            </Form.Item>
          </Form>
        ) : null}
        {renameError ? <Alert type="error" showIcon message={renameError} role="alert" /> : null}
      </Modal>
      {confirmDelete.modal}
    </section>
  );
}
