// The contact form (/contact-us) and the admins' list of what it brought, in the screens' and the API's words. Its
// own small file, apart from messages.ts, which every page's first load carries.
import { groupDigits } from './numbers';
import type { IsoDateTime } from './types';

/** What a message is about, in the order the form offers them. */
export const CONTACT_TOPICS = ['buying', 'selling', 'payment', 'account', 'safety', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  buying: 'Buying a car',
  selling: 'Selling a car',
  payment: 'Payments',
  account: 'My account and privacy',
  safety: 'Safety or a suspicious listing',
  other: 'Something else',
};

export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_EMAIL_MAX_LENGTH = 254;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;
/** Messages one address may send in an hour, whoever sends them. */
export const CONTACT_MESSAGES_PER_ADDRESS_HOUR = 3;
export const CONTACT_PAGE_SIZE_DEFAULT = 20;

/**
 * POST /contact-messages (anyone): a message to the site's admins; 201 with Acknowledged. A signed-in caller's
 * address is their account's: `email` may then be left out, and any other address is refused.
 */
export interface CreateContactMessageRequest {
  name: string;
  email?: string;
  topic: ContactTopic;
  message: string;
}

export const CONTACT_MESSAGE_STATUSES = ['open', 'handled'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

/**
 * GET /contact-messages?status=&page=&pageSize= (Admin): open messages newest first, or handled ones latest handled
 * first; the total in X-Total-Count. `account`: the signed-in account that sent it, if any.
 */
export interface ContactMessageItem {
  _id: string;
  date: IsoDateTime;
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
  account: { uid: string; displayName: string } | null;
  handled: { date: IsoDateTime; by: { uid: string; displayName: string } } | null;
}

// POST /contact-messages/{id}/handled (Admin): marks an open message handled (Acknowledged; 409 when it already was).

export const CONTACT_MESSAGES = {
  name: 'Please enter your name.',
  nameLength: `Your name must be at most ${CONTACT_NAME_MAX_LENGTH} characters.`,
  email: 'Please enter a valid e-mail address, so that we can reply.',
  notYourEmail: "You are signed in: we reply to your account's e-mail address.",
  topic: 'Choose what your message is about.',
  message: `Please write your message: ${CONTACT_MESSAGE_MIN_LENGTH} to ${groupDigits(CONTACT_MESSAGE_MAX_LENGTH)} characters.`,
  sent: 'Thank you. Your message reached our team, and we sent a confirmation to your e-mail address.',
  tooManyFromClient:
    'You have sent several messages in the last hour. Please wait a while before sending another.',
  tooManyForAddress:
    'We already have several messages from this e-mail address in the last hour. We will reply to them; please wait before writing again.',
  notFound: 'This message does not exist.',
  alreadyHandled: 'Another admin already marked this message handled.',
  handled: 'Marked as handled.',
  empty: 'No open messages.',
  emptyHandled: 'No handled messages yet.',
} as const;
