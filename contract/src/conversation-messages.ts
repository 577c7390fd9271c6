// Conversations between buyers and sellers, in the screens' and the API's words. Its own small file, apart from
// messages.ts, which every page's first load carries (see email-verification-messages.ts).
import { groupDigits } from './numbers';
import { type ConversationClosedReason, CONVERSATION_REPORT_DETAILS_MAX_LENGTH } from './types';

/** Conversations between buyers and sellers (our own wording). */
export const CONVERSATION_MESSAGES = {
  text: 'Write a message of 1 to 2,000 characters.',
  product: 'Choose the car your message is about.',
  ownCar: 'This is your own listing: buyers message you about it.',
  sold: 'This car is sold: the seller no longer takes messages about it.',
  blocked: 'You cannot send messages in this conversation: one of you blocked the other.',
  tooFast: 'You are sending messages too fast. Please wait a minute.',
  tooManyConversations:
    'You have started many conversations in the last hour. Please wait before starting another.',
  empty: 'No messages yet. Ask a seller about a car from its page.',
  notFound: 'Conversation not found.',
} as const;

/** Why a conversation is read-only (ConversationSummary.closedReason), as both of its parties read it. */
export const CONVERSATION_CLOSED_MESSAGES = {
  'taken-down':
    "The site's admins took this listing down, so this conversation is closed: no more messages can be sent. " +
    'Never pay for this car or share personal details about it.',
  'listing-deleted':
    'This listing was deleted, so this conversation is closed: no more messages can be sent.',
  'account-deleted':
    "The other person's account was closed, so this conversation is closed: no more messages can be sent.",
} as const satisfies Record<ConversationClosedReason, string>;

/** The reasons a party may report a conversation, in the dialog's words. */
export const CONVERSATION_REPORT_REASON_LABELS = {
  spam: 'Spam or advertising',
  scam: 'Scam or fraud',
  abuse: 'Abusive or offensive',
  other: 'Something else',
} as const;

export const CONVERSATION_REPORT_MESSAGES = {
  reason: 'Choose why you report this conversation: spam, scam, abuse or other.',
  already: 'You already reported this conversation. The admins will look at it.',
  reported: 'Thank you. The admins will look at this conversation.',
  detailsLength: `Please keep the details to ${groupDigits(CONVERSATION_REPORT_DETAILS_MAX_LENGTH)} characters.`,
} as const;

/** The admins' review of reported conversations, in the console's and the API's words. */
export const CONVERSATION_REPORT_ADMIN_MESSAGES = {
  action: 'Choose what to do: dismiss, warn, suspend or delete.',
  notFound: 'This report does not exist.',
  alreadyHandled: 'Another admin already handled this report. The list now shows what was done.',
  accountGone: 'The reported account was already deleted.',
  alreadySuspended: 'The reported account is already suspended.',
  adminAccount: 'Admin accounts cannot be warned, suspended or deleted here.',
  dismissed: 'Report dismissed.',
  warned: 'The account was warned: it sees the warning in its notifications and by mail.',
  suspended: 'The account was suspended: it can no longer sign in or make changes.',
  deleted: 'The account was deleted.',
  empty: 'No open reports of conversations.',
  emptyHandled: 'No handled reports yet.',
} as const;

/** What an admin's handling of a report did, in the review's words. */
export const CONVERSATION_REPORT_RESOLUTION_LABELS = {
  dismissed: 'Dismissed',
  warned: 'Account warned',
  suspended: 'Account suspended',
  deleted: 'Account deleted',
} as const;

/** Offers in a conversation (our own wording). */
export const OFFER_MESSAGES = {
  amount: 'Offer a price in dollars: more than $0, whole cents.',
  aboveAsking: 'An offer cannot be more than the asking price.',
  action: 'Choose an answer: accept, decline, counter or withdraw.',
  counterAmount: 'A counter-offer needs a price.',
  buyerOnly: 'Only the buyer makes an offer; a seller counters the buyer’s offer.',
  ownCar: 'This is your own listing: buyers make offers on it.',
  sold: 'This car is sold: it takes no more offers.',
  gone: 'This car is no longer listed: it takes no offers.',
  closed: 'This conversation is closed: no offer can be made or answered.',
  blocked: 'You cannot make or answer offers here: one of you blocked the other.',
  alreadyOpen: 'There is already an open offer in this conversation: answer it or wait for the answer.',
  alreadyAgreed: 'You already agreed on a price for this car: book it at that price.',
  notYourTurn: 'This offer waits for the other party’s answer.',
  onlyMaker: 'Only the one who made an offer can withdraw it.',
  notOpen: 'This offer was already answered, withdrawn or expired.',
  tooMany: 'You have made many offers in the last hour. Please wait before making another.',
  notFound: 'Offer not found.',
  empty: 'No open offers on your cars.',
} as const;
