// The booking modal where the page itself renders no antd (cards, the product page): nothing is loaded until the
// first Book click; then the form's code and antd are fetched together, and the modal stays mounted after (so
// closing still plays its animation).
import { AntdOnDemand } from '@usedcars/shared-ui/components/AntdOnDemand';
import { lazyNamed, useOpenedOnce } from '@usedcars/shared-ui/load-on-demand';
import type { BookingModalProps } from './BookingModal';

const loadBookingModal = () => import('./BookingModal');
const BookingModal = lazyNamed(loadBookingModal, 'BookingModal');

export function BookingModalOnDemand({ product, onClose }: BookingModalProps) {
  const mounted = useOpenedOnce(product !== null);
  if (!mounted) return null;
  // Fetched now rather than once AntdOnDemand has antd (the import is cached).
  loadBookingModal().catch(() => undefined);
  return (
    <AntdOnDemand fallback={null}>
      <BookingModal product={product} onClose={onClose} />
    </AntdOnDemand>
  );
}
