// The authorization matrix (OWASP API Security Top 10, 2023: object, property and function level authorization):
// every route the running app serves, read from its router, crossed with every kind of caller. A route added
// without a row here fails the first test. Every refused request is checked to have changed nothing, and every
// allowed one to have written only the tables its route may write (row counts and last update, table by table).
// A request that changed what a public catalog read shows must have published a catalog event before its answer
// (CatalogEvents): the caches and the search index hear of writes only so.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JwtService } from '@nestjs/jwt';
import request from 'supertest';
import { Brand, Category, ListingEvents, Product } from '../src/catalog';
import { newId } from '../src/common/ids';
import { type CatalogEvent, CatalogEvents } from '../src/events';
import { ContactMessage } from '../src/contact';
import { Conversation, ConversationReport, type Offer } from '../src/conversations';
import { SavedSearch } from '../src/alerts';
import type { Notification } from '../src/notifications';
import { Order, OrderDispute, OrderRefund } from '../src/orders';
import { Report } from '../src/reports';
import type { Review } from '../src/reviews';
import { User, UserBlock } from '../src/users';
import { WishlistEntry } from '../src/wishlist';
import { bearer, DEMO, login, signup, uniqueEmail } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { cloneListing, listingForm } from './listing-fixtures';
import { servedRoutes } from './app-routes';
import {
  saveCompletedOrder,
  saveConversation,
  saveNotification,
  saveOffer,
  saveReview,
  savePaidOrder,
  saveSavedSearch,
  saveUnpaidOrder,
  saveUnusedCatalog,
  saveVictim,
} from './record-fixtures';
import { catalogChanges, catalogPrint, tableFingerprints } from './table-fingerprint';

const REAL_CALLERS = ['anonymous', 'buyer', 'seller', 'otherSeller', 'admin'] as const;
type RealCaller = (typeof REAL_CALLERS)[number];
/** Tokens that must count for nothing: on a public route the caller is anonymous, elsewhere 401. */
const BAD_TOKENS = ['deletedUser', 'expired', 'otherKey', 'algNone'] as const;
type Caller = RealCaller | (typeof BAD_TOKENS)[number];

/** What one request is about: fresh records for each cell, owned by the buyer and the seller. */
interface Fixtures {
  car: Product;
  /** The buyer asking the seller about `car`. */
  conversation: Conversation;
  /** The buyer's open offer in a conversation of its own (about another car of the seller's). */
  offer: Offer;
  /** The seller's open report of a conversation with the victim. */
  conversationReport: ConversationReport;
  /** An open message of the contact form, from a visitor. */
  contactMessage: ContactMessage;
  /** The buyer's: an unread notification and a saved search. */
  notification: Notification;
  savedSearch: SavedSearch;
  order: Order;
  /** The buyer's completed deal with the seller, not reviewed yet. */
  completedOrder: Order;
  /** The buyer's review of another completed deal with the seller. */
  review: Review;
  /** The buyer's paid order of another car of the seller, waiting for its handover. */
  paidOrder: Order;
  /** The buyer's paid order of a third car, with the buyer's open dispute. */
  disputedOrder: Order;
  category: Category;
  brand: Brand;
  victim: User;
}

/** A valid listing form for `car`, with its own stored photo, as its seller's edit would send it. */
const listingBody = (car: Product) =>
  listingForm(
    { url: car.imageUrl, thumbUrl: car.thumbUrl },
    { product_name: 'Matrix edit', description: 'Edited by the authorization matrix.' },
  );

interface Call {
  path: string;
  body?: object;
  attach?: boolean;
  /** An event stream, which never ends: its status is read and the connection dropped at its first bytes. */
  stream?: boolean;
}

/** The tables a request may write when it is allowed: any other table changed fails the cell. */
type Table =
  | 'users'
  | 'categories'
  | 'brands'
  | 'products'
  | 'wishlist_entries'
  | 'orders'
  | 'sandbox_payment_intents'
  | 'payment_events'
  | 'reports'
  | 'audit_log'
  | 'email_verifications'
  | 'password_resets'
  | 'outbox_mails'
  | 'conversations'
  | 'conversation_messages'
  | 'user_blocks'
  | 'conversation_reports'
  | 'price_segments'
  | 'notifications'
  | 'saved_searches'
  | 'contact_messages'
  | 'offers'
  | 'reviews'
  | 'order_disputes'
  | 'order_refunds'
  | 'sandbox_refunds';

interface Row {
  expect: Record<RealCaller, number>;
  /** What an allowed request may change (reads change nothing). */
  writes?: Table[];
  call: (f: Fixtures, ids: Record<'buyer' | 'seller' | 'admin', string>) => Call;
  /** Public routes answer bad tokens as they answer anonymous callers. */
  isPublic?: boolean;
}

const all = (status: number): Record<RealCaller, number> => ({
  anonymous: status,
  buyer: status,
  seller: status,
  otherSeller: status,
  admin: status,
});
const loggedIn = (status: number, overrides: Partial<Record<RealCaller, number>> = {}) => ({
  ...all(status),
  anonymous: 401,
  ...overrides,
});
const onlyFor = (role: 'buyer' | 'seller' | 'admin', status: number, others = 403) => ({
  ...loggedIn(others),
  ...(role === 'seller' ? { seller: status, otherSeller: status } : { [role]: status }),
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** A response parser that stops at the first bytes: enough for the status of a stream that never ends. */
function firstBytesOnly(res: request.Response, done: (error: Error | null, body: unknown) => void): void {
  // In Node, superagent hands the parser the raw response stream.
  const response = res as unknown as NodeJS.ReadableStream & { destroy(): void };
  let text = '';
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    done(null, text);
  };
  response.once('data', (chunk: Buffer) => {
    text = chunk.toString();
    finish();
    response.destroy();
  });
  response.once('end', finish);
}

const UNKNOWN = '0190a0b0-0000-7000-8000-000000000000';

// One row per route. The object-level rows act on the buyer's and the seller's records: "otherSeller" is a
// second seller trying the same request on them.
const MATRIX: Record<string, Row> = {
  'GET /api/health': { expect: all(200), call: () => ({ path: '/api/health' }), isPublic: true },
  'POST /api/auth/signup': {
    writes: ['users', 'email_verifications', 'outbox_mails'],
    expect: all(201),
    isPublic: true,
    call: () => ({
      path: '/api/auth/signup',
      body: { displayName: 'New', email: uniqueEmail('m'), password: 'Secret#1', role: 'Buyer' },
    }),
  },
  'POST /api/auth/login': {
    expect: all(200),
    isPublic: true,
    call: () => ({ path: '/api/auth/login', body: { email: DEMO.buyer, password: 'Demo#pass1' } }),
  },
  'GET /api/auth/me': { expect: loggedIn(200), call: () => ({ path: '/api/auth/me' }) },
  'GET /api/auth/providers': {
    expect: all(200),
    isPublic: true,
    call: () => ({ path: '/api/auth/providers' }),
  },
  'POST /api/used-jwt': { expect: loggedIn(200), call: () => ({ path: '/api/used-jwt', body: {} }) },
  // Clears the browser's session cookies, whoever asks: it changes no table.
  'POST /api/auth/logout': {
    expect: all(204),
    isPublic: true,
    call: () => ({ path: '/api/auth/logout' }),
  },
  // Anyone may follow a link (a token nobody was sent is refused alike); only an account may ask for one, and the
  // demo accounts' addresses are proven already.
  'POST /api/auth/verify-email': {
    expect: all(400),
    isPublic: true,
    call: () => ({ path: '/api/auth/verify-email', body: { token: 'a-token-nobody-was-sent' } }),
  },
  'POST /api/auth/verify-email/resend': {
    expect: loggedIn(409),
    call: () => ({ path: '/api/auth/verify-email/resend' }),
  },
  // The same answer whoever asks, and for an address no account has (so nothing is written); following a link
  // nobody was sent is refused alike. Changing a password needs the current one: a wrong one is a form error.
  'POST /api/auth/password-reset': {
    expect: all(200),
    isPublic: true,
    call: () => ({ path: '/api/auth/password-reset', body: { email: uniqueEmail('nobody') } }),
  },
  'POST /api/auth/password-reset/confirm': {
    expect: all(400),
    isPublic: true,
    call: () => ({
      path: '/api/auth/password-reset/confirm',
      body: { token: 'a-token-nobody-was-sent', password: 'Another#pass2' },
    }),
  },
  'POST /api/auth/change-password': {
    expect: loggedIn(400),
    call: () => ({
      path: '/api/auth/change-password',
      body: { currentPassword: 'Not#theirs1', newPassword: 'Another#pass2' },
    }),
  },
  'GET /api/auth/oidc/start': {
    expect: all(404),
    isPublic: true,
    call: () => ({ path: '/api/auth/oidc/start' }),
  },
  'GET /api/auth/oidc/callback': {
    expect: all(404),
    isPublic: true,
    call: () => ({ path: '/api/auth/oidc/callback' }),
  },
  'PATCH /api/users/me': {
    writes: ['users'],
    expect: loggedIn(200),
    call: () => ({ path: '/api/users/me', body: { displayName: `Matrix ${newId().slice(-6)}` } }),
  },
  // A wrong password: nobody's account closes (the right one is in account-closing.spec.ts); an admin's never does.
  'POST /api/users/me/delete': {
    expect: loggedIn(400, { admin: 403 }),
    call: () => ({ path: '/api/users/me/delete', body: { password: 'Not#theirs1' } }),
  },
  'POST /api/users': {
    writes: ['users'],
    expect: loggedIn(201),
    call: () => ({ path: '/api/users', body: {} }),
  },
  'GET /api/users/:uid': {
    expect: all(200),
    isPublic: true,
    call: (_f, ids) => ({ path: `/api/users/${ids.seller}` }),
  },
  'GET /api/all-users': { expect: onlyFor('admin', 200), call: () => ({ path: '/api/all-users' }) },
  'PUT /api/all-users/:uid': {
    writes: ['users', 'audit_log'],
    expect: onlyFor('admin', 200),
    call: (f) => ({ path: `/api/all-users/${f.victim.id}`, body: { verified: true } }),
  },
  'PUT /api/all-users/:uid/suspension': {
    writes: ['users', 'audit_log'],
    expect: onlyFor('admin', 200),
    call: (f) => ({ path: `/api/all-users/${f.victim.id}/suspension`, body: { suspended: true } }),
  },
  'DELETE /api/user/:uid': {
    writes: ['users', 'audit_log'],
    expect: onlyFor('admin', 200),
    call: (f) => ({ path: `/api/user/${f.victim.id}` }),
  },
  'GET /api/categories': { expect: all(200), isPublic: true, call: () => ({ path: '/api/categories' }) },
  'GET /api/category/:categoryName': {
    expect: all(200),
    isPublic: true,
    call: () => ({ path: '/api/category/sedan' }),
  },
  'POST /api/category': {
    writes: ['categories', 'audit_log'],
    expect: onlyFor('admin', 201),
    call: (f) => ({
      path: '/api/category',
      body: { category: `Cat ${newId()}`, thumbnail: f.category.thumbnailUrl },
    }),
  },
  'PATCH /api/category/:id': {
    writes: ['categories', 'products', 'audit_log'],
    expect: onlyFor('admin', 200),
    call: (f) => ({ path: `/api/category/${f.category.id}`, body: { category: `Cat ${newId()}` } }),
  },
  'DELETE /api/category/:id': {
    writes: ['categories', 'audit_log'],
    expect: onlyFor('admin', 200),
    call: (f) => ({ path: `/api/category/${f.category.id}` }),
  },
  'GET /api/brand': { expect: all(200), isPublic: true, call: () => ({ path: '/api/brand' }) },
  'GET /api/catalog/version': {
    expect: all(200),
    isPublic: true,
    call: () => ({ path: '/api/catalog/version' }),
  },
  'GET /api/models': { expect: all(200), isPublic: true, call: () => ({ path: '/api/models?brand=toyota' }) },
  'POST /api/brand': {
    writes: ['brands', 'audit_log'],
    expect: onlyFor('admin', 201),
    call: () => ({ path: '/api/brand', body: { brandName: `Brand ${newId()}` } }),
  },
  'PATCH /api/brand/:id': {
    writes: ['brands', 'products', 'audit_log'],
    expect: onlyFor('admin', 200),
    call: (f) => ({ path: `/api/brand/${f.brand.id}`, body: { brandName: `Brand ${newId()}` } }),
  },
  'DELETE /api/brand/:id': {
    writes: ['brands', 'audit_log'],
    expect: onlyFor('admin', 200),
    call: (f) => ({ path: `/api/brand/${f.brand.id}` }),
  },
  'GET /api/products': { expect: all(200), isPublic: true, call: () => ({ path: '/api/products' }) },
  'GET /api/products/facets': {
    expect: all(200),
    isPublic: true,
    call: () => ({ path: '/api/products/facets?brand=toyota' }),
  },
  'GET /api/products/sitemap': {
    expect: all(200),
    isPublic: true,
    call: (f) => ({ path: `/api/products/sitemap?after=${f.car.id}` }),
  },
  'GET /api/products/sitemap/pages': {
    expect: all(200),
    isPublic: true,
    call: () => ({ path: '/api/products/sitemap/pages' }),
  },
  'GET /api/sellers/sitemap': {
    expect: all(200),
    isPublic: true,
    call: (_f, ids) => ({ path: `/api/sellers/sitemap?after=${ids.buyer}` }),
  },
  'GET /api/sellers/sitemap/pages': {
    expect: all(200),
    isPublic: true,
    call: () => ({ path: '/api/sellers/sitemap/pages' }),
  },
  'GET /api/advertise-product': {
    expect: all(200),
    isPublic: true,
    call: () => ({ path: '/api/advertise-product' }),
  },
  'GET /api/product/:id': {
    expect: all(200),
    isPublic: true,
    call: (f) => ({ path: `/api/product/${f.car.id}` }),
  },
  'GET /api/product/:id/similar': {
    expect: all(200),
    isPublic: true,
    call: (f) => ({ path: `/api/product/${f.car.id}/similar` }),
  },
  'GET /api/sellers/:id': {
    expect: all(200),
    isPublic: true,
    call: (f) => ({ path: `/api/sellers/${f.car.authorId}` }),
  },
  'POST /api/product': {
    writes: ['products', 'price_segments'],
    expect: onlyFor('seller', 400),
    // Refused for its body (no fields) only once the role is right.
    call: () => ({ path: '/api/product', body: {} }),
  },
  // A lower price tells the wish-lister (the buyer), just after the answer.
  'PUT /api/product/:id': {
    writes: ['products', 'price_segments', 'notifications', 'outbox_mails'],
    expect: { ...onlyFor('seller', 200), otherSeller: 403 },
    call: (f) => ({ path: `/api/product/${f.car.id}`, body: listingBody(f.car) }),
  },
  'GET /api/my-products/:uid': {
    expect: { ...onlyFor('seller', 200), otherSeller: 403 },
    call: (_f, ids) => ({ path: `/api/my-products/${ids.seller}` }),
  },
  'PATCH /api/my-products/:productId': {
    writes: ['products'],
    expect: { ...onlyFor('seller', 200), otherSeller: 403 },
    call: (f) => ({ path: `/api/my-products/${f.car.id}`, body: { status: true } }),
  },
  'DELETE /api/my-products/:id': {
    writes: ['products', 'price_segments'],
    expect: { ...onlyFor('seller', 200), otherSeller: 403 },
    call: (f) => ({ path: `/api/my-products/${f.car.id}` }),
  },
  'GET /api/admin/products': { expect: onlyFor('admin', 200), call: () => ({ path: '/api/admin/products' }) },
  'PATCH /api/admin/products/:id/takedown': {
    // The seller's notice of it, in the app and by mail.
    writes: ['products', 'reports', 'audit_log', 'price_segments', 'notifications', 'outbox_mails'],
    expect: onlyFor('admin', 200),
    call: (f) => ({ path: `/api/admin/products/${f.car.id}/takedown`, body: { reason: 'Matrix' } }),
  },
  'POST /api/images': { expect: loggedIn(201), call: () => ({ path: '/api/images', attach: true }) },
  'GET /api/media/:file': {
    expect: all(200),
    isPublic: true,
    call: (f) => ({ path: f.car.thumbUrl }),
  },
  'GET /api/wishlist/:uid': {
    expect: { ...loggedIn(403), anonymous: 200, buyer: 200 },
    isPublic: true,
    call: (_f, ids) => ({ path: `/api/wishlist/${ids.buyer}` }),
  },
  'POST /api/wishlist': {
    writes: ['wishlist_entries'],
    // The car is the seller's own: not theirs to wish-list.
    expect: { ...loggedIn(201), seller: 403 },
    call: (f) => ({ path: '/api/wishlist', body: { productID: f.car.id } }),
  },
  'DELETE /api/wishlist/:productID': {
    writes: ['wishlist_entries'],
    // Removes the caller's own entry only: the buyer's entry exists, nobody else has one.
    expect: { ...loggedIn(404), buyer: 200 },
    call: (f) => ({ path: `/api/wishlist/${f.car.id}` }),
  },
  // The car the buyer booked already: only the buyer's own second booking is refused.
  'POST /api/orders': {
    writes: ['orders', 'outbox_mails'],
    expect: { ...loggedIn(201), buyer: 409, seller: 403 },
    call: (f) => ({
      path: '/api/orders',
      body: { productID: f.order.productId, customerMobile: '01711000000', meetLocation: 'Gulshan' },
    }),
  },
  'GET /api/orders/:uid': {
    expect: { ...loggedIn(403), anonymous: 200, buyer: 200 },
    isPublic: true,
    call: (_f, ids) => ({ path: `/api/orders/${ids.buyer}` }),
  },
  'DELETE /api/orders/:orderId': {
    // The seller's notice of the cancel, in the app and by mail.
    writes: ['orders', 'sandbox_payment_intents', 'notifications', 'outbox_mails'],
    expect: { ...loggedIn(403), buyer: 200 },
    call: (f) => ({ path: `/api/orders/${f.order.id}` }),
  },
  // Conversations: only their two parties (the fixture's buyer and seller) read or write one; to anyone else it
  // does not exist.
  'POST /api/conversations': {
    writes: ['conversations', 'conversation_messages', 'outbox_mails'],
    expect: { ...loggedIn(201), seller: 403 },
    call: (f) => ({
      path: '/api/conversations',
      body: { productID: f.car.id, text: 'Is it still available?' },
    }),
  },
  'GET /api/conversations': { expect: loggedIn(200), call: () => ({ path: '/api/conversations' }) },
  'GET /api/conversations/unread': {
    expect: loggedIn(200),
    call: () => ({ path: '/api/conversations/unread' }),
  },
  'GET /api/conversations/:id/messages': {
    writes: ['conversations'],
    expect: { ...loggedIn(404), buyer: 200, seller: 200 },
    call: (f) => ({ path: `/api/conversations/${f.conversation.id}/messages` }),
  },
  'POST /api/conversations/:id/messages': {
    writes: ['conversations', 'conversation_messages', 'outbox_mails'],
    expect: { ...loggedIn(404), buyer: 201, seller: 201 },
    call: (f) => ({
      path: `/api/conversations/${f.conversation.id}/messages`,
      body: { text: 'Tomorrow at noon?' },
    }),
  },
  'POST /api/conversations/:id/block': {
    writes: ['user_blocks'],
    expect: { ...loggedIn(404), buyer: 200, seller: 200 },
    call: (f) => ({ path: `/api/conversations/${f.conversation.id}/block` }),
  },
  'DELETE /api/conversations/:id/block': {
    writes: ['user_blocks'],
    expect: { ...loggedIn(404), buyer: 200, seller: 200 },
    call: (f) => ({ path: `/api/conversations/${f.conversation.id}/block` }),
  },
  'POST /api/conversations/:id/report': {
    writes: ['conversation_reports'],
    expect: { ...loggedIn(404), buyer: 201, seller: 201 },
    call: (f) => ({ path: `/api/conversations/${f.conversation.id}/report`, body: { reason: 'spam' } }),
  },
  // Offers: the buyer makes one, the party it was made to answers it; to anyone else they do not exist.
  'POST /api/conversations/:id/offers': {
    writes: ['offers', 'notifications', 'outbox_mails'],
    expect: { ...loggedIn(404), buyer: 201, seller: 403 },
    call: (f) => ({
      path: `/api/conversations/${f.conversation.id}/offers`,
      body: { amount: f.car.sellPriceCents / 100 - 1 },
    }),
  },
  'GET /api/conversations/:id/offers': {
    expect: { ...loggedIn(404), buyer: 200, seller: 200 },
    call: (f) => ({ path: `/api/conversations/${f.offer.conversationId}/offers` }),
  },
  'PATCH /api/offers/:id': {
    writes: ['offers', 'notifications', 'outbox_mails'],
    // The offer waits for the seller: the buyer who made it may not decline it.
    expect: { ...loggedIn(404), buyer: 403, seller: 200 },
    call: (f) => ({ path: `/api/offers/${f.offer.id}`, body: { action: 'decline' } }),
  },
  'GET /api/seller/offers': {
    expect: onlyFor('seller', 200),
    call: () => ({ path: '/api/seller/offers' }),
  },
  'GET /api/conversation-reports': {
    expect: onlyFor('admin', 200),
    call: () => ({ path: '/api/conversation-reports' }),
  },
  'PATCH /api/conversation-reports/:id': {
    writes: ['conversation_reports', 'audit_log'],
    expect: onlyFor('admin', 200),
    call: (f) => ({
      path: `/api/conversation-reports/${f.conversationReport.id}`,
      body: { action: 'dismiss' },
    }),
  },
  // The live stream: any logged-in user, about their own things only (api/test/live.spec.ts).
  'GET /api/live/events': {
    expect: loggedIn(200),
    call: () => ({ path: '/api/live/events', stream: true }),
  },
  // Notifications and saved searches: only their owner (the buyer) sees or changes one; to anyone else it does not
  // exist. The unsubscribe link needs no login: its secret names the one search it turns off.
  'GET /api/notifications': { expect: loggedIn(200), call: () => ({ path: '/api/notifications' }) },
  'GET /api/notifications/unread': {
    expect: loggedIn(200),
    call: () => ({ path: '/api/notifications/unread' }),
  },
  'POST /api/notifications/read-all': {
    writes: ['notifications'],
    expect: loggedIn(200),
    call: () => ({ path: '/api/notifications/read-all' }),
  },
  'POST /api/notifications/:id/read': {
    writes: ['notifications'],
    expect: { ...loggedIn(404), buyer: 200 },
    call: (f) => ({ path: `/api/notifications/${f.notification.id}/read` }),
  },
  'GET /api/saved-searches': { expect: loggedIn(200), call: () => ({ path: '/api/saved-searches' }) },
  'POST /api/saved-searches': {
    writes: ['saved_searches'],
    expect: loggedIn(201),
    call: () => ({
      path: '/api/saved-searches',
      body: { name: 'Matrix search', query: { brand: 'toyota', maxPrice: '20000' } },
    }),
  },
  'PATCH /api/saved-searches/:id': {
    writes: ['saved_searches'],
    expect: { ...loggedIn(404), buyer: 200 },
    call: (f) => ({ path: `/api/saved-searches/${f.savedSearch.id}`, body: { emailAlerts: false } }),
  },
  'DELETE /api/saved-searches/:id': {
    writes: ['saved_searches'],
    expect: { ...loggedIn(404), buyer: 200 },
    call: (f) => ({ path: `/api/saved-searches/${f.savedSearch.id}` }),
  },
  'GET /api/saved-searches/unsubscribe/:token': {
    expect: all(200),
    isPublic: true,
    call: (f) => ({ path: `/api/saved-searches/unsubscribe/${f.savedSearch.unsubscribeToken}` }),
  },
  'POST /api/saved-searches/unsubscribe/:token': {
    writes: ['saved_searches'],
    expect: all(200),
    isPublic: true,
    call: (f) => ({ path: `/api/saved-searches/unsubscribe/${f.savedSearch.unsubscribeToken}` }),
  },
  'GET /api/seller/bookings': {
    expect: onlyFor('seller', 200),
    call: () => ({ path: '/api/seller/bookings' }),
  },
  // The handover of a paid order: only its seller marks it or cancels the sale, only its buyer confirms; to anyone
  // else (another seller, an admin as a party) it does not exist.
  'POST /api/seller/bookings/:orderId/handover': {
    writes: ['orders', 'notifications', 'outbox_mails'],
    expect: { ...onlyFor('seller', 200), otherSeller: 404 },
    call: (f) => ({ path: `/api/seller/bookings/${f.paidOrder.id}/handover` }),
  },
  'POST /api/seller/bookings/:orderId/cancel': {
    // The refund: the order, its refund row, the car back on sale, the audit entry, the provider's refund and its
    // webhook event, the notices.
    writes: [
      'orders',
      'order_refunds',
      'products',
      'audit_log',
      'sandbox_refunds',
      'payment_events',
      'notifications',
      'outbox_mails',
    ],
    expect: { ...onlyFor('seller', 200), otherSeller: 404 },
    call: (f) => ({ path: `/api/seller/bookings/${f.paidOrder.id}/cancel` }),
  },
  'POST /api/orders/:orderId/receipt': {
    writes: ['orders', 'notifications', 'outbox_mails'],
    expect: { ...loggedIn(404), buyer: 200, seller: 403 },
    call: (f) => ({ path: `/api/orders/${f.paidOrder.id}/receipt` }),
  },
  'POST /api/orders/:orderId/dispute': {
    writes: ['orders', 'order_disputes', 'notifications', 'outbox_mails'],
    // The seller cannot give a buyer's reason.
    expect: { ...loggedIn(404), buyer: 200, seller: 400 },
    call: (f) => ({
      path: `/api/orders/${f.paidOrder.id}/dispute`,
      body: { reason: 'seller_no_show', message: 'Nobody came.' },
    }),
  },
  'POST /api/orders/:orderId/dispute/answer': {
    writes: ['order_disputes'],
    expect: { ...loggedIn(404), buyer: 403, seller: 200 },
    call: (f) => ({
      path: `/api/orders/${f.disputedOrder.id}/dispute/answer`,
      body: { message: 'It is the car in the photos.' },
    }),
  },
  'GET /api/admin/disputes': {
    expect: onlyFor('admin', 200),
    call: () => ({ path: '/api/admin/disputes' }),
  },
  'POST /api/admin/disputes/:orderId/decision': {
    writes: [
      'orders',
      'order_disputes',
      'order_refunds',
      'products',
      'audit_log',
      'sandbox_refunds',
      'payment_events',
      'notifications',
      'outbox_mails',
    ],
    expect: onlyFor('admin', 200),
    call: (f) => ({
      path: `/api/admin/disputes/${f.disputedOrder.id}/decision`,
      body: { decideFor: 'buyer' },
    }),
  },
  'GET /api/payments/config': {
    expect: all(200),
    isPublic: true,
    call: () => ({ path: '/api/payments/config' }),
  },
  'POST /api/create-payment-intent': {
    writes: ['orders', 'sandbox_payment_intents'],
    expect: { ...loggedIn(403), buyer: 200 },
    call: (f) => ({ path: '/api/create-payment-intent', body: { orderId: f.order.id } }),
  },
  'PATCH /api/orders/:orderId/:productID': {
    writes: ['orders', 'products', 'sandbox_payment_intents', 'payment_events'],
    // The buyer's own order, with no confirmed payment: the provider has not said it is paid.
    expect: { ...loggedIn(403), buyer: 402 },
    call: (f) => ({ path: `/api/orders/${f.order.id}/${f.car.id}`, body: {} }),
  },
  'POST /api/payments/webhook': {
    writes: ['orders', 'products', 'sandbox_payment_intents', 'payment_events'],
    expect: all(400),
    isPublic: true,
    call: () => ({ path: '/api/payments/webhook', body: { type: 'payment_intent.succeeded' } }),
  },
  'POST /api/payments/sandbox/confirm': {
    writes: ['sandbox_payment_intents'],
    // Answered as Stripe.js's confirmCardPayment resolves: 200 with `{error}` for an unknown intent.
    expect: all(200),
    isPublic: true,
    call: () => ({
      path: '/api/payments/sandbox/confirm',
      body: {
        clientSecret: `pi_${UNKNOWN}_secret_x`,
        card: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' },
      },
    }),
  },
  'POST /api/reports': {
    writes: ['reports', 'products', 'price_segments'],
    expect: { ...loggedIn(201), seller: 403 },
    call: (f) => ({ path: '/api/reports', body: { productID: f.car.id, reason: 'scam' } }),
  },
  'GET /api/reports': { expect: onlyFor('admin', 200), call: () => ({ path: '/api/reports' }) },
  'PATCH /api/reports/:productID': {
    // A take-down also tells the seller (called here with a dismiss, which does not).
    writes: ['reports', 'products', 'audit_log', 'price_segments', 'notifications', 'outbox_mails'],
    expect: onlyFor('admin', 200),
    call: (f) => ({ path: `/api/reports/${f.car.id}`, body: { action: 'dismiss' } }),
  },
  // Anyone may write to the admins. A visitor gives the address to reply to; a signed-in caller's is their
  // account's, so another address (this row's, made for the visitor) is refused as a field error.
  'POST /api/contact-messages': {
    writes: ['contact_messages', 'outbox_mails'],
    expect: { ...all(400), anonymous: 201 },
    isPublic: true,
    call: () => ({
      path: '/api/contact-messages',
      body: {
        name: 'Matrix Visitor',
        email: uniqueEmail('contact'),
        topic: 'buying',
        message: 'How do I book a car?',
      },
    }),
  },
  'GET /api/contact-messages': {
    expect: onlyFor('admin', 200),
    call: () => ({ path: '/api/contact-messages' }),
  },
  'POST /api/contact-messages/:id/handled': {
    writes: ['contact_messages', 'audit_log'],
    expect: onlyFor('admin', 200),
    call: (f) => ({ path: `/api/contact-messages/${f.contactMessage.id}/handled` }),
  },
  // Only the order's buyer: anyone else is told the order is not found. The rating shows on the seller's cards.
  'POST /api/reviews': {
    writes: ['reviews', 'users', 'notifications', 'outbox_mails'],
    expect: { ...loggedIn(404), buyer: 201 },
    call: (f) => ({
      path: '/api/reviews',
      body: { orderId: f.completedOrder.id, stars: 4, text: 'Reviewed by the authorization matrix.' },
    }),
  },
  'GET /api/reviews/mine': { expect: loggedIn(200), call: () => ({ path: '/api/reviews/mine' }) },
  'POST /api/reviews/:id/answer': {
    writes: ['reviews', 'notifications'],
    // The seller the review is about (the other seller is not); the demo seller's matrix token is `seller`.
    expect: { ...loggedIn(403), seller: 200 },
    call: (f) => ({ path: `/api/reviews/${f.review.id}/answer`, body: { text: 'Thank you.' } }),
  },
  'GET /api/sellers/:id/reviews': {
    expect: all(200),
    isPublic: true,
    call: (f) => ({ path: `/api/sellers/${f.car.authorId}/reviews` }),
  },
  'GET /api/seller/reviews': {
    expect: onlyFor('seller', 200),
    call: () => ({ path: '/api/seller/reviews' }),
  },
  'GET /api/admin/reviews': { expect: onlyFor('admin', 200), call: () => ({ path: '/api/admin/reviews' }) },
  'POST /api/admin/reviews/:id/hide': {
    writes: ['reviews', 'users', 'audit_log'],
    expect: onlyFor('admin', 200),
    call: (f) => ({ path: `/api/admin/reviews/${f.review.id}/hide`, body: { reason: 'Matrix' } }),
  },
  'GET /api/admin/stats': { expect: onlyFor('admin', 200), call: () => ({ path: '/api/admin/stats' }) },
  'GET /api/seller/stats': { expect: onlyFor('seller', 200), call: () => ({ path: '/api/seller/stats' }) },
  'GET /api/audit-log': { expect: onlyFor('admin', 200), call: () => ({ path: '/api/audit-log' }) },
};

describe('authorization matrix', () => {
  let testApp: TestApp;
  const tokens = {} as Record<Exclude<Caller, 'anonymous'>, string>;
  const ids = {} as Record<'buyer' | 'seller' | 'admin', string>;

  const repo = <T extends object>(entity: new () => T) => testApp.dataSource.getRepository(entity);

  /**
   * Fresh records for one cell: only those its call reads (`names`), and what they are made of. Building all of
   * them for each of the thousand cells was most of this file's time. Every kind is made once before the cells, so
   * that the reads of lists (a seller's offers, the disputes queue) have records to show.
   */
  async function fixtures(names: Iterable<keyof Fixtures> | 'all'): Promise<Fixtures> {
    // Earlier cells' disputes, cancellations, saved searches and blocks would reach their limits or refuse this cell.
    await repo(OrderDispute).update({ openedById: ids.buyer }, { decidedAt: new Date() });
    // DELETE, not clear(): on MariaDB clear() is TRUNCATE TABLE, which recreates the table (DDL, synced to disk); twice
    // a cell it was nearly half of this file's time there (bench/RESULTS.md, "The test suite's time").
    await testApp.dataSource.createQueryBuilder().delete().from(OrderRefund).execute();
    await testApp.dataSource.createQueryBuilder().delete().from(UserBlock).execute();

    const made = new Map<keyof Fixtures, Promise<unknown>>();
    const need = <K extends keyof Fixtures>(name: K): Promise<Fixtures[K]> => {
      if (!made.has(name)) made.set(name, makers[name]());
      return made.get(name) as Promise<Fixtures[K]>;
    };
    const makers: { [K in keyof Fixtures]: () => Promise<Fixtures[K]> } = {
      car: async () => {
        const car = await cloneListing(testApp, ids.seller);
        await repo(WishlistEntry).save(
          Object.assign(new WishlistEntry(), {
            userId: ids.buyer,
            productId: car.id,
            priceToldCents: car.sellPriceCents,
          }),
        );
        const reporter = await need('victim');
        await repo(Report).save(
          Object.assign(new Report(), {
            productId: car.id,
            reporterId: reporter.id,
            reason: 'other',
            note: 'Matrix',
          }),
        );
        await repo(Product).update({ id: car.id }, { openReportCount: 1 });
        return repo(Product).findOneByOrFail({ id: car.id });
      },
      order: async () => saveUnpaidOrder(testApp.dataSource, await need('car'), ids.buyer),
      paidOrder: async () =>
        savePaidOrder(testApp.dataSource, await cloneListing(testApp, ids.seller), ids.buyer),
      disputedOrder: async () =>
        savePaidOrder(testApp.dataSource, await cloneListing(testApp, ids.seller), ids.buyer, {
          disputed: true,
        }),
      completedOrder: async () => saveCompletedOrder(testApp.dataSource, await need('car'), ids.buyer),
      review: async () =>
        saveReview(
          testApp.dataSource,
          await saveCompletedOrder(testApp.dataSource, await need('car'), ids.buyer),
        ),
      victim: () => saveVictim(testApp.dataSource),
      conversation: async () => saveConversation(testApp.dataSource, await need('car'), ids.buyer),
      offer: async () => {
        const offeredCar = await cloneListing(testApp, ids.seller);
        const conversation = await saveConversation(testApp.dataSource, offeredCar, ids.buyer);
        return saveOffer(testApp.dataSource, conversation, offeredCar.sellPriceCents - 100);
      },
      // A conversation of its own, so the parties' own report cells can still report theirs.
      conversationReport: async () => {
        const victimsConversation = await saveConversation(
          testApp.dataSource,
          await need('car'),
          (await need('victim')).id,
        );
        return repo(ConversationReport).save(
          Object.assign(new ConversationReport(), {
            conversationId: victimsConversation.id,
            reporterId: ids.seller,
            reason: 'spam',
          }),
        );
      },
      contactMessage: () =>
        repo(ContactMessage).save(
          Object.assign(new ContactMessage(), {
            name: 'A visitor',
            email: uniqueEmail('visitor'),
            topic: 'other',
            message: 'A question for the matrix.',
          }),
        ),
      notification: () => saveNotification(testApp.dataSource, ids.buyer),
      savedSearch: async () => {
        await repo(SavedSearch).delete({ userId: ids.buyer });
        return saveSavedSearch(testApp.dataSource, ids.buyer);
      },
      category: async () => (await catalogPair()).category,
      brand: async () => (await catalogPair()).brand,
    };
    let unusedCatalog: ReturnType<typeof saveUnusedCatalog> | undefined;
    const catalogPair = async () => {
      const sample = await repo(Category).findOneByOrFail({ value: 'sedan' });
      unusedCatalog ??= saveUnusedCatalog(testApp.dataSource, sample.thumbnailUrl);
      return unusedCatalog;
    };

    const built = {} as Record<keyof Fixtures, unknown>;
    for (const name of names === 'all' ? (Object.keys(makers) as (keyof Fixtures)[]) : names) {
      built[name] = await need(name);
    }
    return built as Fixtures;
  }

  /** The fixtures a route's call reads: its call run once on stand-ins that record what is read. */
  function fixturesReadBy(row: Row): Set<keyof Fixtures> {
    const read = new Set<keyof Fixtures>();
    const standIn: object = new Proxy(() => '', {
      get: (_target, key) => (key === Symbol.toPrimitive ? () => '0' : standIn),
    });
    const recorder = new Proxy({} as Fixtures, {
      get: (_target, key) => {
        read.add(key as keyof Fixtures);
        return standIn;
      },
    });
    row.call(recorder, ids);
    return read;
  }

  const fingerprint = () => tableFingerprints(testApp.dataSource);
  /** The catalog events published during the current cell. */
  const published: CatalogEvent[] = [];

  beforeAll(async () => {
    testApp = await createTestApp();
    testApp.app.get(CatalogEvents).subscribe((event) => published.push(event));
    const [buyer, seller, admin] = await Promise.all([
      login(testApp.http, DEMO.buyer),
      login(testApp.http, DEMO.seller),
      login(testApp.http, DEMO.admin),
    ]);
    const otherSeller = await login(testApp.http, DEMO.seller2);
    Object.assign(ids, { buyer: buyer.user.uid, seller: seller.user.uid, admin: admin.user.uid });
    tokens.buyer = buyer.token;
    tokens.seller = seller.token;
    tokens.otherSeller = otherSeller.token;
    tokens.admin = admin.token;

    const gone = await signup(testApp.http);
    await request(testApp.http)
      .delete(`/api/user/${gone.user.uid}`)
      .set(...bearer(admin.token))
      .expect(200);
    tokens.deletedUser = gone.token;

    const secret = readFileSync(join(testApp.environment.dataDir, 'jwt-secret'), 'utf8').trim();
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: buyer.user.uid, iat: now, exp: now + 3600 };
    tokens.expired = await new JwtService().signAsync(
      { sub: buyer.user.uid, iat: now - 7200, exp: now - 3600 },
      { secret, algorithm: 'HS256' },
    );
    tokens.otherKey = await new JwtService().signAsync(claims, {
      secret: 'another-secret-that-is-long-enough-0123456789',
      algorithm: 'HS256',
    });
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    tokens.algNone = `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
    await fixtures('all');
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('has a row for every route the app serves, and no row for a route it does not serve', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(servedRoutes(testApp));
  });

  const cells = Object.entries(MATRIX).flatMap(([route, row]) =>
    [...REAL_CALLERS, ...BAD_TOKENS].map((caller): [string, Caller, number] => {
      const status = (REAL_CALLERS as readonly string[]).includes(caller)
        ? row.expect[caller as RealCaller]
        : row.isPublic
          ? row.expect.anonymous
          : 401;
      return [route, caller, status];
    }),
  );

  /** What one cell did: its answer, the tables it changed, what public reads show that changed, and its events. */
  async function runCell(route: string, caller: Caller) {
    const row = MATRIX[route] as Row;
    const [method] = route.split(' ') as [string];
    const call = row.call(await fixtures(fixturesReadBy(row)), ids);
    const before = await fingerprint();
    const catalogBefore = await catalogPrint(testApp.dataSource, before);
    published.length = 0;

    let pending = request(testApp.http)[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](
      call.path,
    );
    if (caller !== 'anonymous') pending = pending.set(...bearer(tokens[caller]));
    if (call.attach) pending = pending.attach('image', PNG, 'pixel.png');
    else if (call.body) pending = pending.send(call.body);
    if (call.stream) pending = pending.buffer(true).parse(firstBytesOnly);
    const response = await pending;
    // Published before the answer: what came later would leave a read after the answer stale.
    const events = published.map((event) => event.type);
    // What the request set off after its answer (a price drop's alerts) counts as its writes.
    await testApp.app.get(ListingEvents).settled();
    const after = await fingerprint();
    return {
      response,
      changed: Object.keys(after).filter((table) => after[table] !== before[table]),
      catalogChanged: catalogChanges(catalogBefore, await catalogPrint(testApp.dataSource, after)),
      events,
    };
  }

  it.each(cells)('%s as %s answers %d and writes only what it may', async (route, caller, status) => {
    const row = MATRIX[route] as Row;
    const { response, changed, catalogChanged, events } = await runCell(route, caller);

    expect({ status: response.status, body: response.status === status ? null : response.body }).toEqual({
      status,
      body: null,
    });
    // A refusal changes no table; an allowed request changes only the tables its route may write (a read none).
    const allowed: string[] = status >= 400 ? [] : (row.writes ?? []);
    expect(changed.filter((table) => !allowed.includes(table))).toEqual([]);
    expect(forgottenEvent(catalogChanged, events)).toBeNull();
  });

  it('finds a write whose catalog event was forgotten', async () => {
    // Planted: the seller's edit goes through, its event does not.
    const publish = jest.spyOn(CatalogEvents.prototype, 'publish').mockResolvedValue(undefined);
    try {
      const { response, catalogChanged, events } = await runCell('PUT /api/product/:id', 'seller');
      expect(response.status).toBe(200);
      expect(forgottenEvent(catalogChanged, events)).toMatch(
        /^changed products.* but published no catalog event$/,
      );
    } finally {
      publish.mockRestore();
    }
    const { catalogChanged, events } = await runCell('PUT /api/product/:id', 'seller');
    expect(forgottenEvent(catalogChanged, events)).toBeNull();
    expect(events).toContain('listing.changed');
  });
});

/** Why a request's catalog writes would go unseen by the caches (null: they would not). */
function forgottenEvent(catalogChanged: string[], events: string[]): string | null {
  // A standing pass of the price ratings may run meanwhile: its event tells of its own writes only.
  const ratingsOnly = catalogChanged.every((change) => change === 'price_segments');
  const told = events.filter((type) => ratingsOnly || type !== 'priceRatings.changed');
  if (catalogChanged.length === 0 || told.length > 0) return null;
  return `changed ${catalogChanged.join(', ')} but published no catalog event`;
}
