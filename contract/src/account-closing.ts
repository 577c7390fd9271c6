// POST /users/me/delete: a user deletes their own account (docs/product-rules.md, "Deleting your own account").

/**
 * Who is asking: an account with a password gives it; an account that signs in only with Google types its e-mail
 * address instead, so that a moment's access to an open session is not enough by accident.
 */
export interface DeleteAccountRequest {
  password?: string;
  email?: string;
}

export const DELETE_ACCOUNT_MESSAGES = {
  password: 'Please enter your password to delete your account.',
  wrongPassword: 'That is not your password.',
  email: 'Please type the e-mail address of your account to delete it.',
  wrongEmail: 'That is not the e-mail address of your account.',
  dealsInProgress:
    'You have bookings or paid deals in progress. Cancel your bookings, and finish your deals (or wait for their ' +
    'refunds), before you delete your account.',
  admin: 'An admin account is not deleted here: ask another admin to remove your admin role first.',
  deleted: 'Your account is deleted.',
} as const;
