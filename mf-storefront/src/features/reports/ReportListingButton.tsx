// The product page's quiet 'Report this listing' link (any listing, sold or not, except the viewer's own).
// Once reported it stays a disabled 'Reported' for the rest of the visit, with the thanks beside it.
import { FlagOutlined } from '@ant-design/icons';
import { REPORT_MESSAGES } from '@usedcars/shared-ui/api/messages';
import type { Product } from '@usedcars/shared-ui/api/types';
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { Alert, Button, Flex } from 'antd';
import { useState } from 'react';
import { ReportListingModal, type ReportOutcome } from './ReportListingModal';

export interface ReportListingButtonProps {
  product: Product;
}

export function ReportListingButton({ product }: ReportListingButtonProps) {
  const uid = useAuthStore((state) => state.user?.uid);
  const [open, setOpen] = useState(false);
  // Whose report it was: logging in as someone else offers the link again.
  const [reported, setReported] = useState<{ uid: string | undefined; outcome: ReportOutcome } | null>(null);
  const outcome = reported !== null && reported.uid === uid ? reported.outcome : null;
  // A seller cannot report their own listing (the API answers 403).
  if (uid !== undefined && uid === product.authorID) return null;

  return (
    <Flex vertical gap={8} align="flex-end" style={{ marginTop: 8 }}>
      <Button
        color="default"
        variant="link"
        size="small"
        icon={<FlagOutlined aria-hidden />}
        disabled={outcome !== null}
        onClick={() => setOpen(true)}
      >
        {outcome === null ? 'Report this listing' : 'Reported'}
      </Button>
      {outcome === 'received' ? (
        <Alert type="success" showIcon title={REPORT_MESSAGES.received} style={{ alignSelf: 'stretch' }} />
      ) : null}
      <ReportListingModal
        product={open ? product : null}
        onClose={() => setOpen(false)}
        onReported={(result) => setReported({ uid, outcome: result })}
      />
    </Flex>
  );
}
