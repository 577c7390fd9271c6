// The marketplace's HTTP calls as the bench drives them (the same routes and bodies as api/test and the apps),
// with fetch: sign-up and login, image upload and listing, wish list, booking, card payment in the sandbox.
import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

export const DEMO_PASSWORD = 'Demo#pass1';
/** Stripe's test card that the local sandbox provider authorises. */
export const PAYING_CARD = {
  number: '4242 4242 4242 4242',
  exp_month: 12,
  exp_year: new Date().getUTCFullYear() + 3,
  cvc: '123',
};
export const LOCATIONS = ['Dhaka', 'Chittagong', 'Borishal', 'Cumilla', 'Feni', 'Pabna', 'Noakhali'];
export const CONDITIONS = ['Excellent', 'Good', 'Fair'];
export const SORTS = ['newest', 'price_asc', 'price_desc'];

/** One HTTP call; answers `{status, body}` (JSON when it is JSON). Network failures throw. */
export async function call(baseUrl, method, path, { token, json, form, signal } = {}) {
  const headers = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  let body;
  if (json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form) {
    body = form;
  }
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body, signal });
  const text = await response.text();
  let parsed = text;
  if ((response.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
  return { status: response.status, body: parsed, headers: response.headers };
}

export function uniqueEmail(prefix) {
  return `${prefix}.${randomUUID().slice(0, 13)}@bench.test`;
}

export function signup(baseUrl, role, email = uniqueEmail(role.toLowerCase())) {
  return call(baseUrl, 'POST', '/api/auth/signup', {
    json: { displayName: `Bench ${role}`, email, password: DEMO_PASSWORD, role },
  });
}

export function login(baseUrl, email, password = DEMO_PASSWORD) {
  return call(baseUrl, 'POST', '/api/auth/login', { json: { email, password } });
}

/** A small solid-colour PNG, built by hand so the bench needs no image library. */
export function pngImage(width = 64, height = 48, rgb = [51, 68, 85]) {
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function uploadImage(baseUrl, token, png = pngImage()) {
  const form = new FormData();
  form.append('image', new Blob([png], { type: 'image/png' }), 'car.png');
  return call(baseUrl, 'POST', '/api/images', { token, form });
}

/** POST /api/product with an uploaded image's URLs; `n` varies the name, price and place; `changes` override. */
export function createListing(baseUrl, token, image, n, changes = {}) {
  return call(baseUrl, 'POST', '/api/product', {
    token,
    json: {
      product_name: `Bench Corolla ${n}`,
      description: 'Listed by the crash-safety bench.',
      category: 'sedan',
      brand: 'toyota',
      condition: CONDITIONS[n % CONDITIONS.length],
      originalPrice: 25_000,
      sellPrice: 10_000 + (n % 500) * 10,
      location: LOCATIONS[n % LOCATIONS.length],
      purchaseYear: '2019-05',
      modelYear: 2017,
      mobile: '+880 1711-000000',
      model: 'Corolla Axio',
      mileage: 40_000 + (n % 100) * 1_000,
      fuel: 'Petrol',
      transmission: 'Automatic',
      image: image.url,
      thumbnail: image.thumbUrl,
      ...changes,
    },
  });
}

export const bookingBody = (productId) => ({
  productID: productId,
  customerMobile: '+880 1711-000001',
  meetLocation: 'Gulshan 1, Dhaka',
});

export function book(baseUrl, token, productId) {
  return call(baseUrl, 'POST', '/api/orders', { token, json: bookingBody(productId) });
}

export function createPaymentIntent(baseUrl, token, orderId) {
  return call(baseUrl, 'POST', '/api/create-payment-intent', { token, json: { orderId } });
}

/** The sandbox's stand-in for Stripe.js confirmCardPayment (200 with `paymentIntent` or `error`). */
export function confirmCard(baseUrl, clientSecret) {
  return call(baseUrl, 'POST', '/api/payments/sandbox/confirm', {
    json: { clientSecret, card: PAYING_CARD },
  });
}

export function settleOrder(baseUrl, token, orderId, productId) {
  return call(baseUrl, 'PATCH', `/api/orders/${orderId}/${productId}`, { token });
}

export function cancelBooking(baseUrl, token, orderId) {
  return call(baseUrl, 'DELETE', `/api/orders/${orderId}`, { token });
}

export function addToWishlist(baseUrl, token, productId) {
  return call(baseUrl, 'POST', '/api/wishlist', { token, json: { productID: productId } });
}

/** The seller cancels a paid sale: the buyer is refunded in full (409 when no longer cancellable, 429 past the limit). */
export function cancelSale(baseUrl, token, orderId) {
  return call(baseUrl, 'POST', `/api/seller/bookings/${orderId}/cancel`, { token });
}

/** The seller marks the car handed over (409 when the order is not waiting for it). */
export function handOver(baseUrl, token, orderId) {
  return call(baseUrl, 'POST', `/api/seller/bookings/${orderId}/handover`, { token });
}

/** The buyer confirms the handover (409 when the order is not waiting for it). */
export function confirmReceipt(baseUrl, token, orderId) {
  return call(baseUrl, 'POST', `/api/orders/${orderId}/receipt`, { token });
}
