// The booking modal where the page itself renders no antd (cards, the product page): nothing is loaded until the
// first Book click; then the form's code and antd are fetched together, and the modal stays mounted after (so
// closing still plays its animation).
import { lazyWithAntd } from '@usedcars/shared-ui/components/AntdOnDemand';
import { useOpenedOnce } from '@usedcars/shared-ui/load-on-demand';
import type { BookingModalProps } from './BookingModal';

const BookingModal = lazyWithAntd(() => import('./BookingModal'), 'BookingModal', null);

export function BookingModalOnDemand({ product, agreedPrice, onClose }: BookingModalProps) {
  const mounted = useOpenedOnce(product !== null);
  return mounted ? <BookingModal product={product} agreedPrice={agreedPrice} onClose={onClose} /> : null;
}
