// A modal about one car that needs a logged-in user (booking, reporting): logged out, it asks the visitor to log
// in and come back instead of showing the form.
import type { Product, User } from '@usedcars/contract/types';
import { selectUser, useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { loginRedirectState } from '@usedcars/shared-ui/auth/return-path';
import { Modal, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';

export interface LoggedInProductModalProps {
  /** The car; null keeps the modal closed. */
  product: Product | null;
  title: (product: Product) => string;
  /** What a logged-out visitor reads above the Login link. */
  loginMessage: string;
  onClose: () => void;
  /** The form, for a logged-in user (keyed by the car, so a new car starts a fresh form). */
  children: (product: Product, user: User) => ReactNode;
}

export function LoggedInProductModal({
  product,
  title,
  loginMessage,
  onClose,
  children,
}: LoggedInProductModalProps) {
  const user = useAuthStore(selectUser);
  // Keep showing the last car while the modal animates closed (the parent clears `product` at once).
  const [lastProduct, setLastProduct] = useState(product);
  if (product && product !== lastProduct) setLastProduct(product);
  const shown = product ?? lastProduct;

  return (
    <Modal
      open={product !== null}
      title={shown ? title(shown) : undefined}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {shown === null ? null : user ? children(shown, user) : <LoginPrompt message={loginMessage} />}
    </Modal>
  );
}

function LoginPrompt({ message }: { message: string }) {
  const location = useLocation();
  return (
    <>
      <Typography.Paragraph>{message}</Typography.Paragraph>
      <Link to="/login" state={loginRedirectState(location)}>
        Login
      </Link>
    </>
  );
}
