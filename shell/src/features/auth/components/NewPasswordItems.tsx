// A new password typed twice, by the sign-up rules: the reset page's and the profile's change-password form.
import { Form, Input } from 'antd';
import { PASSWORD_PATTERN, SIGNUP_MESSAGES } from '@usedcars/contract/messages';

export const PASSWORDS_DIFFER = 'The two passwords differ.';

/** The field `name` ("New password") and its repetition ("Repeat new password"). */
export function NewPasswordItems({ name }: { name: string }) {
  return (
    <>
      <Form.Item
        label="New password"
        name={name}
        rules={[
          { required: true, message: SIGNUP_MESSAGES.password },
          { pattern: PASSWORD_PATTERN, message: SIGNUP_MESSAGES.password },
        ]}
      >
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
      <Form.Item
        label="Repeat new password"
        name={`${name}Again`}
        dependencies={[name]}
        rules={[
          { required: true, message: 'Please type the new password again.' },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || value === getFieldValue(name)
                ? Promise.resolve()
                : Promise.reject(new Error(PASSWORDS_DIFFER)),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
    </>
  );
}
