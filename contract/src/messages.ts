// The product's fixed wording of every message that both the API and the screens use (the price rating's wording,
// which the home page's cards load, has a small file of its own: price-rating-messages.ts), and the few rules
// (password, catalog names) that both sides apply the same way.
import { groupDigits } from './numbers';
import { LISTING_PHOTO_LIMITS, MODEL_YEAR_EARLIEST, VEHICLE_LIMITS } from './types';

export const SIGNUP_MESSAGES = {
  displayName: 'Please Enter Your Name',
  email: 'Please Enter Your Email',
  role: 'Please Select User Role',
  password:
    'Password more than 6 characters, at least 1 uppercase and lowercase, and at least 1 number and a special character.',
  emailInUse: 'Email already use',
} as const;

export const LOGIN_MESSAGES = {
  email: 'Please enter your email',
  password: 'Please enter your password',
  /**
   * A sign-in with an unknown address or a wrong password: one answer for both, so that nobody learns from the login
   * form which addresses have an account (the original clients' "No Users Found" and "Wrong Password" told them
   * apart).
   */
  wrongEmailOrPassword: 'Wrong Email or Password',
} as const;

/** An admin suspended the account: said at sign-in and to a session still open, never to a wrong password. */
export const ACCOUNT_SUSPENDED_MESSAGE =
  "This account is suspended by the site's admins for breaking the marketplace's rules: it cannot sign in or make changes.";

export const ADMIN_USER_MESSAGES = {
  verifiedUpdated: 'User Verified Status Update Successfully.',
  deleted: (name: string) => `${name} deleted successfully.`,
  confirmDelete: (name: string) => `Are you sure delete ${name}`,
  sessionExpired: 'Your Access Token Is Expired. Login and come back.',
} as const;

/**
 * Why "Continue With Google" failed: the API sends the browser back to /login?error=<code>, and the login page shows
 * the message of a code it knows. The page never shows text from the address itself, which anyone can put in a link.
 */
export const OIDC_LOGIN_ERRORS = {
  cancelled: (provider: string) => `${provider} sign-in was cancelled.`,
  failed: (provider: string) => `${provider} sign-in failed. Please try again.`,
  unavailable: (provider: string) => `${provider} sign-in is unavailable right now. Please try again later.`,
  expired: () => 'Your sign-in took too long or was started elsewhere. Please try again.',
  no_email: (provider: string) => `Your ${provider} account did not share an email address.`,
  account_exists: (provider: string) =>
    `An account with this email already exists. Log in with your password, or verify the email with ${provider} first.`,
  suspended: () => ACCOUNT_SUSPENDED_MESSAGE,
} as const;

export type OidcLoginErrorCode = keyof typeof OIDC_LOGIN_ERRORS;

/** The message for /login?error=<code>: a known code's, a generic one for any other code, none without a code. */
export function oidcLoginErrorMessage(code: string | null, provider: string): string | null {
  if (code === null) return null;
  return Object.hasOwn(OIDC_LOGIN_ERRORS, code)
    ? OIDC_LOGIN_ERRORS[code as OidcLoginErrorCode](provider)
    : `${provider} sign-in failed. Please try again.`;
}

/** Shown when any call answers 401 for an expired or revoked session; the user is then logged out. */
export const SESSION_EXPIRED_MESSAGE = 'Your access token is expired. Please Login';

/** Shown on 429 from login, sign-up and token refresh. */
export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

/**
 * A password sign-in refused because the address has had too many wrong passwords lately (whoever typed them):
 * when to try again, and that other ways in (`provider`, when the site offers one) still work.
 */
export function signInPausedMessage(minutes: number, provider: string | null): string {
  const wait = `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const otherWay = provider ? `, or use Continue With ${provider} now: only password sign-in is paused` : '';
  return `Too many wrong passwords for this account. Please try again in ${wait}${otherWay}.`;
}

/**
 * The password rule. The product's message asks for more than the pattern it describes; we enforce what the
 * message tells the user: at least 6 characters, an uppercase and a lowercase letter, a digit and a
 * special character (any character that is not a letter or digit, such as ! & $ % ? " #).
 */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{6,}$/;

/** Add Product For Sale. */
export const ADD_PRODUCT_MESSAGES = {
  product_name: 'Enter Product Name',
  category: 'Select Category',
  brand: 'Select Brand',
  originalPrice: 'Enter Original Product Price',
  sellPrice: 'Enter Sell Product Price',
  condition: 'Select Condition',
  location: 'Select Location',
  mobile: 'Enter Mobile Number',
  image: 'Select Image',
  description: 'Write Your Product Details And Used Experience',
  modelYear: 'Enter Model Year',
  model: 'Enter Model',
  mileage: 'Enter Mileage',
  fuel: 'Select Fuel',
  transmission: 'Select Transmission',
  added: 'Product Added Successfully.',
  sessionExpired: 'Your access token is expired. Please Login',
  confirmDelete: (productName: string) => `Are you sure delete ${productName}`,
} as const;

/** The vehicle facts' messages beyond "required" (ADD_PRODUCT_MESSAGES), shared by the form and the API. */
export const VEHICLE_MESSAGES = {
  modelYearRange: (latest: number) =>
    `Model year must be a whole number from ${MODEL_YEAR_EARLIEST} to ${latest}.`,
  modelYearAfterPurchase: 'Model year cannot be more than a year after the year of purchase.',
  modelLength: `Model must be at most ${VEHICLE_LIMITS.modelMaxLength} characters.`,
  mileageRange: `Mileage must be a whole number of km from 0 to ${groupDigits(VEHICLE_LIMITS.mileageMaxKm)}.`,
  ownersRange: `Previous owners must be a whole number from 0 to ${VEHICLE_LIMITS.ownersMax}.`,
  colorLength: `Color must be at most ${VEHICLE_LIMITS.colorMaxLength} characters.`,
  engineCcRange: `Engine size must be a whole number of cc from ${VEHICLE_LIMITS.engineCcMin} to ${groupDigits(VEHICLE_LIMITS.engineCcMax)}.`,
  vin: 'A VIN is 17 letters and digits, without I, O or Q.',
} as const;

/** A listing's photos (`images`), shared by the form and the API. */
export const PHOTO_MESSAGES = {
  none: 'Add at least one photo.',
  tooMany: `A listing can have at most ${LISTING_PHOTO_LIMITS.max} photos.`,
  notOurs: 'Photos must be uploaded to this site. Please upload them again.',
  missing: 'A photo was not found. Please upload it again.',
  duplicate: 'Each photo can be added only once.',
  coverMismatch: 'image must be the first of images (the cover).',
  uploading: 'Please wait until every photo has uploaded.',
  uploadFailed: 'This photo could not be uploaded.',
} as const;

export const CATALOG_MESSAGES = {
  brandName: 'Enter Brand Name',
  categoryName: 'Enter Category Name',
  categoryThumbnail: 'Select Category Thumbnail',
} as const;

/** The route key of a category or brand (see docs/product-rules.md). */
export function catalogValue(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '_');
}

/** The longest name, and value, of a category or brand (the API's column length, in characters). */
export const CATALOG_NAME_MAX_CHARS = 60;

export function catalogNameMessages(kind: 'Category' | 'Brand') {
  return {
    tooLong: `${kind} name must be at most ${CATALOG_NAME_MAX_CHARS} characters.`,
    dotsOnly: `A ${kind.toLowerCase()} named "." or ".." would have no page of its own. Choose another name.`,
  };
}

/**
 * Why the admin cannot give a category or brand this name, or null: the API validates with it and the admin
 * console explains with it. A page address cannot hold a path segment that is only "." or "..", since
 * browsers resolve it away; and lower-casing can lengthen a value past the column.
 */
export function catalogNameProblem(name: string, kind: 'Category' | 'Brand'): string | null {
  const value = catalogValue(name);
  if (value === '.' || value === '..') return catalogNameMessages(kind).dotsOnly;
  if ([...value].length > CATALOG_NAME_MAX_CHARS) return catalogNameMessages(kind).tooLong;
  return null;
}

/** Wish list, booking, My Orders and payment, then our own wording for the cases added since. */
export const BUYING_MESSAGES = {
  wishlistLogin: 'Please login for added product to the wish list.',
  wishlistAdded: 'Product Added To Wish List',
  wishlistEmpty: 'Empty Wish List',
  bookingLogin: 'Please login for booking.',
  mobile: 'Enter Your Mobile Number',
  meetLocation: 'Enter Meeting Location',
  booked: 'Booked Successfully.',
  bookingSessionExpired: 'Your access token is expired.Please Login and come back.',
  paid: 'Your Payment Successfully.',
  noOrders: 'No Orders',
  // Added by us, beyond the original product:
  ownCar: 'You cannot book your own car.',
  carSold: 'This car is already sold.',
  carUnavailable: 'This car is no longer available.',
  alreadyBooked: 'You already have a booking for this car.',
  blocked: 'You cannot book this car: you or its seller blocked the other in Messages.',
  alreadyPaid: 'This order is already paid.',
  soldToAnother: 'Sorry, this car was just sold to another buyer. Your card was not charged.',
  paymentNotConfirmed: 'The card payment has not been confirmed.',
  cancelPaid: 'A paid booking cannot be cancelled.',
  bookingCancelled: 'Booking cancelled.',
  wishlistRemoved: 'Removed from your wish list.',
} as const;

/** Stripe's own messages for its test cards, which the sandbox provider answers with. */
export const CARD_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  incorrectNumber: 'Your card number is incorrect.',
  expired: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  invalidExpiryMonth: "Your card's expiration month is invalid.",
  invalidExpiryYear: "Your card's expiration year is invalid.",
} as const;

/** Reporting a listing and handling the reports (our own wording: a feature the original product did not have). */
export const REPORT_MESSAGES = {
  login: 'Please login to report this listing.',
  reason: 'Select a reason',
  note: 'Tell us what is wrong with this listing',
  received: 'Thank you. Your report was received and an admin will review this listing.',
  alreadyReported: 'You have already reported this listing.',
  ownListing: 'You cannot report your own listing.',
  empty: 'Not Found',
  dismissed: 'Reports dismissed. The listing is public again.',
  takenDown: 'The listing was taken down.',
  takedownReason: 'Enter the reason its seller will see',
  noOpenReports: 'This listing has no open reports.',
} as const;
