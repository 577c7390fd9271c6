import { centsToDollars } from '../common/money';
import { type MailToSend, userText } from '../mail';
import type { NotificationToSend } from '../notifications';
import type { Order } from './order.entity';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function price(order: Order): string {
  return dollars.format(centsToDollars(order.priceCents));
}

/** What users wrote that an order's mails tell, as mails show it. */
function userWritten(order: Order) {
  return {
    car: userText(order.product.name),
    sellerName: userText(order.product.author.displayName),
    buyerName: userText(order.customerName),
    place: userText(order.meetLocation),
  };
}

/** The mails of a new booking (the order with its car and the car's seller loaded): the buyer's receipt, and the seller's notice of who booked and where to meet. */
export function bookingMails(order: Order, publicUrl: string): MailToSend[] {
  const { car, sellerName, buyerName, place } = userWritten(order);
  const seller = order.product.author;
  return [
    {
      kind: 'booking-buyer',
      to: order.customerEmail,
      content: {
        subject: `Your booking of ${car}`,
        greeting: `Hello ${buyerName},`,
        paragraphs: [
          `You booked ${car} for ${price(order)}. You meet the seller, ${sellerName}, at ${place}.`,
          'Pay by card from My Orders to buy the car: the first buyer whose payment goes through gets it.',
        ],
        action: { label: 'Open My Orders', url: `${publicUrl}/my-orders` },
        footer: [`Booking ${order.id}. You get this mail because you booked a car.`],
      },
    },
    {
      kind: 'booking-seller',
      to: seller.email,
      content: {
        subject: `${car} was booked`,
        greeting: `Hello ${sellerName},`,
        paragraphs: [
          `${buyerName} booked your ${car} at ${price(order)} and would meet at ${place}.`,
          'Their mobile number is in your bookings list. The car is sold when a buyer pays.',
        ],
        action: { label: 'See your bookings', url: `${publicUrl}/seller/bookings` },
        footer: [`Booking ${order.id}. You get this mail because a buyer booked your listing.`],
      },
    },
  ];
}

/** The mails of a completed payment: the buyer's receipt and the seller's notice of the sale. */
export function paymentMails(order: Order, paidAt: Date, publicUrl: string): MailToSend[] {
  const { car, sellerName, buyerName, place } = userWritten(order);
  const seller = order.product.author;
  const when = paidAt.toUTCString();
  return [
    {
      kind: 'payment-buyer',
      to: order.customerEmail,
      content: {
        subject: `Receipt: ${car}, ${price(order)}`,
        greeting: `Hello ${buyerName},`,
        paragraphs: [
          `We received your card payment of ${price(order)} for ${car} on ${when}. The car is yours.`,
          `Meet ${sellerName} at ${place}; their mobile number is in My Orders.`,
        ],
        action: { label: 'Open My Orders', url: `${publicUrl}/my-orders` },
        footer: [`Order ${order.id}. Keep this mail as your receipt.`],
      },
    },
    {
      kind: 'payment-seller',
      to: seller.email,
      content: {
        subject: `${car} is sold`,
        greeting: `Hello ${sellerName},`,
        paragraphs: [
          `${buyerName} paid ${price(order)} for your ${car} on ${when}.`,
          `You meet at ${place}. The listing is marked sold and the other bookings are closed.`,
        ],
        action: { label: 'See your bookings', url: `${publicUrl}/seller/bookings` },
        footer: [`Order ${order.id}.`],
      },
    },
  ];
}

/** The seller's notice in the app that a buyer cancelled a booking of their car: it opens their Bookings. */
export function bookingCanceledNotification(order: Order): NotificationToSend {
  return {
    userId: order.productAuthorId,
    kind: 'booking-canceled',
    title: `Booking of ${order.product.name} cancelled`,
    text: `${order.customerName} cancelled their booking of your ${order.product.name} at ${price(order)}.`,
    link: '/seller/bookings',
  };
}

/** The seller's mail of the same: who cancelled which car, never how to reach them. */
export function bookingCanceledMail(order: Order, publicUrl: string): MailToSend {
  const { car, sellerName, buyerName } = userWritten(order);
  return {
    kind: 'booking-canceled-seller',
    to: order.product.author.email,
    content: {
      subject: `Booking of ${car} cancelled`,
      greeting: `Hello ${sellerName},`,
      paragraphs: [
        `${buyerName} cancelled their booking of your ${car} at ${price(order)}.`,
        'The booking has left your bookings list; any other bookings of the car stay as they are.',
      ],
      action: { label: 'See your bookings', url: `${publicUrl}/seller/bookings` },
      footer: [`Booking ${order.id}. You get this mail because a buyer cancelled a booking of your listing.`],
    },
  };
}
