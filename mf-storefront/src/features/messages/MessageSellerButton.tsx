// The product page's "Message seller" (not on the viewer's own car, nor a sold one). Logged out, it goes to /login
// and back here; with a conversation about this car already, it opens that thread; else a small dialog writes the
// first message and opens the thread. Plain (the product page loads no antd); the dialog brings antd when opened.
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import { useQueryClient } from '@tanstack/react-query';
import type { Product } from '@usedcars/contract/types';
import { settledUser, useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { loginRedirectState } from '@usedcars/shared-ui/auth/return-path';
import { PlainIcon } from '@usedcars/shared-ui/components/PlainIcon';
import { lazyWithAntd } from '@usedcars/shared-ui/components/AntdOnDemand';
import { useOpenedOnce } from '@usedcars/shared-ui/load-on-demand';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { conversationsQueryOptions } from './api/conversations';

const MessageSellerModal = lazyWithAntd(() => import('./MessageSellerModal'), 'MessageSellerModal', null);

export function MessageSellerButton({ product }: { product: Product }) {
  const uid = useAuthStore((state) => state.user?.uid);
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const modalMounted = useOpenedOnce(open);
  if (product.sell || (uid !== undefined && uid === product.authorID)) return null;

  const start = async () => {
    setBusy(true);
    try {
      // Pressed while the page still resolves the session: the answer decides, not the logged-out first render.
      const user = await settledUser();
      if (!user) {
        navigate('/login', { state: loginRedirectState(location) });
        return;
      }
      if (user.uid === product.authorID) return;
      const mine = await queryClient.fetchQuery(conversationsQueryOptions(user.uid));
      const existing = mine.find((conversation) => conversation.product._id === product._id);
      if (existing) navigate(`/messages/${existing._id}`);
      else setOpen(true);
    } catch {
      // The list could not be read: the dialog still works (the API joins an existing conversation).
      setOpen(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="uc-button uc-button-large"
        disabled={busy}
        onClick={() => void start()}
      >
        <PlainIcon icon={MessageOutlined} aria-hidden /> Message seller
      </button>
      {modalMounted && <MessageSellerModal product={open ? product : null} onClose={() => setOpen(false)} />}
    </>
  );
}
