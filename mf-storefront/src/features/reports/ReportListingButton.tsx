// The product page's quiet 'Report this listing' link (any listing, sold or not, except the viewer's own).
// Once reported it stays a disabled 'Reported' for the rest of the visit, with the thanks beside it. Plain (the
// product page loads no antd); the report form, with antd, loads when first opened.
import FlagOutlined from '@ant-design/icons-svg/es/asn/FlagOutlined';
import { REPORT_MESSAGES } from '@usedcars/contract/messages';
import type { Product } from '@usedcars/contract/types';
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { lazyWithAntd } from '@usedcars/shared-ui/components/AntdOnDemand';
import { PlainIcon } from '@usedcars/shared-ui/components/PlainIcon';
import { useOpenedOnce } from '@usedcars/shared-ui/load-on-demand';
import { injectPlainStyles } from '@usedcars/shared-ui/plain/styles';
import { useState } from 'react';
import type { ReportOutcome } from './ReportListingModal';

injectPlainStyles();

const ReportListingModal = lazyWithAntd(() => import('./ReportListingModal'), 'ReportListingModal', null);

export interface ReportListingButtonProps {
  product: Product;
}

export function ReportListingButton({ product }: ReportListingButtonProps) {
  const uid = useAuthStore((state) => state.user?.uid);
  const [open, setOpen] = useState(false);
  const modalMounted = useOpenedOnce(open);
  // Whose report it was: logging in as someone else offers the link again.
  const [reported, setReported] = useState<{ uid: string | undefined; outcome: ReportOutcome } | null>(null);
  const outcome = reported !== null && reported.uid === uid ? reported.outcome : null;
  // A seller cannot report their own listing (the API answers 403).
  if (uid !== undefined && uid === product.authorID) return null;

  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 8, marginTop: 8 }}>
      <button
        type="button"
        className="uc-button uc-button-link"
        disabled={outcome !== null}
        onClick={() => setOpen(true)}
      >
        <PlainIcon icon={FlagOutlined} aria-hidden /> {outcome === null ? 'Report this listing' : 'Reported'}
      </button>
      {outcome === 'received' ? (
        <div role="status" className="uc-alert uc-alert-success" style={{ alignSelf: 'stretch', margin: 0 }}>
          {REPORT_MESSAGES.received}
        </div>
      ) : null}
      {modalMounted && (
        <ReportListingModal
          product={open ? product : null}
          onClose={() => setOpen(false)}
          onReported={(result) => setReported({ uid, outcome: result })}
        />
      )}
    </div>
  );
}
