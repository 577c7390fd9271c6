import type { Product, ProductDetail } from '@usedcars/contract/types';

/** Every field of the public Product: typed as a record so a field added to the contract must be listed here. */
export const PRODUCT_KEYS: Record<keyof Product, true> = {
  _id: true,
  product_name: true,
  description: true,
  category: true,
  categoryName: true,
  brand: true,
  brandName: true,
  condition: true,
  originalPrice: true,
  sellPrice: true,
  location: true,
  purchaseYear: true,
  image: true,
  thumbnail: true,
  images: true,
  authorID: true,
  author: true,
  date: true,
  advertise: true,
  sell: true,
  modelYear: true,
  model: true,
  mileage: true,
  fuel: true,
  transmission: true,
  owners: true,
  color: true,
  engineCc: true,
  vin: true,
  priceRating: true,
  lastPriceChange: true,
};

/** Every field of GET /product/{id}: the public Product and its price history. */
export const PRODUCT_DETAIL_KEYS: Record<keyof ProductDetail, true> = { ...PRODUCT_KEYS, priceHistory: true };

/** The sorted keys of an answer or of a key record, to compare an answer's shape with the contract. */
export const keysOf = (record: object): string[] => Object.keys(record).sort();
