import { REFUND_REASON_LABELS, type RefundReason } from '@usedcars/contract/deals';
import { centsToDollars } from '../common/money';
import { type MailToSend, userText } from '../mail';
import type { NotificationToSend } from '../notifications';
import type { Order } from './order.entity';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** What happened to a paid order's deal, that its parties are told of. */
export type DealNews =
  | 'handed_over'
  | 'received'
  | 'completed'
  | 'disputed-by-buyer'
  | 'disputed-by-seller'
  | 'decided-for-seller'
  | 'refunded';

interface Notice {
  to: 'buyer' | 'seller';
  title: string;
  text: string;
}

/**
 * The notices of a change of the deal (the order with its car and seller loaded): in the app, and by mail under the
 * address's hourly limit (mail-kinds.ts: the refund's receipt waits for room, the rest is dropped over the limit:
 * it is on the site). They carry our words and the car's name, never what a party wrote.
 */
export function dealMails(
  order: Order,
  news: DealNews,
  publicUrl: string,
  refundReason?: RefundReason,
): { notifications: NotificationToSend[]; mails: MailToSend[] } {
  const car = order.product.name;
  const price = dollars.format(centsToDollars(order.priceCents));
  const notices: Notice[] = (() => {
    switch (news) {
      case 'handed_over':
        return [
          {
            to: 'buyer',
            title: `${car} marked handed over`,
            text: `The seller marked ${car} handed over. Confirm in My Orders, or report a problem within 7 days.`,
          },
        ];
      case 'received':
        return [
          {
            to: 'seller',
            title: `${car}: the buyer confirmed the handover`,
            text: `The buyer confirmed receiving ${car}. Mark it handed over in Bookings; it completes in 7 days.`,
          },
        ];
      case 'completed':
        return [
          { to: 'buyer', title: `${car}: deal completed`, text: `Your purchase of ${car} is complete.` },
          {
            to: 'seller',
            title: `${car}: deal completed`,
            text: `The sale of ${car} for ${price} is complete.`,
          },
        ];
      case 'disputed-by-buyer':
        return [
          {
            to: 'seller',
            title: `${car}: the buyer reported a problem`,
            text: `The buyer of ${car} reported a problem. Give your side in Bookings; an admin decides.`,
          },
        ];
      case 'disputed-by-seller':
        return [
          {
            to: 'buyer',
            title: `${car}: the seller disputes the handover`,
            text: `The seller of ${car} disputes your confirmation. Give your side in My Orders; an admin decides.`,
          },
        ];
      case 'decided-for-seller':
        return [
          {
            to: 'buyer',
            title: `${car}: dispute decided`,
            text: `An admin decided the dispute for the seller: the deal is complete.`,
          },
          {
            to: 'seller',
            title: `${car}: dispute decided`,
            text: `An admin decided the dispute for you: the deal is complete.`,
          },
        ];
      case 'refunded': {
        const why = refundReason ? ` (${REFUND_REASON_LABELS[refundReason].toLowerCase()})` : '';
        return [
          {
            to: 'buyer',
            title: `${car}: refunded`,
            text: `Your payment of ${price} for ${car} was refunded in full${why}.`,
          },
          {
            to: 'seller',
            title: `${car}: sale refunded`,
            text: `The buyer's payment of ${price} for ${car} was refunded${why}.`,
          },
        ];
      }
    }
  })();
  const seller = order.product.author;
  const sellerLive = !seller.deletedAt;
  const live = notices.filter((notice) => notice.to === 'buyer' || sellerLive);
  return {
    notifications: live.map((notice) => ({
      userId: notice.to === 'buyer' ? order.customerId : order.productAuthorId,
      kind: 'deal-update',
      title: notice.title,
      text: notice.text,
      link: notice.to === 'buyer' ? '/my-orders' : '/seller/bookings',
    })),
    mails: live.map((notice) => {
      const buyer = notice.to === 'buyer';
      return {
        kind: news === 'refunded' ? (buyer ? 'refund-buyer' : 'refund-seller') : 'deal-update',
        to: buyer ? order.customerEmail : seller.email,
        content: {
          subject: userText(notice.title),
          greeting: `Hello ${userText(buyer ? order.customerName : seller.displayName)},`,
          paragraphs: [userText(notice.text)],
          action: buyer
            ? { label: 'Open My Orders', url: `${publicUrl}/my-orders` }
            : { label: 'See your bookings', url: `${publicUrl}/seller/bookings` },
          footer: [`Order ${order.id}.`],
        },
      };
    }),
  };
}
