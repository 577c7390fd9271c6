/** What the outbox does with one kind of mail, beyond sending it. */
interface MailKindRules {
  /**
   * Sent to an address no account has proven. Only the mails that prove an address are (a password reset link is
   * one too; a password-changed notice carries none but our words, and must reach whoever holds the account, and so
   * does the contact form's acknowledgement): anything else could carry a stranger's words to whoever's address
   * was typed in at sign-up.
   */
  toUnprovenAddress: boolean;
  /**
   * When the address already had its hourly limit of mails: 'wait' until it has room (receipts of the recipient's
   * own booking or payment, and a sale, are never lost), or 'drop' (the same news is on the site; verification
   * links of the past hour still work, and another can be asked for).
   */
  overLimit: 'wait' | 'drop';
}

/** Every kind of mail the site sends. */
export const MAIL_KINDS = {
  'verify-email': { toUnprovenAddress: true, overLimit: 'drop' },
  'password-reset': { toUnprovenAddress: true, overLimit: 'drop' },
  'password-changed': { toUnprovenAddress: true, overLimit: 'wait' },
  'booking-buyer': { toUnprovenAddress: false, overLimit: 'wait' },
  'booking-seller': { toUnprovenAddress: false, overLimit: 'drop' },
  // A buyer can cancel as often as they book: over the limit the seller reads it on the site (Bookings, the bell).
  'booking-canceled-seller': { toUnprovenAddress: false, overLimit: 'drop' },
  'payment-buyer': { toUnprovenAddress: false, overLimit: 'wait' },
  'payment-seller': { toUnprovenAddress: false, overLimit: 'wait' },
  // The handover's and disputes' news are on the site (My Orders, Bookings, the bell); a refund is the buyer's
  // receipt of their money back, never lost.
  'deal-update': { toUnprovenAddress: false, overLimit: 'drop' },
  'refund-buyer': { toUnprovenAddress: false, overLimit: 'wait' },
  'refund-seller': { toUnprovenAddress: false, overLimit: 'drop' },
  'conversation-message': { toUnprovenAddress: false, overLimit: 'drop' },
  // An offer made or answered: over the limit the party reads it in the thread and the bell.
  offer: { toUnprovenAddress: false, overLimit: 'drop' },
  'saved-search': { toUnprovenAddress: false, overLimit: 'drop' },
  'price-drop': { toUnprovenAddress: false, overLimit: 'drop' },
  // An admin's decision about the account: rare, never triggered by another user, and worth waiting for.
  'account-warning': { toUnprovenAddress: false, overLimit: 'wait' },
  'account-suspended': { toUnprovenAddress: false, overLimit: 'wait' },
  'listing-taken-down': { toUnprovenAddress: false, overLimit: 'wait' },
  // A buyer's review of a completed deal: bounded by real deals, but over the limit the seller reads it on the site.
  'review-seller': { toUnprovenAddress: false, overLimit: 'drop' },
  // The contact form's acknowledgement goes to whatever address a visitor typed, so it carries our words alone
  // (contact/contact-messages.service.ts); over the limit it is dropped: the message itself is kept.
  'contact-received': { toUnprovenAddress: true, overLimit: 'drop' },
} as const satisfies Record<string, MailKindRules>;

export type MailKind = keyof typeof MAIL_KINDS;

/** The rules of a stored mail's kind; a kind no longer known is held to the strictest. */
export function mailKindRules(kind: string): MailKindRules {
  return (
    (MAIL_KINDS as Record<string, MailKindRules>)[kind] ?? { toUnprovenAddress: false, overLimit: 'drop' }
  );
}
