// The report modal of the product page: a reason (and a note, required for 'other') sent to the admins.
// Logged out, it asks the visitor to log in first and come back.
import { apiErrorMessage, isApiError } from '@usedcars/shared-ui/api/client';
import { REPORT_MESSAGES } from '@usedcars/contract/messages';
import {
  REPORT_NOTE_MAX_LENGTH,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type Product,
  type ReportReason,
} from '@usedcars/contract/types';
import { Alert, Button, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { LoggedInProductModal } from '../products';
import { useCreateReport } from './api/create-report';

interface ReportValues {
  reason: ReportReason;
  note?: string;
}

/** The fields whose server messages (400 `errors`) belong under an input; any other goes to the alert. */
const FORM_FIELDS = new Set<string>(['reason', 'note']);

/** The report was received, or the server says this user had already reported the listing. */
export type ReportOutcome = 'received' | 'already-reported';

export interface ReportListingModalProps {
  /** The listing to report; null keeps the modal closed. */
  product: Product | null;
  onClose: () => void;
  onReported: (outcome: ReportOutcome) => void;
}

export function ReportListingModal({ product, onClose, onReported }: ReportListingModalProps) {
  return (
    <LoggedInProductModal
      product={product}
      title={(car) => `Report ${car.product_name}`}
      loginMessage={REPORT_MESSAGES.login}
      onClose={onClose}
    >
      {(car) => <ReportForm key={car._id} product={car} onClose={onClose} onReported={onReported} />}
    </LoggedInProductModal>
  );
}

interface ReportFormProps {
  product: Product;
  onClose: () => void;
  onReported: ReportListingModalProps['onReported'];
}

function ReportForm({ product, onClose, onReported }: ReportFormProps) {
  const [form] = Form.useForm<ReportValues>();
  const report = useCreateReport();
  const [formError, setFormError] = useState<string | null>(null);
  const [alreadyReported, setAlreadyReported] = useState(false);

  const submit = async (values: ReportValues) => {
    setFormError(null);
    const note = values.note?.trim();
    try {
      await report.mutateAsync({
        productID: product._id,
        reason: values.reason,
        ...(note ? { note } : {}),
      });
      onReported('received');
      onClose();
    } catch (error) {
      // An expired session has the shared answer (message, logout, /login and back): just close.
      if (isApiError(error) && error.status === 401) {
        onClose();
        return;
      }
      if (isApiError(error) && error.status === 409) {
        setAlreadyReported(true);
        onReported('already-reported');
        return;
      }
      const errors = isApiError(error) ? (error.body.errors ?? []) : [];
      const fieldErrors = errors.filter((entry) => FORM_FIELDS.has(entry.field));
      form.setFields(
        fieldErrors.map((entry) => ({ name: entry.field as keyof ReportValues, errors: [entry.message] })),
      );
      const otherErrors = errors.filter((entry) => !FORM_FIELDS.has(entry.field));
      if (otherErrors.length > 0) setFormError(otherErrors.map((entry) => entry.message).join(' '));
      else if (fieldErrors.length === 0)
        setFormError(apiErrorMessage(error, 'The report could not be sent. Please try again.'));
    }
  };

  if (alreadyReported) {
    return (
      <>
        <Alert type="info" showIcon title={REPORT_MESSAGES.alreadyReported} style={{ marginBottom: 16 }} />
        <Button block onClick={onClose}>
          Close
        </Button>
      </>
    );
  }

  return (
    <Form<ReportValues>
      form={form}
      name="report-listing"
      layout="vertical"
      onFinish={(values) => void submit(values)}
      disabled={report.isPending}
    >
      <Form.Item name="reason" label="Reason" rules={[{ required: true, message: REPORT_MESSAGES.reason }]}>
        <Radio.Group
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          options={REPORT_REASONS.map((reason) => ({ value: reason, label: REPORT_REASON_LABELS[reason] }))}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['reason']}>
        {({ getFieldValue }) => {
          const noteRequired = getFieldValue('reason') === 'other';
          return (
            <Form.Item
              name="note"
              label={noteRequired ? 'Note' : 'Note (optional)'}
              rules={[{ required: noteRequired, whitespace: true, message: REPORT_MESSAGES.note }]}
            >
              <Input.TextArea rows={4} maxLength={REPORT_NOTE_MAX_LENGTH} showCount />
            </Form.Item>
          );
        }}
      </Form.Item>
      {formError ? (
        <Alert type="error" showIcon role="alert" title={formError} style={{ marginBottom: 16 }} />
      ) : null}
      <Button type="primary" htmlType="submit" block loading={report.isPending}>
        Send report
      </Button>
    </Form>
  );
}
