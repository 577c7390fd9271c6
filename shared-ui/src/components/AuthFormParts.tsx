// What the login and signup forms have in common: the e-mail field, the big submit button, and the refusal under
// the form in the server's words.
import { Alert, Button, Form, Input } from 'antd';

/** The e-mail field (a phone's e-mail keyboard, the browser's saved addresses); `required` is the message for an empty one. */
export function AuthEmailItem({ required }: { required: string }) {
  return (
    <Form.Item label="Email" name="email" rules={[{ required: true, whitespace: true, message: required }]}>
      <Input type="email" autoComplete="email" size="large" />
    </Form.Item>
  );
}

export function AuthSubmitButton({ label, submitting }: { label: string; submitting: boolean }) {
  return (
    <Button type="primary" htmlType="submit" size="large" block loading={submitting} disabled={submitting}>
      {label}
    </Button>
  );
}

export function AuthFormError({ message }: { message: string | null | undefined }) {
  return message ? (
    <Alert type="error" showIcon role="alert" title={message} style={{ marginTop: 16 }} />
  ) : null;
}
