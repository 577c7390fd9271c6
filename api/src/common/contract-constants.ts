import type {
  Condition,
  ListingStatus,
  Location,
  ProductSort,
  Role,
  SignupRole,
} from '@usedcars/shared-ui/api/types';
import type {
  ACCESS_TOKEN_COOKIE as SharedAccessTokenCookie,
  SIGNUP_ROLES as SharedSignupRoles,
} from '@usedcars/shared-ui/api/types';
import type * as SharedMessages from '@usedcars/shared-ui/api/messages';
import type * as SharedTypes from '@usedcars/shared-ui/api/types';

// The wire contract's value lists and messages, repeated here because the API only imports types from shared-ui
// (its .ts sources are not loadable at run time). The `Exact` checks fail the build if the lists drift;
// PASSWORD_PATTERN (a RegExp, invisible to the type checker) is compared by a unit test.
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;

export const ROLES = ['Admin', 'Seller', 'Buyer'] as const;
export const SIGNUP_ROLES = ['Buyer', 'Seller'] as const;
export const CONDITIONS = ['Excellent', 'Good', 'Fair'] as const;
export const LOCATIONS = ['Dhaka', 'Chittagong', 'Borishal', 'Cumilla', 'Feni', 'Pabna', 'Noakhali'] as const;
export const PRODUCT_PAGE_SIZE_DEFAULT = 24;
export const PRODUCT_PAGE_SIZE_MAX = 100;
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
export const ACCESS_TOKEN_COOKIE = 'used_access_token';

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
  wrongPassword: 'Wrong Password',
  noUser: 'No Users Found',
} as const;

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export const LISTING_STATUSES = ['available', 'sold', 'taken_down'] as const;

/** Add Product For Sale; the functions of shared-ui's copy are left out (the API does not use them). */
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
  added: 'Product Added Successfully.',
  sessionExpired: 'Your access token is expired. Please Login',
} as const;

export const CATALOGUE_MESSAGES = {
  brandName: 'Enter Brand Name',
  categoryName: 'Enter Category Name',
  categoryThumbnail: 'Select Category Thumbnail',
} as const;

/** The route key of a category or brand (the same as shared-ui's catalogueValue, checked by a test). */
export function catalogueValue(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '_');
}

/** Wish list, booking, My Orders and payment. */
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
  ownCar: 'You cannot book your own car.',
  carSold: 'This car is already sold.',
  carUnavailable: 'This car is no longer available.',
  alreadyBooked: 'You already have a booking for this car.',
  alreadyPaid: 'This order is already paid.',
  soldToAnother: 'Sorry, this car was just sold to another buyer. Your card was not charged.',
  paymentNotConfirmed: 'The card payment has not been confirmed.',
  cancelPaid: 'A paid booking cannot be cancelled.',
  bookingCancelled: 'Booking cancelled.',
  wishlistRemoved: 'Removed from your wish list.',
} as const;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{6,}$/;

export const contractChecks: [
  Exact<(typeof ROLES)[number], Role>,
  Exact<(typeof SIGNUP_ROLES)[number], SignupRole>,
  Exact<typeof SIGNUP_ROLES, typeof SharedSignupRoles>,
  Exact<(typeof CONDITIONS)[number], Condition>,
  Exact<(typeof LOCATIONS)[number], Location>,
  Exact<typeof ACCESS_TOKEN_COOKIE, typeof SharedAccessTokenCookie>,
  Exact<typeof SIGNUP_MESSAGES, typeof SharedMessages.SIGNUP_MESSAGES>,
  Exact<typeof LOGIN_MESSAGES, typeof SharedMessages.LOGIN_MESSAGES>,
  Exact<typeof RATE_LIMITED_MESSAGE, typeof SharedMessages.RATE_LIMITED_MESSAGE>,
  Exact<typeof PASSWORD_MIN_LENGTH, typeof SharedMessages.PASSWORD_MIN_LENGTH>,
  Exact<(typeof PRODUCT_SORTS)[number], ProductSort>,
  Exact<(typeof LISTING_STATUSES)[number], ListingStatus>,
  Exact<typeof ADD_PRODUCT_MESSAGES, Omit<typeof SharedMessages.ADD_PRODUCT_MESSAGES, 'confirmDelete'>>,
  Exact<typeof CATALOGUE_MESSAGES, typeof SharedMessages.CATALOGUE_MESSAGES>,
  Exact<typeof BUYING_MESSAGES, typeof SharedMessages.BUYING_MESSAGES>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true];

/** Stripe's own messages for its test cards, which the sandbox payment provider answers with. */
export const CARD_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  incorrectNumber: 'Your card number is incorrect.',
  expired: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  invalidExpiryMonth: "Your card's expiration month is invalid.",
  invalidExpiryYear: "Your card's expiration year is invalid.",
} as const;

export const cardMessagesCheck: Exact<typeof CARD_MESSAGES, typeof SharedMessages.CARD_MESSAGES> = true;

export const REPORT_REASONS = ['scam', 'already_sold', 'wrong_details', 'offensive', 'other'] as const;
export const REPORT_ACTIONS = ['dismiss', 'takedown'] as const;
export const REPORT_NOTE_MAX_LENGTH = 500;
export const TAKEDOWN_REASON_MAX_LENGTH = 500;
export const AUDIT_ACTIONS = [
  'user.verify',
  'user.unverify',
  'user.delete',
  'category.create',
  'category.delete',
  'brand.create',
  'brand.delete',
  'product.takedown',
  'reports.dismiss',
] as const;
export const AUDIT_PAGE_SIZE_DEFAULT = 50;

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

export const oversightContractChecks: [
  Exact<typeof REPORT_REASONS, typeof SharedTypes.REPORT_REASONS>,
  Exact<typeof REPORT_ACTIONS, typeof SharedTypes.REPORT_ACTIONS>,
  Exact<typeof REPORT_NOTE_MAX_LENGTH, typeof SharedTypes.REPORT_NOTE_MAX_LENGTH>,
  Exact<typeof TAKEDOWN_REASON_MAX_LENGTH, typeof SharedTypes.TAKEDOWN_REASON_MAX_LENGTH>,
  Exact<typeof AUDIT_ACTIONS, typeof SharedTypes.AUDIT_ACTIONS>,
  Exact<typeof AUDIT_PAGE_SIZE_DEFAULT, typeof SharedTypes.AUDIT_PAGE_SIZE_DEFAULT>,
  Exact<typeof REPORT_MESSAGES, typeof SharedMessages.REPORT_MESSAGES>,
] = [true, true, true, true, true, true, true];
