import { SAVED_SEARCH_MAIL_INTERVAL_MINUTES } from '@usedcars/contract/types';
import type { Product } from '../catalog';
import { centsToDollars } from '../common/money';
import { type MailToSend, userText } from '../mail';
import type { SavedSearch } from './saved-search.entity';
import { carsPath } from './saved-query';

/** "$9,500", or "$9,500.50" when there are cents. */
export function dollars(cents: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(centsToDollars(cents));
}

/**
 * "2015 Toyota Axio": model year, brand and model as buyers name a car; "Toyota Axio (bought 2016)" when the listing
 * gives no model year (the purchase year is not the year it was made); the listing's own name when the model is unknown.
 */
export function carTitle(product: Product): string {
  if (!product.model) return product.name;
  const name = `${product.brand.name} ${product.model}`;
  return product.modelYear === null
    ? `${name} (bought ${product.purchaseMonth.slice(0, 4)})`
    : `${product.modelYear} ${name}`;
}

/** The path that turns off one saved search's mails: GET shows a button, POST (the button) turns them off. */
export function unsubscribePath(search: SavedSearch): string {
  return `/api/saved-searches/unsubscribe/${search.unsubscribeToken}`;
}

/** The mail of a saved search's new matches (the cars of one pass), with its unsubscribe link and header. */
export function savedSearchMail(
  search: SavedSearch,
  recipient: { email: string; displayName: string },
  cars: Product[],
  publicUrl: string,
): MailToSend {
  const unsubscribeUrl = `${publicUrl}${unsubscribePath(search)}`;
  const [first] = cars;
  const name = userText(search.name);
  return {
    kind: 'saved-search',
    to: recipient.email,
    content: {
      subject:
        cars.length === 1
          ? `New match for "${name}": ${userText(carTitle(first!))}`
          : `${cars.length} new cars match "${name}"`,
      greeting: `Hello ${userText(recipient.displayName)},`,
      paragraphs: [
        cars.length === 1
          ? `A car matching your saved search "${name}" was just listed:`
          : `${cars.length} cars matching your saved search "${name}" were just listed:`,
        ...cars
          .slice(0, 10)
          .map(
            (car) =>
              `${userText(carTitle(car))}, ${dollars(car.sellPriceCents)}: ${publicUrl}/products/${car.id}`,
          ),
      ],
      action: { label: 'See all matches', url: `${publicUrl}${carsPath(search.query)}` },
      footer: [
        `You get this mail because you saved the search "${name}" with e-mail alerts on. ` +
          `It mails at most once in ${SAVED_SEARCH_MAIL_INTERVAL_MINUTES} minutes; later matches wait in your notifications.`,
        `Turn off the e-mails of this search: ${unsubscribeUrl}`,
      ],
    },
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>` },
  };
}

/** The mail to a wish-lister of a car whose price went below `oldPriceCents`, the lowest they knew of. */
export function priceDropMail(
  recipient: { email: string; displayName: string },
  car: Product,
  oldPriceCents: number,
  publicUrl: string,
): MailToSend {
  const title = userText(carTitle(car));
  return {
    kind: 'price-drop',
    to: recipient.email,
    content: {
      subject: `${title} is now ${dollars(car.sellPriceCents)}`,
      greeting: `Hello ${userText(recipient.displayName)},`,
      // The car's title is the seller's words; the rest of the sentence has nothing userText changes.
      paragraphs: [userText(priceDropText(car, oldPriceCents))],
      action: { label: 'See the car', url: `${publicUrl}/products/${car.id}` },
      footer: [
        'You get this mail because this car is on your wish list: at most one a day, when its price goes below ' +
          'the last one we told you of. Remove it from the list to hear no more.',
      ],
    },
  };
}

/** "Toyota Axio 2016 is now $9,500, $500 less." */
export function priceDropText(car: Product, oldPriceCents: number): string {
  return `${carTitle(car)} is now ${dollars(car.sellPriceCents)}, ${dollars(oldPriceCents - car.sellPriceCents)} less.`;
}
