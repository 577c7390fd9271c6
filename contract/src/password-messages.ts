// Forgotten and changed passwords, in the screens' and the API's words. Its own small file, apart from messages.ts,
// so the shell's first load does not carry them.

/** How long a reset link works. */
export const PASSWORD_RESET_LINK_MINUTES = 60;

export const PASSWORD_MESSAGES = {
  /** The answer to every reset request, whether or not an account has the address. */
  resetRequested:
    'If an account exists for that address, we have sent a link to set a new password. It works once, for an hour.',
  resetDone: 'Your new password is set, and every other session is signed out. Please log in with it.',
  linkInvalid:
    'This link is not valid: it has expired or was already used. Ask for a new one from "Forgot password?".',
  token: 'The link is missing its code. Open it again from the e-mail.',
  email: 'Please enter the e-mail address of your account.',
  currentPassword: 'Please enter your current password.',
  wrongCurrentPassword: 'Your current password is not right.',
  sameAsCurrent: 'Your new password must differ from your current one.',
  changed: 'Your password is changed. Your other sessions are signed out.',
  noPasswordYet:
    'You sign in with Google. To sign in with a password too, set one through a link we mail to your address.',
} as const;
