// The layout route of /seller/* in the shell (and of the standalone console): the seller side menu.
import { ConsoleLayout, type ConsoleMenuItem } from '@usedcars/shared-ui/components/ConsoleLayout';

interface SellerMenuEntry extends ConsoleMenuItem {
  /** False until the page exists: no link that leads to a 404. */
  available: boolean;
}

// The seller menu of the original product, plus Bookings: who booked which car and whether they paid.
const SELLER_MENU: SellerMenuEntry[] = [
  { to: '/seller/dashboard', label: 'Dashboard', available: true },
  { to: '/seller/my-products', label: 'All Products', available: true },
  { to: '/seller/add-product', label: 'Add Product', available: true },
  { to: '/seller/bookings', label: 'Bookings', available: true },
];

export default function SellerLayout() {
  return <ConsoleLayout menuLabel="Seller menu" items={SELLER_MENU.filter((item) => item.available)} />;
}
