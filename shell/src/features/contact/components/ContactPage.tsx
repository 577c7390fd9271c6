// /contact-us: a message to the site's admins, from anyone. The sender gets a mail saying it arrived (our words,
// never theirs); a signed-in user's address is their account's, shown and fixed. The server's field messages go
// under their fields; its limits (too many messages an hour) under the form. The fields are the browser's own
// controls in the plain styles (as /cars draws its filters): antd's Select and TextArea would add their code to
// the shell's build for this one form.
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_MESSAGES,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_TOPIC_LABELS,
  CONTACT_TOPICS,
  type ContactTopic,
} from '@usedcars/contract/contact-messages';
import { groupDigits } from '@usedcars/contract/numbers';
import { apiErrorMessage, formFieldErrors } from '@usedcars/shared-ui/api/client';
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';
import { Alert, Button, Card, Form } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useSendContactMessage } from '../api/send-contact-message';

interface ContactValues {
  name: string;
  email: string;
  /** Empty until one is chosen ("Choose a topic"). */
  topic: ContactTopic | '';
  message: string;
}

const FIELDS: (keyof ContactValues)[] = ['name', 'email', 'topic', 'message'];

/** Every field starts as text, so the browser's controls stay controlled. */
const EMPTY: ContactValues = { name: '', email: '', topic: '', message: '' };

export function ContactPage() {
  const [form] = Form.useForm<ContactValues>();
  const user = useAuthStore((state) => state.user);
  const send = useSendContactMessage();
  const typed = Form.useWatch('message', form) ?? '';

  // Signed in (known once the session is checked), the reply goes to the account's address; the name starts as
  // the account's and may be changed.
  useEffect(() => {
    if (!user) return;
    form.setFieldValue('email', user.email);
    if (!form.getFieldValue('name')) form.setFieldValue('name', user.displayName);
  }, [form, user]);

  let formError: string | null = null;
  if (send.isError) {
    const { error } = send;
    const onAField = formFieldErrors(error, FIELDS).length > 0;
    if (!onAField) formError = apiErrorMessage(error, 'Your message was not sent. Please try again.');
  }

  const submit = (values: ContactValues) => {
    send.mutate(
      {
        name: values.name.trim(),
        ...(user ? {} : { email: values.email.trim() }),
        // The form's rule requires a topic before it sends.
        topic: values.topic as ContactTopic,
        message: values.message.trim(),
      },
      {
        onError: (error) => form.setFields(formFieldErrors(error, FIELDS)),
      },
    );
  };

  return (
    <div className="app-page app-prose">
      <PageTitle>Contact Us</PageTitle>
      <h1>Contact us</h1>
      <p>
        Questions about buying, selling, a payment or your account? Write to us and our team will reply by
        e-mail. Many answers are already in our <Link to="/faq">FAQ</Link>.
      </p>
      <p>
        To report a listing or a conversation, use &quot;Report&quot; on its page: the report reaches our
        admins with the listing or the messages attached. Never send passwords or card numbers.
      </p>
      <Card style={{ maxWidth: 640 }}>
        {send.isSuccess ? (
          <>
            <Alert type="success" showIcon role="status" title={CONTACT_MESSAGES.sent} />
            <Button
              style={{ marginTop: 16 }}
              onClick={() => {
                send.reset();
                form.setFieldsValue({ topic: '', message: '' });
              }}
            >
              Send another message
            </Button>
          </>
        ) : (
          <Form<ContactValues>
            form={form}
            name="contact"
            layout="vertical"
            requiredMark={false}
            initialValues={EMPTY}
            disabled={send.isPending}
            onFinish={submit}
          >
            <Form.Item
              label="Your name"
              name="name"
              rules={[
                { required: true, whitespace: true, message: CONTACT_MESSAGES.name },
                { max: CONTACT_NAME_MAX_LENGTH, message: CONTACT_MESSAGES.nameLength },
              ]}
            >
              <input className="uc-input" autoComplete="name" />
            </Form.Item>
            <Form.Item
              label="Email"
              name="email"
              extra={user ? "We reply to your account's e-mail address." : undefined}
              rules={[{ required: true, type: 'email', whitespace: true, message: CONTACT_MESSAGES.email }]}
            >
              <input className="uc-input" autoComplete="email" inputMode="email" disabled={Boolean(user)} />
            </Form.Item>
            <Form.Item
              label="Topic"
              name="topic"
              rules={[{ required: true, message: CONTACT_MESSAGES.topic }]}
            >
              <select className="uc-input uc-select">
                <option value="" disabled>
                  Choose a topic
                </option>
                {CONTACT_TOPICS.map((topic) => (
                  <option key={topic} value={topic}>
                    {CONTACT_TOPIC_LABELS[topic]}
                  </option>
                ))}
              </select>
            </Form.Item>
            <Form.Item
              label="Message"
              name="message"
              extra={`${groupDigits(typed.length)} / ${groupDigits(CONTACT_MESSAGE_MAX_LENGTH)} characters`}
              rules={[
                { required: true, whitespace: true, message: CONTACT_MESSAGES.message },
                {
                  min: CONTACT_MESSAGE_MIN_LENGTH,
                  max: CONTACT_MESSAGE_MAX_LENGTH,
                  message: CONTACT_MESSAGES.message,
                },
              ]}
            >
              <textarea className="uc-input" rows={6} maxLength={CONTACT_MESSAGE_MAX_LENGTH} />
            </Form.Item>
            <Button type="primary" htmlType="submit" size="large" loading={send.isPending}>
              Send message
            </Button>
            {formError ? (
              <Alert type="error" showIcon role="alert" title={formError} style={{ marginTop: 16 }} />
            ) : null}
          </Form>
        )}
      </Card>
    </div>
  );
}
