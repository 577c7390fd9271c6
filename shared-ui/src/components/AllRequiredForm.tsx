// The form of the short fill-in-everything steps (login, sign-up, the sandbox card): every field is required, so
// none carries antd's required mark, and the labels stand above the fields.
import { Form, type FormProps } from 'antd';
import type { ReactNode } from 'react';

export interface AllRequiredFormProps<Values> extends Omit<
  FormProps<Values>,
  'layout' | 'requiredMark' | 'children'
> {
  children?: ReactNode;
}

export function AllRequiredForm<Values>(props: AllRequiredFormProps<Values>) {
  return <Form<Values> layout="vertical" requiredMark={false} {...props} />;
}
