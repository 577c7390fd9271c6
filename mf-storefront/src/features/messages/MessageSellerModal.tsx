// The first message to a car's seller; once sent, the thread opens.
import type { Product } from '@usedcars/contract/types';
import { Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { LoggedInProductModal } from '../products';
import { useStartConversation } from './api/conversations';
import { Composer } from './components/Composer';

export interface MessageSellerModalProps {
  /** The car; null keeps the dialog closed. */
  product: Product | null;
  onClose: () => void;
}

export function MessageSellerModal({ product, onClose }: MessageSellerModalProps) {
  const start = useStartConversation();
  const navigate = useNavigate();
  return (
    <LoggedInProductModal
      product={product}
      title={(car) => `Message the seller of ${car.product_name}`}
      loginMessage="Log in to message the seller."
      onClose={onClose}
    >
      {(car) => (
        <>
          <Typography.Paragraph type="secondary">
            {car.author.displayName} sees your public name only, never your e-mail address or phone number.
          </Typography.Paragraph>
          <Composer
            label="Your message"
            autoFocus
            onSend={async (text) => {
              const conversation = await start.mutateAsync({ productID: car._id, text });
              onClose();
              navigate(`/messages/${conversation._id}`);
            }}
          />
        </>
      )}
    </LoggedInProductModal>
  );
}
