// /profile (logged-in only): who you are to the marketplace, your display name and photo, your password, and the
// deletion of your account.
import { CheckCircleFilled, UploadOutlined } from '@ant-design/icons';
import { useUploadImage } from '@usedcars/shared-ui/api/media/upload-image';
import { apiErrorMessage, formFieldErrors } from '@usedcars/shared-ui/api/client';
import { EMAIL_VERIFICATION_MESSAGES } from '@usedcars/contract/email-verification-messages';
import { SIGNUP_MESSAGES } from '@usedcars/contract/messages';
import { PASSWORD_MESSAGES } from '@usedcars/contract/password-messages';
import type { User } from '@usedcars/contract/types';
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { formatDate } from '@usedcars/shared-ui/format';
import {
  Alert,
  Avatar,
  Button,
  Card,
  Descriptions,
  Flex,
  Form,
  Grid,
  Input,
  Tag,
  Typography,
  Upload,
} from 'antd';
import { AuthFormError } from '@usedcars/shared-ui/components/AuthFormParts';
import { isApiError } from '@usedcars/shared-ui/api/client';
import {
  NewPasswordItems,
  useChangePassword,
  useRequestPasswordReset,
  useResendVerification,
} from '../../auth';
import { useUpdateProfile } from '../api/update-profile';
import { message } from '@usedcars/shared-ui/feedback/message';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';
import { DeleteAccount } from './DeleteAccount';

/** The address, and whether it is proven: if not, a way to get the link again. */
function EmailAddress({ user }: { user: User }) {
  const resend = useResendVerification();
  if (user.emailVerified) {
    return (
      <Flex gap={8} wrap align="center">
        <span>{user.email}</span>
        <Tag color="green" icon={<CheckCircleFilled aria-hidden />}>
          Confirmed
        </Tag>
      </Flex>
    );
  }
  return (
    <Flex vertical gap={8} align="flex-start">
      <Flex gap={8} wrap align="center">
        <span>{user.email}</span>
        <Tag>Not confirmed</Tag>
      </Flex>
      <Typography.Text type="secondary">
        {EMAIL_VERIFICATION_MESSAGES.pending} {user.email}.
      </Typography.Text>
      <Button
        size="small"
        loading={resend.isPending}
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: () => void message.success(EMAIL_VERIFICATION_MESSAGES.sent),
            onError: (error) => void message.error(apiErrorMessage(error, 'The link could not be sent.')),
          })
        }
      >
        Send the link again
      </Button>
    </Flex>
  );
}

function ProfileDetails({ user }: { user: User }) {
  // On a phone the labels go above their values: beside them, a long address squeezed "Member since" to a letter a line.
  const wide = Grid.useBreakpoint().sm ?? true;
  return (
    <Descriptions
      column={1}
      bordered
      layout={wide ? 'horizontal' : 'vertical'}
      size="middle"
      items={[
        { key: 'name', label: 'Name', children: user.displayName },
        { key: 'email', label: 'Email', children: <EmailAddress user={user} /> },
        { key: 'role', label: 'Role', children: user.role },
        // The admins' check of the account, apart from the e-mail's confirmation above: said so, so that a confirmed
        // address beside an unverified account reads as two different things.
        {
          key: 'verified',
          label: user.role === 'Seller' ? 'Seller verification' : 'Account verification',
          children: user.verified ? (
            <Tag color="green" icon={<CheckCircleFilled aria-hidden />}>
              Verified by an admin
            </Tag>
          ) : (
            <Tag>Not yet verified by an admin</Tag>
          ),
        },
        { key: 'since', label: 'Member since', children: formatDate(user.date) },
      ]}
    />
  );
}

function ProfileEditor({ user }: { user: User }) {
  const update = useUpdateProfile();
  const upload = useUploadImage();
  const [form] = Form.useForm<{ displayName: string }>();
  const uploading = upload.isPending || (update.isPending && update.variables?.photoURL !== undefined);

  const saveName = ({ displayName }: { displayName: string }) =>
    update.mutate(
      { displayName: displayName.trim() },
      {
        onSuccess: () => void message.success('Your name was updated.'),
        onError: (error) => void message.error(apiErrorMessage(error, 'Your name could not be updated.')),
      },
    );

  const changePhoto = async (file: File) => {
    try {
      const { data } = await upload.mutateAsync(file);
      await update.mutateAsync({ photoURL: data.url });
      void message.success('Your photo was updated.');
    } catch (error) {
      void message.error(apiErrorMessage(error, 'Your photo could not be updated.'));
    }
  };

  return (
    <Flex vertical gap={24}>
      <Flex align="center" gap={16} wrap>
        <Avatar size={96} src={user.photoURL || undefined} alt={`${user.displayName}'s photo`}>
          {user.displayName.charAt(0).toUpperCase()}
        </Avatar>
        <Upload
          accept="image/*"
          showUploadList={false}
          disabled={uploading}
          beforeUpload={(file) => {
            void changePhoto(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined aria-hidden />} loading={uploading}>
            Change photo
          </Button>
        </Upload>
      </Flex>
      <Form
        form={form}
        layout="vertical"
        name="profile-name"
        initialValues={{ displayName: user.displayName }}
        onFinish={saveName}
      >
        <Form.Item
          label="Display name"
          name="displayName"
          rules={[{ required: true, whitespace: true, message: SIGNUP_MESSAGES.displayName }]}
        >
          <Input autoComplete="name" style={{ maxWidth: 360 }} />
        </Form.Item>
        <Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            loading={update.isPending && update.variables?.displayName !== undefined}
          >
            Save name
          </Button>
        </Form.Item>
      </Form>
    </Flex>
  );
}

interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  newPasswordAgain: string;
}

/**
 * Change password: the current one first. Success keeps this session (the server answers a fresh token) and signs
 * out every other; a wrong current password is shown on its field.
 */
function ChangePassword() {
  const change = useChangePassword();
  const [form] = Form.useForm<ChangePasswordValues>();
  const submit = ({ currentPassword, newPassword }: ChangePasswordValues) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.resetFields();
          void message.success(PASSWORD_MESSAGES.changed);
        },
        onError: (error) => form.setFields(formFieldErrors(error, ['currentPassword', 'newPassword'])),
      },
    );
  const fieldErrors = isApiError(change.error) && (change.error.body.errors?.length ?? 0) > 0;
  return (
    <Form<ChangePasswordValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      name="change-password"
      disabled={change.isPending}
      onFinish={submit}
      style={{ maxWidth: 400 }}
    >
      <Form.Item
        label="Current password"
        name="currentPassword"
        rules={[{ required: true, message: PASSWORD_MESSAGES.currentPassword }]}
      >
        <Input.Password autoComplete="current-password" size="large" />
      </Form.Item>
      <NewPasswordItems name="newPassword" />
      <Button type="primary" htmlType="submit" loading={change.isPending} disabled={change.isPending}>
        Change password
      </Button>
      <AuthFormError
        message={
          change.isError && !fieldErrors
            ? apiErrorMessage(change.error, 'Your password could not be changed.')
            : null
        }
      />
    </Form>
  );
}

/** An account that signs in only with Google sets its first password through a mailed link. */
function SetFirstPassword({ user }: { user: User }) {
  const request = useRequestPasswordReset();
  if (request.isSuccess) {
    return <Alert type="success" showIcon role="status" title={PASSWORD_MESSAGES.resetRequested} />;
  }
  return (
    <Flex vertical gap={12} align="flex-start">
      <Typography.Text>{PASSWORD_MESSAGES.noPasswordYet}</Typography.Text>
      <Button loading={request.isPending} onClick={() => request.mutate(user.email)}>
        Mail me a link
      </Button>
      <AuthFormError
        message={request.isError ? apiErrorMessage(request.error, 'The link could not be sent.') : null}
      />
    </Flex>
  );
}

export function ProfilePage() {
  const user = useAuthStore((state) => state.user);
  // The route is guarded; this only keeps the types honest.
  if (!user) return null;
  return (
    <section className="app-page">
      <PageTitle>My Profile</PageTitle>
      <Typography.Title level={1}>My Profile</Typography.Title>
      <Flex vertical gap={24}>
        <Card title="Edit profile">
          <ProfileEditor user={user} />
        </Card>
        <ProfileDetails user={user} />
        <Card title="Password">
          {user.hasPassword ? <ChangePassword /> : <SetFirstPassword user={user} />}
        </Card>
        {/* An admin account is not deleted by its owner (the server refuses it too). */}
        {user.role === 'Admin' ? null : (
          <Card title="Delete account">
            <DeleteAccount user={user} />
          </Card>
        )}
      </Flex>
    </section>
  );
}
