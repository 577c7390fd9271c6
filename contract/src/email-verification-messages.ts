// Proving an e-mail address, in the screens' and the API's words. Its own small file, apart from messages.ts: the
// shell's first load (every page's, the home page's included) carries messages.ts, and that load is on a tight budget.
/** Proving an e-mail address (our own wording: the original product sent no mail). */
export const EMAIL_VERIFICATION_MESSAGES = {
  verified: 'Thank you. Your e-mail address is verified.',
  alreadyVerified: 'Your e-mail address is already verified.',
  linkInvalid: 'This link is not valid: it has expired or was already used. Sign in and ask for a new one.',
  token: 'The link is missing its code. Open it again from the e-mail.',
  sent: 'We sent you a new link. Please check your inbox.',
  tooSoon: 'We sent you a link a moment ago. Please wait a minute before asking for another.',
  pending: 'Please confirm your e-mail address: we sent a link to',
} as const;
