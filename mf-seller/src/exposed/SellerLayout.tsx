// The layout route of /seller/* in the shell (and of the standalone console): the seller side menu, one entry a
// page of the seller section (src/app/pages.ts): the original product's menu, plus Bookings, Offers and Reviews.
import { ConsoleLayout } from '@usedcars/shared-ui/components/ConsoleLayout';
import { sectionMenu } from '@usedcars/contract/remote-pages';
import { SELLER_SECTION } from '../app/pages';

const SELLER_MENU = sectionMenu(SELLER_SECTION);

export default function SellerLayout() {
  return <ConsoleLayout menuLabel="Seller menu" items={SELLER_MENU} />;
}
