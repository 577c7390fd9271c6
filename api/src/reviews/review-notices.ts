import { type MailToSend, userText } from '../mail';
import type { NotificationToSend } from '../notifications';
import type { Order } from '../orders';

const starsText = (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}`;

/**
 * The seller's notice in the app of a new review of one of their deals: it opens their console's Reviews, where
 * they may answer. The review's text is on the site; the notice names the car and the stars only.
 */
export function reviewReceivedNotification(order: Order, stars: number): NotificationToSend {
  return {
    userId: order.productAuthorId,
    kind: 'review-received',
    title: `New review: ${starsText(stars)}`,
    text: `${order.customerName} reviewed your sale of ${order.product.name}.`,
    link: '/seller/reviews',
  };
}

/**
 * The seller's mail of the same, in our words: who, which car, how many stars, never the review's text (a
 * stranger's words do not travel by mail). Dropped over the recipient's hourly cap: the bell and the console tell
 * it too.
 */
export function reviewReceivedMail(order: Order, stars: number, publicUrl: string): MailToSend {
  return {
    kind: 'review-seller',
    to: order.productAuthor.email,
    content: {
      subject: `New review of your sale of ${userText(order.product.name)}`,
      greeting: `Hello ${userText(order.productAuthor.displayName)},`,
      paragraphs: [
        `${userText(order.customerName)} gave your sale of ${userText(order.product.name)} ${starsText(stars)}.`,
        'You may answer the review once, in public, from your console.',
      ],
      action: { label: 'See your reviews', url: `${publicUrl}/seller/reviews` },
      footer: [`Order ${order.id}. You get this mail because a buyer reviewed a completed deal with you.`],
    },
  };
}

/** The buyer's notice in the app that the seller answered their review: it opens My Orders. */
export function reviewAnsweredNotification(
  reviewerId: string,
  sellerName: string,
  productName: string,
): NotificationToSend {
  return {
    userId: reviewerId,
    kind: 'review-answered',
    title: 'The seller answered your review',
    text: `${sellerName} answered your review of ${productName}.`,
    link: '/my-orders',
  };
}
