// "Delete account" on My Profile: what deleting means, then the password (or, for a Google-only account, the
// e-mail address) in a dialog. The server's refusal (a booking or deal in progress) is shown in the dialog.
import { DELETE_ACCOUNT_MESSAGES } from '@usedcars/contract/account-closing';
import type { User } from '@usedcars/contract/types';
import { apiErrorMessage, formFieldErrors, isApiError } from '@usedcars/shared-ui/api/client';
import { message } from '@usedcars/shared-ui/feedback/message';
import { Alert, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { forgetDeletedAccount, useDeleteAccount } from '../api/delete-account';

interface DeleteAccountValues {
  password?: string;
  email?: string;
}

export function DeleteAccount({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const [form] = Form.useForm<DeleteAccountValues>();
  const field: keyof DeleteAccountValues = user.hasPassword ? 'password' : 'email';
  // The account is forgotten once the page has left /profile: forgotten here, the page (still /profile while home
  // loads) would send the signed-out visitor to the login page instead.
  const deleted = useRef(false);
  useEffect(
    () => () => {
      if (deleted.current) forgetDeletedAccount();
    },
    [],
  );

  const close = () => {
    setOpen(false);
    form.resetFields();
    remove.reset();
  };

  const submit = (values: DeleteAccountValues) =>
    remove.mutate(values, {
      onSuccess: () => {
        deleted.current = true;
        void navigate('/', { replace: true });
        void message.success(DELETE_ACCOUNT_MESSAGES.deleted);
      },
      onError: (error) => form.setFields(formFieldErrors(error, [field])),
    });
  const fieldErrors = isApiError(remove.error) && (remove.error.body.errors?.length ?? 0) > 0;

  return (
    <Flex vertical gap={12} align="flex-start">
      <Typography.Paragraph style={{ margin: 0 }}>
        Your listings leave the site, your conversations close and you are signed out everywhere. The orders
        and reviews you took part in stay in the other side&apos;s records. This cannot be undone.
      </Typography.Paragraph>
      <Button danger onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <Modal
        open={open}
        title="Delete your account?"
        okText="Delete my account"
        okButtonProps={{ danger: true, loading: remove.isPending }}
        onOk={() => form.submit()}
        onCancel={close}
        destroyOnHidden
      >
        <Form<DeleteAccountValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          name="delete-account"
          disabled={remove.isPending}
          onFinish={submit}
        >
          {user.hasPassword ? (
            <Form.Item
              label="Your password"
              name="password"
              rules={[{ required: true, message: DELETE_ACCOUNT_MESSAGES.password }]}
            >
              <Input.Password autoComplete="current-password" />
            </Form.Item>
          ) : (
            <Form.Item
              label={`Type your e-mail address (${user.email})`}
              name="email"
              rules={[{ required: true, whitespace: true, message: DELETE_ACCOUNT_MESSAGES.email }]}
            >
              <Input type="email" autoComplete="off" />
            </Form.Item>
          )}
        </Form>
        {remove.isError && !fieldErrors ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={apiErrorMessage(remove.error, 'Your account could not be deleted.')}
          />
        ) : null}
      </Modal>
    </Flex>
  );
}
