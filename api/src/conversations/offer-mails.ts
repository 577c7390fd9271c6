import { formatDollars } from '@usedcars/contract/numbers';
import { centsToDollars } from '../common/money';
import { mailTopic, type MailToSend, userText } from '../mail';
import type { NotificationToSend } from '../notifications';
import type { Conversation } from './conversation.entity';
import type { Offer } from './offer.entity';

// What the parties are told of offers: the bell (always, but never across a block or in a closed conversation:
// the service does not write them then) and a mail (held a moment, and dropped if the offer was answered
// meanwhile, the conversation closed or a block came between them: see OffersService.whyNoMail; over the
// recipient's hourly limit it is dropped, the bell and the thread say the same).

/** The topic kind of the mails about an offer (MailTopics): `offer:<offer id>:<news>`. */
export const OFFER_MAIL_TOPIC = 'offer';

/** What a mail tells: an offer waiting for its reader's answer, or the answer to the reader's own offer. */
export type OfferNews = 'made' | 'answered';

export function offerMailTopic(offerId: string, news: OfferNews): string {
  return mailTopic(OFFER_MAIL_TOPIC, `${offerId}:${news}`);
}

/** What happened to an offer, for the words. */
export type OfferEvent = 'made' | 'countered' | 'accepted' | 'declined' | 'withdrawn';

function amount(offer: Offer): string {
  return formatDollars(centsToDollars(offer.amountCents));
}

/**
 * The words of an event, to the party it reaches (`conversation` with its car and both parties loaded). `offer` is
 * the offer the event is about: the new one for made and countered, the answered one otherwise.
 */
function words(event: OfferEvent, offer: Offer, conversation: Conversation, actorIsBuyer: boolean) {
  const car = conversation.product.name;
  const actor = (actorIsBuyer ? conversation.buyer : conversation.seller).displayName;
  const price = amount(offer);
  switch (event) {
    case 'made':
      return {
        title: `New offer on ${car}`,
        text: `${actor} offered ${price} for ${car}. Accept, decline or counter it within 48 hours.`,
      };
    case 'countered':
      return {
        title: `Counter-offer on ${car}`,
        text: `${actor} answered with ${price} for ${car}. Accept, decline or counter it within 48 hours.`,
      };
    case 'accepted':
      return {
        title: `Offer accepted: ${car}`,
        text: actorIsBuyer
          ? `${actor} accepted ${price} for ${car}. They can now book it at that price.`
          : `${actor} accepted ${price} for ${car}. Book it at that price from the conversation.`,
      };
    case 'declined':
      return { title: `Offer declined: ${car}`, text: `${actor} declined the offer of ${price} for ${car}.` };
    case 'withdrawn':
      return {
        title: `Offer withdrawn: ${car}`,
        text: `${actor} withdrew the offer of ${price} for ${car}.`,
      };
  }
}

/** The bell's notice of an event to the party who did not act; it opens the conversation. */
export function offerNotification(
  event: OfferEvent,
  offer: Offer,
  conversation: Conversation,
  actorId: string,
): NotificationToSend {
  const actorIsBuyer = actorId === conversation.buyerId;
  return {
    userId: actorIsBuyer ? conversation.sellerId : conversation.buyerId,
    kind: 'offer',
    ...words(event, offer, conversation, actorIsBuyer),
    link: `/messages/${conversation.id}`,
  };
}

/**
 * The mail of an event to the party who did not act, held until `notBefore` (a party reading the thread live
 * answers it there). A withdrawal is not mailed: there is nothing left to do.
 */
export function offerMail(
  event: Exclude<OfferEvent, 'withdrawn'>,
  offer: Offer,
  conversation: Conversation,
  actorId: string,
  publicUrl: string,
  notBefore: Date,
): MailToSend {
  const actorIsBuyer = actorId === conversation.buyerId;
  const recipient = actorIsBuyer ? conversation.seller : conversation.buyer;
  const { title, text } = words(event, offer, conversation, actorIsBuyer);
  const waiting = event === 'made' || event === 'countered';
  return {
    kind: 'offer',
    to: recipient.email,
    topic: offerMailTopic(offer.id, waiting ? 'made' : 'answered'),
    notBefore,
    content: {
      subject: userText(title),
      greeting: `Hello ${userText(recipient.displayName)},`,
      paragraphs: [userText(text), 'Answer on the site: your e-mail address and phone number stay private.'],
      action: { label: 'Open the conversation', url: `${publicUrl}/messages/${conversation.id}` },
      footer: ['You get this mail because of an offer in one of your conversations about a car.'],
    },
  };
}
