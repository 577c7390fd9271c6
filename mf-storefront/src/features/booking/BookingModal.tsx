// The booking modal, opened from any product card, the product page and the wish list.
// Name, email, product name and price are shown read-only (the server books from its own records); the buyer
// gives a mobile number and a meeting place. Logged out, it asks the visitor to log in first.
import { apiErrorMessage, isApiError } from '@usedcars/shared-ui/api/client';
import { BUYING_MESSAGES } from '@usedcars/contract/messages';
import type { Product, User } from '@usedcars/contract/types';
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { loginRedirectState } from '@usedcars/shared-ui/auth/return-path';
import { formatDollars } from '@usedcars/shared-ui/format';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LoggedInProductModal } from '../products';
import { useCreateBooking } from './api/create-booking';
import { message } from '@usedcars/shared-ui/feedback/message';

/** The API's limit on the meeting place. */
const MEET_LOCATION_MAX_LENGTH = 200;

interface BookingValues {
  customerName: string;
  customerEmail: string;
  productName: string;
  price: string;
  customerMobile: string;
  meetLocation: string;
}

/** The fields whose server messages (400 `errors`) belong under an input; any other goes to the alert. */
const FORM_FIELDS = new Set<string>(['customerMobile', 'meetLocation']);

export interface BookingModalProps {
  /** The car to book; null keeps the modal closed. */
  product: Product | null;
  /** The price the buyer agreed with the seller in an offer, shown instead of the asking price (the server books at it). */
  agreedPrice?: number;
  onClose: () => void;
}

export function BookingModal({ product, agreedPrice, onClose }: BookingModalProps) {
  return (
    <LoggedInProductModal
      product={product}
      title={(car) => `Book ${car.product_name}`}
      loginMessage={BUYING_MESSAGES.bookingLogin}
      onClose={onClose}
    >
      {(car, user) => (
        <BookingForm key={car._id} product={car} user={user} agreedPrice={agreedPrice} onClose={onClose} />
      )}
    </LoggedInProductModal>
  );
}

interface BookingFormProps {
  product: Product;
  user: User;
  agreedPrice?: number;
  onClose: () => void;
}

function BookingForm({ product, user, agreedPrice, onClose }: BookingFormProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [form] = Form.useForm<BookingValues>();
  const booking = useCreateBooking();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (values: BookingValues) => {
    setFormError(null);
    try {
      await booking.mutateAsync({
        productID: product._id,
        customerMobile: values.customerMobile.trim(),
        meetLocation: values.meetLocation.trim(),
      });
      void message.success(BUYING_MESSAGES.booked);
      onClose();
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        // The booking form's own wording, then a fresh login that comes back to this page.
        void message.error(BUYING_MESSAGES.bookingSessionExpired);
        onClose();
        useAuthStore.getState().logout();
        navigate('/login', { state: loginRedirectState(location) });
        return;
      }
      const errors = isApiError(error) ? (error.body.errors ?? []) : [];
      const fieldErrors = errors.filter((entry) => FORM_FIELDS.has(entry.field));
      form.setFields(
        fieldErrors.map((entry) => ({ name: entry.field as keyof BookingValues, errors: [entry.message] })),
      );
      const otherErrors = errors.filter((entry) => !FORM_FIELDS.has(entry.field));
      if (otherErrors.length > 0) setFormError(otherErrors.map((entry) => entry.message).join(' '));
      else if (fieldErrors.length === 0)
        setFormError(apiErrorMessage(error, 'The car could not be booked. Please try again.'));
    }
  };

  return (
    <Form<BookingValues>
      form={form}
      name="booking"
      layout="vertical"
      onFinish={(values) => void submit(values)}
      disabled={booking.isPending}
      initialValues={{
        customerName: user.displayName,
        customerEmail: user.email,
        productName: product.product_name,
        price: formatDollars(Math.min(agreedPrice ?? product.sellPrice, product.sellPrice)),
      }}
    >
      <Form.Item name="customerName" label="Name">
        <Input readOnly variant="filled" />
      </Form.Item>
      <Form.Item name="customerEmail" label="Email">
        <Input type="email" autoComplete="email" readOnly variant="filled" />
      </Form.Item>
      <Form.Item name="productName" label="Product name">
        <Input readOnly variant="filled" />
      </Form.Item>
      <Form.Item name="price" label="Price">
        <Input readOnly variant="filled" />
      </Form.Item>
      <Form.Item
        name="customerMobile"
        label="Mobile"
        rules={[{ required: true, whitespace: true, message: BUYING_MESSAGES.mobile }]}
      >
        <Input type="tel" inputMode="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item
        name="meetLocation"
        label="Meeting Location"
        rules={[{ required: true, whitespace: true, message: BUYING_MESSAGES.meetLocation }]}
      >
        <Input maxLength={MEET_LOCATION_MAX_LENGTH} />
      </Form.Item>
      {formError ? (
        <Alert type="error" showIcon role="alert" title={formError} style={{ marginBottom: 16 }} />
      ) : null}
      <Button type="primary" htmlType="submit" block loading={booking.isPending}>
        Submit
      </Button>
    </Form>
  );
}
