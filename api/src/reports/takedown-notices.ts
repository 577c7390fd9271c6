import type { Product } from '../catalog';
import { type MailToSend, userText } from '../mail';
import type { NotificationToSend } from '../notifications';

// What a seller is told when an admin takes their listing down: which car and the admin's reason (the same reason
// All Products shows), never who reported it.

const MY_PRODUCTS = '/seller/my-products';

/** The bell's notice of a take-down: it opens the seller's All Products, where the reason stays. */
export function takedownNotification(product: Product, reason: string): NotificationToSend {
  return {
    userId: product.authorId,
    kind: 'listing-taken-down',
    title: `${product.name} was taken down`,
    text: `An admin took your listing down: ${reason}`,
    link: MY_PRODUCTS,
  };
}

export function takedownMail(product: Product, reason: string, publicUrl: string): MailToSend {
  const car = userText(product.name);
  return {
    kind: 'listing-taken-down',
    to: product.author.email,
    content: {
      subject: `${car} was taken down`,
      greeting: `Hello ${userText(product.author.displayName)},`,
      paragraphs: [
        `An admin took your listing ${car} down. It no longer shows to buyers and can no longer be edited.`,
        `The admin's reason: ${userText(reason)}`,
      ],
      action: { label: 'See your listings', url: `${publicUrl}${MY_PRODUCTS}` },
      footer: [`Listing ${product.id}. You get this mail because an admin took down your listing.`],
    },
  };
}
