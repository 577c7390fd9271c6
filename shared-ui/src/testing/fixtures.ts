// Wire-shaped sample data for tests.
import type { Category, Product, User } from '@usedcars/shared-ui/api/types';

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: 'p1',
    product_name: 'Toyota Corolla 2018',
    description: 'One owner, full service history, new tyres.',
    category: 'sedan',
    categoryName: 'Sedan',
    brand: 'toyota',
    brandName: 'Toyota',
    condition: 'Excellent',
    originalPrice: 21000,
    sellPrice: 15500,
    location: 'Dhaka',
    purchaseYear: '2021-06',
    image: '/api/media/p1.jpg',
    thumbnail: '/api/media/p1-thumb.jpg',
    authorID: 'u1',
    author: { displayName: 'Sam Seller', verified: true, photoURL: null },
    date: '2024-03-05T10:00:00.000Z',
    advertise: false,
    sell: false,
    ...overrides,
  };
}

export function makeCategory(overrides: Partial<Category> = {}): Category {
  return {
    _id: 'c1',
    category: 'Sedan',
    value: 'sedan',
    thumbnail: '/api/media/sedan.jpg',
    date: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeUser(overrides: Partial<User> = {}): User {
  const uid = overrides.uid ?? overrides._id ?? 'u-buyer';
  return {
    _id: uid,
    uid,
    displayName: 'Bea Buyer',
    email: 'buyer@example.test',
    photoURL: null,
    role: 'Buyer',
    verified: false,
    date: '2024-02-10T09:30:00.000Z',
    ...overrides,
  };
}

/**
 * A JWT-shaped token (unsigned: the client never checks signatures, only reads `exp` for the cookie's life).
 * Expires in an hour unless told otherwise.
 */
export function makeToken(claims: Record<string, unknown> = {}): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const payload = { sub: 'u-buyer', exp: Math.floor(Date.now() / 1000) + 3600, ...claims };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}
