// Query keys of the buying screens, shared because one app's write must refresh another's read (booking from the
// storefront refreshes My Orders; wish-listing refreshes the shell's heart count). User-specific queries also
// carry `meta: USER_DATA_META` so that logout clears them.
export const WISHLIST_KEY = 'wishlist';
export const ORDERS_KEY = 'orders';
export const SELLER_BOOKINGS_KEY = 'seller-bookings';
export const PAYMENT_CONFIG_KEY = 'payment-config';
/**
 * Every conversation query's first key: [CONVERSATIONS_KEY, 'unread' | 'list' | 'thread', ...]. The header's live
 * stream refetches them all on an event; the Messages pages refetch 'unread' and 'list' after reading a thread.
 */
export const CONVERSATIONS_KEY = 'conversations';
