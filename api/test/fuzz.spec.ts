// Property-based fuzzing (fast-check) of every route the running app serves that takes input: generated bodies,
// query strings, path parameters and upload parts with wrong types, missing and extra fields, huge strings,
// unicode, out-of-range numbers and injection strings. For every request: no 5xx, every refusal is the one error
// shape with a readable message, and a refused request changed no table. A failure prints fast-check's seed and
// path; replay it with `fc.assert(..., { seed, path })`.
import fc from 'fast-check';
import request from 'supertest';
import { ListingEvents, PRODUCT_MESSAGES } from '../src/catalog';
import { SIGNUP_MESSAGES } from '@usedcars/contract/messages';
import {
  AUDIT_ACTIONS,
  CONDITIONS,
  LISTING_STATUSES,
  FUELS,
  LOCATIONS,
  TRANSMISSIONS,
  PRODUCT_SORTS,
  CONVERSATION_REPORT_ACTIONS,
  CONVERSATION_REPORT_REASONS,
  OFFER_ACTIONS,
  CONVERSATION_REPORT_STATUSES,
  REPORT_ACTIONS,
  REPORT_REASONS,
  ROLES,
} from '@usedcars/contract/types';
import { CONTACT_MESSAGE_STATUSES, CONTACT_TOPICS } from '@usedcars/contract/contact-messages';
import { REVIEW_STATUSES } from '@usedcars/contract/reviews';
import { DISPUTE_REASONS } from '@usedcars/contract/deals';
import { newId } from '../src/common/ids';
import { ContactMessage } from '../src/contact';
import { ConversationReport } from '../src/conversations';
import { servedRoutes } from './app-routes';
import { bearer, DEMO, DEMO_PASSWORD, login, uniqueEmail } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { cloneListing } from './listing-fixtures';
import {
  saveCompletedOrder,
  saveConversation,
  saveOffer,
  saveNotification,
  saveReview,
  saveSavedSearch,
  savePaidOrder,
  saveUnpaidOrder,
  saveUnusedCatalog,
  saveVictim,
} from './record-fixtures';
import { tableFingerprint } from './table-fingerprint';

/**
 * Generated requests per route (about 1,400 in all, each between two table fingerprints): some 30 s on SQLite and
 * 60 to 90 s on MariaDB on a busy two-core machine.
 */
const RUNS_PER_ROUTE = 25;

type Caller = 'anonymous' | 'buyer' | 'seller' | 'admin';

/** Records the fuzzer aims at besides random ids, so some requests get past the lookups to the writes. */
interface Fixtures {
  ids: Record<'buyer' | 'seller' | 'admin', string>;
  carId: string;
  orderId: string;
  /** The buyer's paid order of a car of the seller (waiting for its handover), and one with an open dispute. */
  paidOrderId: string;
  disputedOrderId: string;
  conversationId: string;
  /** The buyer's open offer in the conversation, waiting for the seller. */
  offerId: string;
  /** An open report, by the seller, of a conversation with the victim (whom its actions may then close). */
  conversationReportId: string;
  /** An open message of the contact form, which the admin's fuzzing may mark handled. */
  contactMessageId: string;
  /** The buyer's completed deal with the seller, and the buyer's review of another one. */
  completedOrderId: string;
  reviewId: string;
  notificationId: string;
  savedSearchId: string;
  unsubscribeToken: string;
  categoryId: string;
  brandId: string;
  victimId: string;
  imageUrl: string;
  thumbUrl: string;
}

type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; text: string }
  | { kind: 'multipart'; fields: [string, string][]; files: Upload[] };

interface Upload {
  field: string;
  content: Buffer;
  filename: string;
  contentType: string;
}

interface FuzzRequest {
  path: string;
  body?: Body;
  headers?: Record<string, string>;
}

interface RouteFuzz {
  /** A caller allowed to use the route, so the input gets past the guards. */
  as: Caller;
  requests: (f: Fixtures) => fc.Arbitrary<FuzzRequest>;
}

// --- Hostile values -------------------------------------------------------------------------------------------

const INJECTIONS = [
  "' OR 1=1 --",
  '" OR ""="',
  "'; DROP TABLE users; --",
  '1 UNION SELECT password_hash FROM users',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{"$gt":""}',
  '{"$ne":null}',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '\u0000',
  'a\u0000b',
  '${7*7}',
  '{{7*7}}',
  '%s%s%s%n',
  '\\',
  "'",
  '`',
  '\uFEFF',
  '\uD800', // a lone surrogate: not valid UTF-8 once encoded
  '😀🚗',
  'ﷺ𒐫',
  ' ',
  '',
];
const NUMBER_WORDS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '-1',
  '0',
  '1e308',
  '1e-7',
  '1.5',
  '0x1F',
  '9'.repeat(400),
];
const NUMBERS = [
  -1,
  0,
  -0,
  1.5,
  0.001,
  1e-7,
  5e-324,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  99999999999,
];

/** 100 kB: over the JSON body limit; 20 kB: under it, so it reaches the validators and the columns. */
const hugeString = fc
  .tuple(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 2 }), fc.constantFrom(20_000, 100_000))
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...INJECTIONS) },
  { weight: 2, arbitrary: fc.constantFrom(...NUMBER_WORDS) },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: hugeString },
);

const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.constantFrom(...NUMBERS) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** Scalars, and objects and arrays where a scalar belongs (NoSQL-style operators included). */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileScalar, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom({ $gt: '' }, { $ne: null }, [[[]]], {}, []) },
);

const MISSING = Symbol('missing');

/** A field's value: valid, hostile or left out, so one request mixes good and bad fields. */
function field(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 4, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.constant(MISSING) },
  );
}

const extraKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'role',
    'uid',
    'authorId',
    'price',
    'id',
    '$where',
  ),
  fc.string({ minLength: 1, maxLength: 12 }),
);

/**
 * A JSON body built from the DTO's fields (each valid, hostile or missing) plus, sometimes, unknown fields; now
 * and then the whole body is a scalar, an array, malformed JSON, a form or plain text instead.
 */
/** The listing form of POST /product and PUT /product/{id}. */
const listingForm = (f: Fixtures) =>
  jsonBody({
    product_name: text(120),
    description: text(5000),
    category: fc.constantFrom('sedan', 'suv'),
    brand: fc.constantFrom('toyota', 'honda'),
    condition: fc.constantFrom(...CONDITIONS),
    originalPrice: fc.constantFrom(25000, 0.01, 10_000_000),
    sellPrice: fc.constantFrom(18500.5, 1),
    location: fc.constantFrom(...LOCATIONS),
    purchaseYear: fc.constantFrom('2019-05', '1990-01'),
    mobile: phone,
    image: fc.constant(f.imageUrl),
    thumbnail: fc.constant(f.thumbUrl),
    modelYear: fc.constantFrom(1950, 2015, '2019', 2020, ''),
    model: text(60),
    mileage: fc.constantFrom(0, 64000, 2_000_000, '120000'),
    fuel: fc.constantFrom(...FUELS),
    transmission: fc.constantFrom(...TRANSMISSIONS),
    owners: fc.constantFrom(0, 20, ''),
    color: text(30),
    engineCc: fc.constantFrom(50, 1500, 10_000),
    vin: fc.constantFrom('JTDBR32E720123456', 'jtdbr32e720123456', ''),
  });

function jsonBody(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Body> {
  return fc.oneof(
    { weight: 12, arbitrary: objectOf(fields).map((value): Body => ({ kind: 'json', value })) },
    { weight: 1, arbitrary: hostileValue.map((value): Body => ({ kind: 'json', value })) },
    { weight: 1, arbitrary: rawBody(Object.keys(fields)) },
  );
}

/**
 * An object with the DTO's fields: either each field valid, hostile or missing, or (to get past validation to
 * the database) every field valid but one; sometimes with unknown fields.
 */
function objectOf(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(fields);
  if (names.length === 0) return mixedObject(fields);
  const allButOne = fc
    .constantFrom(...names)
    .chain((broken) =>
      fc
        .tuple(fc.record(fields), fc.oneof(hostileValue, fc.constant(MISSING)))
        .map(([values, value]) => withoutMissing([...Object.entries(values), [broken, value]])),
    );
  return fc.oneof(mixedObject(fields), allButOne);
}

const withoutMissing = (entries: [string, unknown][]) =>
  Object.fromEntries(entries.filter(([, value]) => value !== MISSING));

function mixedObject(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> {
  return (
    fc
      .tuple(
        fc.record(Object.fromEntries(Object.entries(fields).map(([name, valid]) => [name, field(valid)]))),
        fc.oneof(
          { weight: 3, arbitrary: fc.constant([]) },
          {
            weight: 1,
            arbitrary: fc.array(fc.tuple(extraKey, hostileValue), { minLength: 1, maxLength: 2 }),
          },
        ),
      )
      // fromEntries makes "__proto__" an own key, so it is really sent.
      .map(([values, extras]) => withoutMissing([...Object.entries(values), ...extras]))
  );
}

function rawBody(names: string[]): fc.Arbitrary<Body> {
  const name = names.length > 0 ? fc.constantFrom(...names) : fc.constant('x');
  return fc.oneof(
    fc
      .constantFrom('{', '{"a":', '[1,', '{"a":1}}', 'null', '"text"', '\u0000', '{"a":"\\uD800"}')
      .map((text): Body => ({ kind: 'raw', contentType: 'application/json', text })),
    fc.tuple(name, hostileString).map(([key, value]): Body => ({
      kind: 'raw',
      contentType: 'application/x-www-form-urlencoded',
      text: `${key}[$gt]=${percentEncode(value)}&${key}=${percentEncode(value)}`,
    })),
    fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/json; charset=utf-16',
          'application/json; charset=bogus',
          'application/xml',
          'multipart/form-data; boundary=x',
        ),
        hostileString,
      )
      .map(([contentType, text]): Body => ({ kind: 'raw', contentType, text })),
    // A form upload where JSON belongs.
    fc
      .array(fc.tuple(name, shortHostileString), { maxLength: 3 })
      .map((fields): Body => ({ kind: 'multipart', fields, files: [] })),
  );
}

/** Query strings over the DTO's names (valid, hostile, repeated or bracketed) plus unknown names. */
function queryString(fields: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> {
  const value = (valid: fc.Arbitrary<string>) =>
    fc.oneof(
      { weight: 2, arbitrary: valid.map((v) => [v]) },
      { weight: 3, arbitrary: shortHostileString.map((v) => [v]) },
      { weight: 1, arbitrary: fc.array(shortHostileString, { minLength: 2, maxLength: 3 }) },
      { weight: 2, arbitrary: fc.constant([] as string[]) },
    );
  return fc
    .tuple(
      fc.record(Object.fromEntries(Object.entries(fields).map(([name, valid]) => [name, value(valid)]))),
      fc.array(fc.tuple(fc.oneof(extraKey, fc.constant('page[$gt]')), shortHostileString), { maxLength: 1 }),
    )
    .map(([values, extras]) => {
      const pairs = [
        ...Object.entries(values).flatMap(([name, list]) => list.map((v) => [name, v] as const)),
        ...extras,
      ].map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`);
      // Keep the whole request line under Node's 16 kB header limit.
      while (pairs.join('&').length > 3 * REQUEST_LINE_BUDGET) pairs.pop();
      return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
    });
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is sent as its WTF-8 bytes: invalid UTF-8,
 * which the server must refuse politely.
 */
function percentEncode(value: string): string {
  let encoded = '';
  for (const char of value) {
    const code = char.charCodeAt(0);
    encoded +=
      char.length === 1 && code >= 0xd800 && code <= 0xdfff
        ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join('')
        : encodeURIComponent(char);
  }
  return encoded;
}

/**
 * Strings for the request line: Node refuses a request line over 16 kB with 431 before the app sees it, so path
 * and query fuzzing stays at a few kB.
 */
const REQUEST_LINE_BUDGET = 4000;
const fitsRequestLine = (value: string) => percentEncode(value).length <= REQUEST_LINE_BUDGET;
const shortHostileString = fc.oneof(
  { weight: 8, arbitrary: hostileString.filter(fitsRequestLine) },
  {
    weight: 1,
    arbitrary: fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 2 })
      .map((unit) => unit.repeat(Math.floor(REQUEST_LINE_BUDGET / percentEncode(unit).length))),
  },
);

/** A path parameter: a real id (sometimes upper-cased), an unknown one or a hostile string, percent-encoded. */
function pathParam(...valid: string[]): fc.Arbitrary<string> {
  return fc
    .oneof(
      { weight: 2, arbitrary: fc.constantFrom(...valid, newId(), '00000000-0000-0000-0000-000000000000') },
      { weight: 1, arbitrary: fc.constantFrom(...valid).map((id) => id.toUpperCase()) },
      { weight: 5, arbitrary: shortHostileString },
    )
    .map((value) => percentEncode(value) || '%20');
}

/**
 * Valid text: any graphemes (emoji, combining marks, 4-byte UTF-8) within the field's length, and strings at the
 * limit as class-validator counts it (it does not count U+FE0F variation selectors) but longer for the column.
 */
const text = (maxLength = 30) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('a', '😀', 'é', '\u2764\uFE0F').map((unit) => unit.repeat(maxLength)),
    },
  );

/** Phone numbers the rule accepts (7 to 15 digits), some padded with separators far past the 32-character column. */
const phone = fc.oneof(
  fc.constantFrom('01711000000', '+880 1711-000000'),
  fc
    .tuple(fc.constantFrom(' ', '-', ' - '), fc.integer({ min: 1, max: 40 }))
    .map(([separator, count]) => `+1${separator.repeat(count)}234567`),
);

/** A path whose parameter is fuzzed and whose JSON body is fuzzed too (or absent). */
function pathAndBody(
  path: (param: string) => string,
  param: fc.Arbitrary<string>,
  body: fc.Arbitrary<Body | undefined>,
): fc.Arbitrary<FuzzRequest> {
  return fc.tuple(param, body).map(([p, b]) => ({ path: path(p), body: b }));
}

const noBody = fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: jsonBody({}) },
);

// --- Every route that takes input ------------------------------------------------------------------------------

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const upload: fc.Arbitrary<Upload> = fc.record({
  field: fc.oneof({ weight: 4, arbitrary: fc.constant('image') }, { weight: 1, arbitrary: text(12) }),
  content: fc.oneof(
    fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
    fc.constant(Buffer.alloc(0)),
    fc.constant(PNG.subarray(0, 40)), // a cut-off PNG
    fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
    fc.constant(Buffer.from('%PDF-1.4\n%âãÏÓ\n')),
  ),
  filename: fc.oneof(
    fc.constantFrom('car.png', '../../etc/passwd', 'a.svg', '.png', 'x'),
    shortHostileString,
  ),
  contentType: fc.constantFrom('image/png', 'image/jpeg', 'image/svg+xml', 'application/pdf', 'text/plain'),
});

/** The /cars search as a query string: the list and its facets take the same filters. */
const productSearch = queryString({
  q: text(),
  category: fc.constantFrom('sedan', 'suv'),
  brand: fc.constantFrom('toyota', 'honda'),
  condition: fc.constantFrom(...CONDITIONS),
  location: fc.constantFrom(...LOCATIONS),
  minPrice: fc.constantFrom('0', '100.5', '10000000'),
  maxPrice: fc.constantFrom('1', '99999.99'),
  minYear: fc.constantFrom('1900', '2018'),
  maxYear: fc.constantFrom('2100', '2020'),
  minMileage: fc.constantFrom('0', '50000', '2000000'),
  maxMileage: fc.constantFrom('0', '120000', '2000000'),
  fuel: fc.constantFrom(...FUELS, 'Petrol,Hybrid', 'LPG, CNG,LPG'),
  transmission: fc.constantFrom(...TRANSMISSIONS),
  model: fc.oneof(fc.constantFrom('Corolla Axio', 'corolla axio', 'Civic'), text(60)),
  sort: fc.constantFrom(...PRODUCT_SORTS),
  page: fc.constantFrom('1', '2', '1000000'),
  pageSize: fc.constantFrom('1', '12', '100'),
});

const FUZZ: Record<string, RouteFuzz> = {
  'POST /api/auth/signup': {
    as: 'anonymous',
    requests: () =>
      jsonBody({
        displayName: text(100),
        email: fc.constant(null).map(() => uniqueEmail('fuzz')),
        password: fc.constant('Secret#1'),
        role: fc.constantFrom('Buyer', 'Seller', 'Admin'),
      }).map((body) => ({ path: '/api/auth/signup', body })),
  },
  'POST /api/auth/login': {
    as: 'anonymous',
    requests: () =>
      jsonBody({ email: fc.constantFrom(DEMO.buyer, DEMO.admin), password: fc.constant(DEMO_PASSWORD) }).map(
        (body) => ({ path: '/api/auth/login', body }),
      ),
  },
  'POST /api/auth/verify-email': {
    as: 'anonymous',
    requests: () => jsonBody({ token: text(120) }).map((body) => ({ path: '/api/auth/verify-email', body })),
  },
  'POST /api/auth/password-reset': {
    as: 'anonymous',
    requests: () =>
      jsonBody({
        email: fc.oneof(
          text(254),
          fc.constant(null).map(() => uniqueEmail('fuzz')),
        ),
      }).map((body) => ({ path: '/api/auth/password-reset', body })),
  },
  'POST /api/auth/password-reset/confirm': {
    as: 'anonymous',
    requests: () =>
      jsonBody({ token: text(120), password: fc.constantFrom('Another#pass1', 'short', '') }).map((body) => ({
        path: '/api/auth/password-reset/confirm',
        body,
      })),
  },
  // Never the buyer's real password, so the fuzzer never changes it (the tokens it holds stay valid).
  'POST /api/auth/change-password': {
    as: 'buyer',
    requests: () =>
      jsonBody({
        currentPassword: text(100),
        newPassword: fc.constantFrom('Another#pass1', 'short', ''),
      }).map((body) => ({ path: '/api/auth/change-password', body })),
  },
  // Never the buyer's real password either, so the account is never deleted (a wrong one answers 400).
  'POST /api/users/me/delete': {
    as: 'buyer',
    requests: () =>
      jsonBody({
        password: text(200),
        email: fc.constantFrom('buyer@demo.test', 'someone@else.test', ''),
      }).map((body) => ({ path: '/api/users/me/delete', body })),
  },
  'POST /api/used-jwt': {
    as: 'buyer',
    requests: (f) =>
      jsonBody({ uid: fc.constant(f.ids.buyer) }).map((body) => ({ path: '/api/used-jwt', body })),
  },
  'GET /api/auth/oidc/start': {
    as: 'anonymous',
    requests: () =>
      queryString({ returnTo: fc.constantFrom('/cars', '//evil.test', 'https://evil.test') }).map((q) => ({
        path: `/api/auth/oidc/start${q}`,
      })),
  },
  'GET /api/auth/oidc/callback': {
    as: 'anonymous',
    requests: () =>
      queryString({ code: text(), state: text(), iss: text(), error: text() }).map((q) => ({
        path: `/api/auth/oidc/callback${q}`,
      })),
  },
  'PATCH /api/users/me': {
    as: 'buyer',
    requests: (f) =>
      jsonBody({ displayName: text(100), photoURL: fc.constantFrom(f.imageUrl, null) }).map((body) => ({
        path: '/api/users/me',
        body,
      })),
  },
  'POST /api/users': {
    as: 'buyer',
    requests: (f) =>
      jsonBody({
        displayName: text(100),
        email: text(),
        uid: fc.constantFrom(f.ids.buyer, f.ids.seller),
        photoURL: fc.constantFrom(f.imageUrl, null, 'https://lh3.example/p.jpg'),
        role: fc.constantFrom(...ROLES),
        date: text(),
      }).map((body) => ({ path: '/api/users', body })),
  },
  'GET /api/users/:uid': {
    as: 'anonymous',
    requests: (f) => pathParam(f.ids.seller).map((uid) => ({ path: `/api/users/${uid}` })),
  },
  'GET /api/all-users': {
    as: 'admin',
    requests: () =>
      queryString({ role: fc.constantFrom(...ROLES) }).map((q) => ({ path: `/api/all-users${q}` })),
  },
  'PUT /api/all-users/:uid': {
    as: 'admin',
    requests: (f) =>
      pathAndBody(
        (uid) => `/api/all-users/${uid}`,
        pathParam(f.victimId),
        jsonBody({ verified: fc.boolean() }),
      ),
  },
  'PUT /api/all-users/:uid/suspension': {
    as: 'admin',
    requests: (f) =>
      pathAndBody(
        (uid) => `/api/all-users/${uid}/suspension`,
        pathParam(f.victimId),
        jsonBody({ suspended: fc.boolean() }),
      ),
  },
  'DELETE /api/user/:uid': {
    as: 'admin',
    requests: (f) => pathAndBody((uid) => `/api/user/${uid}`, pathParam(f.victimId), noBody),
  },
  'GET /api/category/:categoryName': {
    as: 'anonymous',
    requests: () => pathParam('sedan', 'suv').map((name) => ({ path: `/api/category/${name}` })),
  },
  'POST /api/category': {
    as: 'admin',
    requests: (f) =>
      jsonBody({
        category: text(60),
        thumbnail: fc.constantFrom(f.thumbUrl, f.imageUrl),
        value: text(),
        date: text(),
      }).map((body) => ({ path: '/api/category', body })),
  },
  'PATCH /api/category/:id': {
    as: 'admin',
    requests: (f) =>
      pathAndBody((id) => `/api/category/${id}`, pathParam(f.categoryId), jsonBody({ category: text(60) })),
  },
  'DELETE /api/category/:id': {
    as: 'admin',
    requests: (f) => pathAndBody((id) => `/api/category/${id}`, pathParam(f.categoryId), noBody),
  },
  'POST /api/brand': {
    as: 'admin',
    requests: () =>
      jsonBody({ brandName: text(60), value: text(), date: text() }).map((body) => ({
        path: '/api/brand',
        body,
      })),
  },
  'PATCH /api/brand/:id': {
    as: 'admin',
    requests: (f) =>
      pathAndBody((id) => `/api/brand/${id}`, pathParam(f.brandId), jsonBody({ brandName: text(60) })),
  },
  'DELETE /api/brand/:id': {
    as: 'admin',
    requests: (f) => pathAndBody((id) => `/api/brand/${id}`, pathParam(f.brandId), noBody),
  },
  'GET /api/products': {
    as: 'anonymous',
    requests: () => productSearch.map((q) => ({ path: `/api/products${q}` })),
  },
  'GET /api/products/facets': {
    as: 'anonymous',
    requests: () => productSearch.map((q) => ({ path: `/api/products/facets${q}` })),
  },
  'GET /api/products/sitemap': {
    as: 'anonymous',
    requests: (f) => pathParam(f.carId).map((after) => ({ path: `/api/products/sitemap?after=${after}` })),
  },
  'GET /api/sellers/sitemap': {
    as: 'anonymous',
    requests: (f) =>
      pathParam(f.ids.seller).map((after) => ({ path: `/api/sellers/sitemap?after=${after}` })),
  },
  'GET /api/models': {
    as: 'anonymous',
    requests: () =>
      queryString({ brand: fc.oneof(fc.constantFrom('toyota', 'Honda', ' nissan '), text(60)) }).map((q) => ({
        path: `/api/models${q}`,
      })),
  },
  'GET /api/product/:id': {
    as: 'anonymous',
    requests: (f) => pathParam(f.carId).map((id) => ({ path: `/api/product/${id}` })),
  },
  'GET /api/product/:id/similar': {
    as: 'anonymous',
    requests: (f) => pathParam(f.carId).map((id) => ({ path: `/api/product/${id}/similar` })),
  },
  'GET /api/sellers/:id': {
    as: 'anonymous',
    requests: (f) => pathParam(f.ids.seller).map((id) => ({ path: `/api/sellers/${id}` })),
  },
  'POST /api/product': {
    as: 'seller',
    requests: (f) => listingForm(f).map((body) => ({ path: '/api/product', body })),
  },
  'PUT /api/product/:id': {
    as: 'seller',
    requests: (f) => pathAndBody((id) => `/api/product/${id}`, pathParam(f.carId), listingForm(f)),
  },
  'GET /api/my-products/:uid': {
    as: 'seller',
    requests: (f) => pathParam(f.ids.seller).map((uid) => ({ path: `/api/my-products/${uid}` })),
  },
  'PATCH /api/my-products/:productId': {
    as: 'seller',
    requests: (f) =>
      pathAndBody((id) => `/api/my-products/${id}`, pathParam(f.carId), jsonBody({ status: fc.boolean() })),
  },
  'DELETE /api/my-products/:id': {
    as: 'seller',
    requests: (f) =>
      pathAndBody(
        (id) => `/api/my-products/${id}`,
        pathParam(f.carId),
        fc.oneof(fc.constant(undefined), jsonBody({ uid: fc.constant(f.ids.seller) })),
      ),
  },
  'GET /api/admin/products': {
    as: 'admin',
    requests: () =>
      queryString({
        q: text(),
        status: fc.constantFrom(...LISTING_STATUSES),
        page: fc.constantFrom('1', '3'),
        pageSize: fc.constantFrom('5', '100'),
      }).map((q) => ({ path: `/api/admin/products${q}` })),
  },
  'PATCH /api/admin/products/:id/takedown': {
    as: 'admin',
    requests: (f) =>
      pathAndBody(
        (id) => `/api/admin/products/${id}/takedown`,
        pathParam(f.carId),
        jsonBody({ reason: text(500) }),
      ),
  },
  'POST /api/images': {
    as: 'buyer',
    requests: () =>
      fc
        .tuple(
          fc.array(fc.tuple(fc.oneof(fc.constant('image'), text(10)), shortHostileString), { maxLength: 2 }),
          fc.array(upload, { maxLength: 2 }),
        )
        .map(([fields, files]) => ({ path: '/api/images', body: { kind: 'multipart', fields, files } })),
  },
  'GET /api/media/:file': {
    as: 'anonymous',
    requests: (f) =>
      pathParam(f.imageUrl.replace('/api/media/', ''), 'jwt-secret', '..%2Fjwt-secret').map((file) => ({
        path: `/api/media/${file}`,
      })),
  },
  'GET /api/wishlist/:uid': {
    as: 'buyer',
    requests: (f) => pathParam(f.ids.buyer).map((uid) => ({ path: `/api/wishlist/${uid}` })),
  },
  'POST /api/wishlist': {
    as: 'buyer',
    requests: (f) =>
      jsonBody({ productID: fc.constant(f.carId) }).map((body) => ({ path: '/api/wishlist', body })),
  },
  'DELETE /api/wishlist/:productID': {
    as: 'buyer',
    requests: (f) => pathAndBody((id) => `/api/wishlist/${id}`, pathParam(f.carId), noBody),
  },
  'POST /api/orders': {
    as: 'buyer',
    requests: (f) =>
      jsonBody({
        productID: fc.constant(f.carId),
        customerMobile: phone,
        meetLocation: text(200),
      }).map((body) => ({ path: '/api/orders', body })),
  },
  'GET /api/orders/:uid': {
    as: 'buyer',
    requests: (f) => pathParam(f.ids.buyer).map((uid) => ({ path: `/api/orders/${uid}` })),
  },
  'POST /api/conversations': {
    as: 'buyer',
    requests: (f) =>
      jsonBody({ productID: fc.constant(f.carId), text: text(2100) }).map((body) => ({
        path: '/api/conversations',
        body,
      })),
  },
  'GET /api/conversations/:id/messages': {
    as: 'seller',
    requests: (f) =>
      fc
        .tuple(pathParam(f.conversationId), queryString({ before: fc.constantFrom(newId(), 'x', '') }))
        .map(([id, q]) => ({ path: `/api/conversations/${id}/messages${q}` })),
  },
  'POST /api/conversations/:id/messages': {
    as: 'seller',
    requests: (f) =>
      fc
        .tuple(pathParam(f.conversationId), jsonBody({ text: text(2100) }))
        .map(([id, body]) => ({ path: `/api/conversations/${id}/messages`, body })),
  },
  'POST /api/conversations/:id/block': {
    as: 'buyer',
    requests: (f) =>
      pathAndBody((id) => `/api/conversations/${id}/block`, pathParam(f.conversationId), noBody),
  },
  'DELETE /api/conversations/:id/block': {
    as: 'buyer',
    requests: (f) =>
      pathAndBody((id) => `/api/conversations/${id}/block`, pathParam(f.conversationId), noBody),
  },
  'POST /api/conversations/:id/report': {
    as: 'buyer',
    requests: (f) =>
      pathAndBody(
        (id) => `/api/conversations/${id}/report`,
        pathParam(f.conversationId),
        jsonBody({
          reason: fc.constantFrom(...CONVERSATION_REPORT_REASONS),
          details: fc.string({ maxLength: 40 }),
        }),
      ),
  },
  'POST /api/conversations/:id/offers': {
    as: 'buyer',
    requests: (f) =>
      pathAndBody(
        (id) => `/api/conversations/${id}/offers`,
        pathParam(f.conversationId),
        jsonBody({ amount: fc.constantFrom(1, 100.5, 18500.5, 99_999_999) }),
      ),
  },
  'GET /api/conversations/:id/offers': {
    as: 'seller',
    requests: (f) => pathParam(f.conversationId).map((id) => ({ path: `/api/conversations/${id}/offers` })),
  },
  'PATCH /api/offers/:id': {
    as: 'seller',
    requests: (f) =>
      pathAndBody(
        (id) => `/api/offers/${id}`,
        pathParam(f.offerId),
        jsonBody({
          action: fc.constantFrom(...OFFER_ACTIONS),
          amount: fc.constantFrom(1, 100.5, 18500.5),
        }),
      ),
  },
  'GET /api/conversation-reports': {
    as: 'admin',
    requests: () =>
      queryString({ status: fc.constantFrom(...CONVERSATION_REPORT_STATUSES) }).map((q) => ({
        path: `/api/conversation-reports${q}`,
      })),
  },
  'PATCH /api/conversation-reports/:id': {
    as: 'admin',
    requests: (f) =>
      pathAndBody(
        (id) => `/api/conversation-reports/${id}`,
        pathParam(f.conversationReportId),
        jsonBody({ action: fc.constantFrom(...CONVERSATION_REPORT_ACTIONS) }),
      ),
  },
  'GET /api/notifications': {
    as: 'buyer',
    requests: () =>
      queryString({ page: fc.constantFrom('1', '2'), pageSize: fc.constantFrom('1', '20', '100') }).map(
        (q) => ({
          path: `/api/notifications${q}`,
        }),
      ),
  },
  'POST /api/notifications/:id/read': {
    as: 'buyer',
    requests: (f) =>
      pathAndBody((id) => `/api/notifications/${id}/read`, pathParam(f.notificationId), noBody),
  },
  'POST /api/saved-searches': {
    as: 'buyer',
    requests: () =>
      jsonBody({
        name: text(100),
        query: objectOf({
          q: text(120),
          brand: fc.constantFrom('toyota', 'honda'),
          model: text(60),
          minPrice: fc.constantFrom('0', 100.5, '10000000', -1),
          maxPrice: fc.constantFrom('20000', 99999.99),
          minYear: fc.constantFrom('2018', 1800),
          fuel: fc.constantFrom(...FUELS, 'Petrol,Hybrid', ['LPG', 'CNG']),
          transmission: fc.constantFrom(...TRANSMISSIONS),
          sort: fc.constantFrom(...PRODUCT_SORTS),
          page: fc.constantFrom('2'),
        }),
        emailAlerts: fc.boolean(),
      }).map((body) => ({ path: '/api/saved-searches', body })),
  },
  'PATCH /api/saved-searches/:id': {
    as: 'buyer',
    requests: (f) =>
      fc
        .tuple(pathParam(f.savedSearchId), jsonBody({ name: text(100), emailAlerts: fc.boolean() }))
        .map(([id, body]) => ({ path: `/api/saved-searches/${id}`, body })),
  },
  'DELETE /api/saved-searches/:id': {
    as: 'buyer',
    requests: (f) => pathAndBody((id) => `/api/saved-searches/${id}`, pathParam(f.savedSearchId), noBody),
  },
  'GET /api/saved-searches/unsubscribe/:token': {
    as: 'anonymous',
    requests: (f) =>
      pathParam(f.unsubscribeToken).map((token) => ({ path: `/api/saved-searches/unsubscribe/${token}` })),
  },
  'POST /api/saved-searches/unsubscribe/:token': {
    as: 'anonymous',
    requests: (f) =>
      pathAndBody(
        (token) => `/api/saved-searches/unsubscribe/${token}`,
        pathParam(f.unsubscribeToken),
        noBody,
      ),
  },
  'DELETE /api/orders/:orderId': {
    as: 'buyer',
    requests: (f) => pathAndBody((id) => `/api/orders/${id}`, pathParam(f.orderId), noBody),
  },
  // The handover: fuzzed paths and bodies aimed at a paid order and a disputed one of the fuzzing accounts.
  'POST /api/seller/bookings/:orderId/handover': {
    as: 'seller',
    requests: (f) =>
      pathAndBody((id) => `/api/seller/bookings/${id}/handover`, pathParam(f.paidOrderId), noBody),
  },
  'POST /api/seller/bookings/:orderId/cancel': {
    as: 'seller',
    requests: (f) =>
      pathAndBody((id) => `/api/seller/bookings/${id}/cancel`, pathParam(f.paidOrderId), noBody),
  },
  'POST /api/orders/:orderId/receipt': {
    as: 'buyer',
    requests: (f) => pathAndBody((id) => `/api/orders/${id}/receipt`, pathParam(f.paidOrderId), noBody),
  },
  'POST /api/orders/:orderId/dispute': {
    as: 'buyer',
    requests: (f) =>
      fc
        .tuple(
          pathParam(f.paidOrderId),
          jsonBody({
            reason: fc.constantFrom(...DISPUTE_REASONS, 'other', ''),
            message: text(2100),
          }),
        )
        .map(([id, body]) => ({ path: `/api/orders/${id}/dispute`, body })),
  },
  'POST /api/orders/:orderId/dispute/answer': {
    as: 'seller',
    requests: (f) =>
      fc
        .tuple(pathParam(f.disputedOrderId), jsonBody({ message: text(2100) }))
        .map(([id, body]) => ({ path: `/api/orders/${id}/dispute/answer`, body })),
  },
  'POST /api/admin/disputes/:orderId/decision': {
    as: 'admin',
    requests: (f) =>
      fc
        .tuple(
          pathParam(f.disputedOrderId),
          jsonBody({ decideFor: fc.constantFrom('buyer', 'seller', 'both', '') }),
        )
        .map(([id, body]) => ({ path: `/api/admin/disputes/${id}/decision`, body })),
  },
  'POST /api/create-payment-intent': {
    as: 'buyer',
    requests: (f) =>
      jsonBody({ orderId: fc.constant(f.orderId) }).map((body) => ({
        path: '/api/create-payment-intent',
        body,
      })),
  },
  'PATCH /api/orders/:orderId/:productID': {
    as: 'buyer',
    requests: (f) =>
      fc
        .tuple(pathParam(f.orderId), pathParam(f.carId), noBody)
        .map(([orderId, productId, body]) => ({ path: `/api/orders/${orderId}/${productId}`, body })),
  },
  'POST /api/payments/webhook': {
    as: 'anonymous',
    requests: () =>
      fc
        .tuple(
          jsonBody({
            id: text(),
            type: fc.constantFrom('payment_intent.succeeded', 'payment_intent.payment_failed'),
            data: fc.constant({ object: { id: 'pi_x', metadata: { orderId: newId() } } }),
          }),
          fc.option(fc.oneof(shortHostileString, fc.constant('t=1,v1=00')), { nil: undefined }),
        )
        .map(([body, signature]): FuzzRequest => ({
          path: '/api/payments/webhook',
          body,
          // Header values must be Latin-1: anything else is refused by Node's client before it is sent.
          headers: signature === undefined ? undefined : { 'stripe-signature': percentEncode(signature) },
        })),
  },
  'POST /api/payments/sandbox/confirm': {
    as: 'anonymous',
    requests: () =>
      jsonBody({
        clientSecret: fc.constantFrom(`pi_${newId()}_secret_x`, 'pi_x'),
        card: objectOf({
          number: fc.constantFrom('4242 4242 4242 4242', '4000000000000002'),
          exp_month: fc.constantFrom(12, 1),
          exp_year: fc.constantFrom(2040, 2000),
          cvc: fc.constantFrom('123', '1234'),
        }),
      }).map((body) => ({ path: '/api/payments/sandbox/confirm', body })),
  },
  'POST /api/reports': {
    as: 'buyer',
    requests: (f) =>
      jsonBody({
        productID: fc.constant(f.carId),
        reason: fc.constantFrom(...REPORT_REASONS),
        note: text(500),
      }).map((body) => ({ path: '/api/reports', body })),
  },
  'GET /api/reports': {
    as: 'admin',
    requests: () =>
      queryString({ page: fc.constantFrom('1', '2'), pageSize: fc.constantFrom('10', '100') }).map((q) => ({
        path: `/api/reports${q}`,
      })),
  },
  'PATCH /api/reports/:productID': {
    as: 'admin',
    requests: (f) =>
      pathAndBody(
        (id) => `/api/reports/${id}`,
        pathParam(f.carId),
        jsonBody({ action: fc.constantFrom(...REPORT_ACTIONS), reason: text(500) }),
      ),
  },
  'POST /api/contact-messages': {
    as: 'anonymous',
    requests: () =>
      jsonBody({
        name: text(120),
        email: fc.oneof(
          fc.constant(null).map(() => uniqueEmail('fuzz')),
          text(260),
        ),
        topic: fc.constantFrom(...CONTACT_TOPICS, 'Buying'),
        message: text(2100),
      }).map((body) => ({ path: '/api/contact-messages', body })),
  },
  'GET /api/contact-messages': {
    as: 'admin',
    requests: () =>
      queryString({
        status: fc.constantFrom(...CONTACT_MESSAGE_STATUSES),
        page: fc.constantFrom('1', '2'),
        pageSize: fc.constantFrom('10', '100'),
      }).map((q) => ({ path: `/api/contact-messages${q}` })),
  },
  'POST /api/contact-messages/:id/handled': {
    as: 'admin',
    requests: (f) =>
      pathAndBody((id) => `/api/contact-messages/${id}/handled`, pathParam(f.contactMessageId), noBody),
  },
  'POST /api/reviews': {
    as: 'buyer',
    requests: (f) =>
      jsonBody({
        orderId: fc.constantFrom(f.completedOrderId, f.orderId, newId(), 'x'),
        stars: fc.constantFrom(1, 5, 0, 6, 4.5, '5', -1, Number.MAX_VALUE),
        text: text(2100),
      }).map((body) => ({ path: '/api/reviews', body })),
  },
  'GET /api/reviews/mine': {
    as: 'buyer',
    requests: () =>
      queryString({ page: fc.constantFrom('1', 'x') }).map((q) => ({ path: `/api/reviews/mine${q}` })),
  },
  'POST /api/reviews/:id/answer': {
    as: 'seller',
    requests: (f) =>
      pathAndBody((id) => `/api/reviews/${id}/answer`, pathParam(f.reviewId), jsonBody({ text: text(2100) })),
  },
  'GET /api/sellers/:id/reviews': {
    as: 'anonymous',
    requests: (f) =>
      fc
        .tuple(
          pathParam(f.ids.seller),
          queryString({ page: fc.constantFrom('1', '0', 'x'), pageSize: fc.constantFrom('5', '101') }),
        )
        .map(([id, q]) => ({ path: `/api/sellers/${id}/reviews${q}` })),
  },
  'GET /api/seller/reviews': {
    as: 'seller',
    requests: () =>
      queryString({
        page: fc.constantFrom('1', '2', '0', 'x'),
        pageSize: fc.constantFrom('10', '100', '101'),
      }).map((q) => ({ path: `/api/seller/reviews${q}` })),
  },
  'GET /api/admin/reviews': {
    as: 'admin',
    requests: () =>
      queryString({
        status: fc.constantFrom(...REVIEW_STATUSES, 'all'),
        page: fc.constantFrom('1', '2'),
        pageSize: fc.constantFrom('10', '100'),
      }).map((q) => ({ path: `/api/admin/reviews${q}` })),
  },
  'POST /api/admin/reviews/:id/hide': {
    as: 'admin',
    requests: (f) =>
      pathAndBody(
        (id) => `/api/admin/reviews/${id}/hide`,
        pathParam(f.reviewId),
        jsonBody({ reason: text(600) }),
      ),
  },
  'GET /api/audit-log': {
    as: 'admin',
    requests: () =>
      queryString({
        page: fc.constantFrom('1', '2'),
        pageSize: fc.constantFrom('10', '100'),
        action: fc.constantFrom(...AUDIT_ACTIONS),
      }).map((q) => ({ path: `/api/audit-log${q}` })),
  },
};

/**
 * Routes that read nothing from the request (no body, query or path parameter). They still get junk query
 * strings and bodies below, which they must ignore.
 */
const NO_INPUT: Record<string, Caller> = {
  'GET /api/health': 'anonymous',
  'GET /api/auth/me': 'buyer',
  'POST /api/auth/logout': 'anonymous',
  'GET /api/conversations': 'buyer',
  'GET /api/conversations/unread': 'buyer',
  'GET /api/notifications/unread': 'buyer',
  'POST /api/notifications/read-all': 'buyer',
  'GET /api/saved-searches': 'buyer',
  'POST /api/auth/verify-email/resend': 'buyer',
  'GET /api/auth/providers': 'anonymous',
  'GET /api/categories': 'anonymous',
  'GET /api/brand': 'anonymous',
  'GET /api/catalog/version': 'anonymous',
  'GET /api/advertise-product': 'anonymous',
  'GET /api/products/sitemap/pages': 'anonymous',
  'GET /api/sellers/sitemap/pages': 'anonymous',
  'GET /api/seller/bookings': 'seller',
  'GET /api/seller/offers': 'seller',
  'GET /api/admin/disputes': 'admin',
  'GET /api/payments/config': 'anonymous',
  'GET /api/admin/stats': 'admin',
  'GET /api/seller/stats': 'seller',
};

/** Event streams never end, so they are not fuzzed here; they take no input (api/test/live.spec.ts tests them). */
const STREAMS = ['GET /api/live/events'];

// --- The properties ------------------------------------------------------------------------------------------

/** What an error message must never show: internals, SQL, or an object printed as text. */
const LEAKS = [
  /\[object Object\]/,
  /\n\s+at .+\(.+:\d+:\d+\)/, // a stack frame
  /QueryFailedError|SQLITE_|ER_[A-Z_]{3,}|sqlMessage|better-sqlite3|mysql2/i,
  /\b(SELECT|INSERT INTO|UPDATE|DELETE FROM)\b.+\b(FROM|VALUES|SET|WHERE)\b/i,
  /TypeError|ReferenceError|Cannot read propert/,
];

/** Throws (so fast-check shrinks and reports it) unless the answer keeps the properties. */
function checkAnswer(status: number, body: unknown, changed: boolean): void {
  const problems: string[] = [];
  if (status >= 500) problems.push(`answered ${status}`);
  if (status >= 400) {
    const error = body as { statusCode?: unknown; error?: unknown; message?: unknown; status?: unknown };
    // The original category and brand conflicts answer {status: 'bad', message} (StatusBadError).
    const isStatusBad = status === 409 && error?.status === 'bad';
    if (!isStatusBad && error?.statusCode !== status) problems.push('statusCode missing or wrong');
    if (!isStatusBad && (typeof error?.error !== 'string' || error.error === ''))
      problems.push('error missing');
    const messages = Array.isArray(error?.message) ? (error.message as unknown[]) : [error?.message];
    if (messages.length === 0 || !messages.every((m) => typeof m === 'string' && m.trim() !== '')) {
      problems.push('message missing or not text');
    }
    const leak = LEAKS.find((pattern) => messages.some((m) => typeof m === 'string' && pattern.test(m)));
    if (leak) problems.push(`message leaks ${String(leak)}`);
    if (changed) problems.push('a refused request changed the database');
  }
  if (problems.length > 0) {
    throw new Error(`${problems.join('; ')}: ${status} ${JSON.stringify(body)?.slice(0, 500)}`);
  }
}

describe('fuzzing every route that takes input', () => {
  let testApp: TestApp;
  const tokens = {} as Record<Exclude<Caller, 'anonymous'>, string>;
  let fixtures: Fixtures;

  beforeAll(async () => {
    // The rate limits are raised so that the fuzzer tests validation, not the limiter (which has its own tests).
    testApp = await createTestApp({
      env: {
        AUTH_RATE_LIMIT: '100000',
        WRITE_RATE_LIMIT: '100000',
        PASSWORD_RESET_CLIENT_HOURLY_LIMIT: '100000',
      },
    });
    const [buyer, seller, admin] = await Promise.all([
      login(testApp.http, DEMO.buyer),
      login(testApp.http, DEMO.seller),
      login(testApp.http, DEMO.admin),
    ]);
    Object.assign(tokens, { buyer: buyer.token, seller: seller.token, admin: admin.token });
    const ids = { buyer: buyer.user.uid, seller: seller.user.uid, admin: admin.user.uid };

    const image = await request(testApp.http)
      .post('/api/images')
      .set(...bearer(seller.token))
      .attach('image', PNG, 'pixel.png')
      .expect(201);
    const { url: imageUrl, thumbUrl } = (image.body as { data: { url: string; thumbUrl: string } }).data;

    const { dataSource } = testApp;
    const car = await cloneListing(testApp, ids.seller);
    // The order is on a car of its own, so a fuzzed booking or report of the first car never touches it.
    const order = await saveUnpaidOrder(dataSource, await cloneListing(testApp, ids.seller), ids.buyer);
    const paidOrder = await savePaidOrder(dataSource, await cloneListing(testApp, ids.seller), ids.buyer);
    const disputedOrder = await savePaidOrder(
      dataSource,
      await cloneListing(testApp, ids.seller),
      ids.buyer,
      {
        disputed: true,
      },
    );
    const victim = await saveVictim(dataSource);
    const conversation = await saveConversation(dataSource, car, ids.buyer);
    const offer = await saveOffer(dataSource, conversation, car.sellPriceCents - 100);
    const victimsConversation = await saveConversation(dataSource, car, victim.id);
    const conversationReport = await dataSource.getRepository(ConversationReport).save(
      Object.assign(new ConversationReport(), {
        conversationId: victimsConversation.id,
        reporterId: ids.seller,
        reason: 'abuse',
      }),
    );
    const contactMessage = await dataSource.getRepository(ContactMessage).save(
      Object.assign(new ContactMessage(), {
        name: 'A visitor',
        email: uniqueEmail('visitor'),
        topic: 'other',
        message: 'A question for the fuzzer.',
      }),
    );
    const notification = await saveNotification(dataSource, ids.buyer);
    const dealCar = await cloneListing(testApp, ids.seller);
    const completedOrder = await saveCompletedOrder(dataSource, dealCar, ids.buyer);
    const review = await saveReview(dataSource, await saveCompletedOrder(dataSource, dealCar, ids.buyer));
    const savedSearch = await saveSavedSearch(dataSource, ids.buyer);
    const { category, brand } = await saveUnusedCatalog(dataSource, thumbUrl);
    fixtures = {
      ids,
      carId: car.id,
      orderId: order.id,
      paidOrderId: paidOrder.id,
      disputedOrderId: disputedOrder.id,
      conversationId: conversation.id,
      offerId: offer.id,
      conversationReportId: conversationReport.id,
      contactMessageId: contactMessage.id,
      completedOrderId: completedOrder.id,
      reviewId: review.id,
      notificationId: notification.id,
      savedSearchId: savedSearch.id,
      unsubscribeToken: savedSearch.unsubscribeToken,
      categoryId: category.id,
      brandId: brand.id,
      victimId: victim.id,
      imageUrl,
      thumbUrl,
    };
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('has a fuzz description for every route that takes input, and lists the routes that take none', () => {
    expect([...Object.keys(FUZZ), ...Object.keys(NO_INPUT), ...STREAMS].sort()).toEqual(
      servedRoutes(testApp),
    );
    // A route with a path parameter takes input by definition.
    expect(Object.keys(NO_INPUT).filter((route) => route.includes(':'))).toEqual([]);
  });

  async function send(method: string, caller: Caller, fuzz: FuzzRequest): Promise<request.Response> {
    let pending = request(testApp.http)[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](
      fuzz.path,
    );
    if (caller !== 'anonymous') pending = pending.set(...bearer(tokens[caller]));
    for (const [name, value] of Object.entries(fuzz.headers ?? {})) pending = pending.set(name, value);
    const body = fuzz.body;
    if (body?.kind === 'json') {
      pending = pending.set('Content-Type', 'application/json').send(JSON.stringify(body.value) ?? 'null');
    } else if (body?.kind === 'raw') {
      pending = pending.set('Content-Type', body.contentType).send(body.text);
    } else if (body?.kind === 'multipart') {
      for (const [name, value] of body.fields) pending = pending.field(name, value);
      for (const file of body.files) {
        pending = pending.attach(file.field, file.content, {
          filename: file.filename,
          contentType: file.contentType,
        });
      }
    }
    return pending;
  }

  async function fuzzRoute(
    route: string,
    caller: Caller,
    requests: fc.Arbitrary<FuzzRequest>,
  ): Promise<void> {
    const [method] = route.split(' ') as [string];
    await fc.assert(
      fc.asyncProperty(requests, async (fuzz) => {
        const before = await tableFingerprint(testApp.dataSource);
        const response = await send(method, caller, fuzz);
        // What a request set off after its answer (a price drop's alerts) is its own, not the next one's.
        await testApp.app.get(ListingEvents).settled();
        const changed =
          response.status >= 400 && response.status < 500
            ? (await tableFingerprint(testApp.dataSource)) !== before
            : false;
        checkAnswer(response.status, response.body, changed);
      }),
      { numRuns: RUNS_PER_ROUTE },
    );
  }

  it.each(Object.keys(FUZZ))(
    '%s: no 5xx, readable refusals, and a refusal changes nothing',
    async (route) => {
      const { as, requests } = FUZZ[route] as RouteFuzz;
      await fuzzRoute(route, as, requests(fixtures));
    },
  );

  it.each(Object.keys(NO_INPUT))('%s ignores junk query strings and bodies', async (route) => {
    const path = route.split(' ')[1] as string;
    const junk = fc
      .tuple(queryString({ page: fc.constant('1') }), noBody)
      .map(([q, body]) => ({ path: `${path}${q}`, body }));
    await fuzzRoute(route, NO_INPUT[route] as Caller, junk);
  });

  // Counterexamples the fuzzer found, kept as plain examples so they stay fixed whatever the seed.
  describe('regressions found by fuzzing', () => {
    async function expectRefused(
      caller: Caller,
      method: 'get' | 'post' | 'patch',
      path: string,
      body: object | undefined,
      message: string,
    ): Promise<void> {
      const before = await tableFingerprint(testApp.dataSource);
      const response = await send(method, caller, { path, body: body && { kind: 'json', value: body } });
      expect({ status: response.status, message: (response.body as { message?: unknown }).message }).toEqual({
        status: 400,
        message,
      });
      expect(await tableFingerprint(testApp.dataSource)).toBe(before);
    }

    it('PATCH /api/users/me with displayName null is 400, not a NOT NULL failure (500)', async () => {
      await expectRefused(
        'buyer',
        'patch',
        '/api/users/me',
        { displayName: null },
        SIGNUP_MESSAGES.displayName,
      );
    });

    it('POST /api/used-jwt with uid null is 400, not a TypeError (500)', async () => {
      await expectRefused('buyer', 'post', '/api/used-jwt', { uid: null }, 'uid must be a string');
    });

    it('POST /api/auth/signup with a lone surrogate as email is 400, not a URIError from isEmail (500)', async () => {
      await expectRefused(
        'anonymous',
        'post',
        '/api/auth/signup',
        { displayName: 'Name', email: '\uD800', password: 'Secret#1', role: 'Buyer' },
        SIGNUP_MESSAGES.email,
      );
    });

    // 7 to 15 digits, but with separators longer than the 32-character column: "Data too long" on MariaDB.
    const paddedMobile = `+1${' '.repeat(25)}234567`;

    const listing = (changes: object) => ({
      product_name: 'Toyota Corolla',
      description: 'Fine',
      category: 'sedan',
      brand: 'toyota',
      condition: 'Excellent',
      originalPrice: 25000,
      sellPrice: 18500.5,
      location: 'Dhaka',
      purchaseYear: '2019-05',
      mobile: '01711000000',
      image: fixtures.imageUrl,
      thumbnail: fixtures.thumbUrl,
      model: 'Corolla',
      mileage: 64000,
      fuel: 'Petrol',
      transmission: 'Automatic',
      ...changes,
    });

    it('POST /api/product with a mobile longer than its column is 400, not a database error (500)', async () => {
      await expectRefused(
        'seller',
        'post',
        '/api/product',
        listing({ mobile: paddedMobile }),
        PRODUCT_MESSAGES.mobileInvalid,
      );
    });

    // class-validator's IsNumber({ maxDecimalPlaces }) reads the decimals from "1e-7" and throws a TypeError.
    it('POST /api/product with a price of 1e-7 is 400, not a TypeError in the validator (500)', async () => {
      await expectRefused(
        'seller',
        'post',
        '/api/product',
        listing({ sellPrice: 1e-7 }),
        PRODUCT_MESSAGES.priceDecimals('Sell price'),
      );
    });

    it('GET /api/products?minPrice=1e-7 is 400, not a TypeError in the validator (500)', async () => {
      const response = await request(testApp.http).get('/api/products?minPrice=1e-7');
      expect({ status: response.status, body: response.body as unknown }).toEqual({
        status: 400,
        body: expect.objectContaining({ message: expect.stringMatching(/^minPrice must be a number/) }),
      });
    });

    // class-validator's MaxLength does not count variation selectors: 240 characters passed a 120 limit.
    it('POST /api/product with a name of 120 "❤️" (240 characters) is 400, not "Data too long" (500)', async () => {
      await expectRefused(
        'seller',
        'post',
        '/api/product',
        listing({ product_name: '\u2764\uFE0F'.repeat(120) }),
        PRODUCT_MESSAGES.nameLength,
      );
    });

    it('POST /api/orders with a mobile longer than its column is 400, not a database error (500)', async () => {
      await expectRefused(
        'buyer',
        'post',
        '/api/orders',
        { productID: fixtures.carId, customerMobile: paddedMobile, meetLocation: 'Gulshan' },
        PRODUCT_MESSAGES.mobileInvalid,
      );
    });
  });
});
