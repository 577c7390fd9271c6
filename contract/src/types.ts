// The wire contract between the API and every front end, in the field names the original clients use
// (docs/product-rules.md).
// The API's serializers are typed against these, so a renamed field breaks the build on both sides.
import type { Review } from './reviews';
import type { SearchFilters } from './search-filters';
import type { OrderDeal } from './deals';

export const ROLES = ['Admin', 'Seller', 'Buyer'] as const;
export type Role = (typeof ROLES)[number];

export const CONDITIONS = ['Excellent', 'Good', 'Fair'] as const;
export type Condition = (typeof CONDITIONS)[number];

export const LOCATIONS = ['Dhaka', 'Chittagong', 'Borishal', 'Cumilla', 'Feni', 'Pabna', 'Noakhali'] as const;
export type Location = (typeof LOCATIONS)[number];

export const FUELS = ['Petrol', 'Diesel', 'Hybrid', 'Electric', 'CNG', 'LPG'] as const;
export type Fuel = (typeof FUELS)[number];

export const TRANSMISSIONS = ['Automatic', 'Manual'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];

/** Bounds of a listing's vehicle facts, checked alike by the Add Product form and the API. */
export const VEHICLE_LIMITS = {
  modelMaxLength: 60,
  mileageMaxKm: 2_000_000,
  ownersMax: 20,
  colorMaxLength: 30,
  engineCcMin: 50,
  engineCcMax: 10_000,
} as const;

/** The earliest model year a listing may give; the latest is next year (makers sell next year's models early). */
export const MODEL_YEAR_EARLIEST = 1950;

/** The latest model year a listing may give on `now` (next year, anywhere on Earth: UTC+14). */
export function latestModelYear(now = new Date()): number {
  return new Date(now.getTime() + 14 * 3_600_000).getUTCFullYear() + 1;
}

/**
 * The year a car is searched, sorted and rated by: its model year, or where the listing does not give one its
 * purchase year (`known` false: say "bought in" then, never pass it off as the year of manufacture).
 */
export function listingYear(car: { modelYear: number | null; purchaseYear: string }): {
  year: number;
  known: boolean;
} {
  return car.modelYear === null
    ? { year: Number(car.purchaseYear.slice(0, 4)), known: false }
    : { year: car.modelYear, known: true };
}

/** A vehicle identification number: 17 capital letters and digits; I, O and Q are never used (they read as 1 and 0). */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** Dates travel as ISO 8601 strings. */
export type IsoDateTime = string;
/** A calendar month, ISO 8601 `YYYY-MM`. */
export type IsoMonth = string;

/** What anyone may see of a user: the author block on cards and the detail page. */
export interface PublicAuthor {
  displayName: string;
  verified: boolean;
  photoURL: string | null;
  /** The seller's rating from buyers' visible reviews (docs/product-rules.md, "Reviews"). */
  rating: SellerRating;
}

/** A user's profile as the user (or an admin) sees it. `_id` and `uid` are the same server-issued id. */
export interface User {
  _id: string;
  uid: string;
  displayName: string;
  email: string;
  photoURL: string | null;
  role: Role;
  verified: boolean;
  /** Whether the holder proved the address (a link we mailed, or an identity provider that vouched for it). */
  emailVerified: boolean;
  /** An admin suspended the account: it cannot sign in or change anything until an admin lifts it. */
  suspended: boolean;
  /** Whether the account has a password (false: it signs in only through Google). */
  hasPassword: boolean;
  date: IsoDateTime;
}

export interface Category {
  _id: string;
  category: string;
  /**
   * Route key: the name it was created with, trimmed, lower-cased, spaces replaced by underscores. A rename keeps it.
   */
  value: string;
  thumbnail: string;
  date: IsoDateTime;
}

export interface Brand {
  _id: string;
  brandName: string;
  value: string;
  date: IsoDateTime;
}

/** A listing as the public sees it. Prices are dollars (stored as integer cents). No seller contact data. */
export interface Product {
  _id: string;
  product_name: string;
  description: string;
  /** Category route key (Category.value). */
  category: string;
  categoryName: string;
  /** Brand key (Brand.value). */
  brand: string;
  brandName: string;
  condition: Condition;
  originalPrice: number;
  sellPrice: number;
  location: Location;
  /** The month the seller bought the car (not when it was made: see `modelYear`). */
  purchaseYear: IsoMonth;
  /** Full-size URL of the cover photo (`images[0].url`), as the original clients read it. */
  image: string;
  /** Thumbnail URL of the cover photo (480 x 300, cropped), for grids. */
  thumbnail: string;
  /** The listing's photos in the seller's order, the cover first (one for listings older than the gallery). */
  images: ProductImage[];
  authorID: string;
  author: PublicAuthor;
  date: IsoDateTime;
  advertise: boolean;
  /** True once the car is sold. */
  sell: boolean;
  // Vehicle facts: null where the listing does not tell (the original clients' listings, older ones): shown as unknown.
  /** Year of manufacture; where null, the year filter and sort and the price rating use the purchase year. */
  modelYear: number | null;
  model: string | null;
  /** Kilometres on the odometer. */
  mileage: number | null;
  fuel: Fuel | null;
  transmission: Transmission | null;
  /** Previous owners. */
  owners: number | null;
  color: string | null;
  engineCc: number | null;
  vin: string | null;
  /**
   * The last change of the asking price by its seller (`to.price` is `sellPrice`), for "Price dropped $1,000 on 3
   * Nov"; null while the listing asks the price it was listed at. The whole history is on the car's own read.
   */
  lastPriceChange: LastPriceChange | null;
  /** How the asking price compares with similar cars' prices (docs/product-rules.md, "Price rating"). */
  priceRating: PriceRating;
}

/** The labels of a price rating, cheapest first. */
export const PRICE_RATING_LABELS = ['Great', 'Good', 'Fair', 'High', 'Overpriced'] as const;
export type PriceRatingLabel = (typeof PRICE_RATING_LABELS)[number];

/**
 * A listing's price against its comparables (same brand and model, year within 2, a neighbouring mileage band). With
 * fewer than PRICE_RATING_MIN_COMPARABLES there is no verdict: `label` and `marketPrice` are null ("not enough data").
 */
export interface PriceRating {
  label: PriceRatingLabel | null;
  /** The comparables' median price, dollars. */
  marketPrice: number | null;
  /** How many comparable cars the market price comes from (the car itself not counted). */
  comparables: number;
}

/** Fewer comparables than this give no rating: a median of four cars says little. */
export const PRICE_RATING_MIN_COMPARABLES = 5;

/**
 * The largest difference from the market price (a share of it) each label covers, cheapest first; above the last
 * is Overpriced. ±3% is about what buyers haggle off anyway (Fair); 10% is about a year of a used car's value
 * lost, the difference buyers notice (Great / High).
 */
const PRICE_RATING_LIMITS: [number, PriceRatingLabel][] = [
  [-0.1, 'Great'],
  [-0.03, 'Good'],
  [0.03, 'Fair'],
  [0.1, 'High'],
];

/** The label of `price` against `marketPrice` (same unit), boundaries inclusive toward the middle label. */
export function priceRatingLabel(price: number, marketPrice: number): PriceRatingLabel {
  const difference = (price - marketPrice) / marketPrice;
  // Rounded to 0.01% so that a price exactly at a threshold (e.g. 10% below) lands on it despite float error.
  const rounded = Math.round(difference * 10_000) / 10_000;
  return PRICE_RATING_LIMITS.find(([limit]) => rounded <= limit)?.[1] ?? 'Overpriced';
}

/**
 * One photo of a listing, with what a responsive `<img>` needs: `url` (at most 1600 x 1200) and its intrinsic size,
 * smaller copies for `srcset`, and the cropped thumbnail. Photos stored before sizes were recorded have a null size
 * and no smaller copies.
 */
export interface ProductImage {
  url: string;
  width: number | null;
  height: number | null;
  /** Narrower copies of `url` (same proportions), narrowest first; `url` itself is the widest. */
  smaller: ImageSize[];
  /** 480 x 300, cropped to fill. */
  thumbnail: string;
}

export interface ImageSize {
  url: string;
  width: number;
  height: number;
}

/** How many photos a listing has: at least one (the cover), at most `max`. */
export const LISTING_PHOTO_LIMITS = { min: 1, max: 12 } as const;

/** An asking price (dollars) and when it was set. */
export interface PricePoint {
  price: number;
  date: IsoDateTime;
}

/** A change of a listing's asking price: the price before it and the new one. */
export interface LastPriceChange {
  from: PricePoint;
  to: PricePoint;
}

/** The changes of the asking price a listing's history keeps, besides the price it was listed at. */
export const PRICE_HISTORY_KEPT_CHANGES = 20;

/** GET /product/{id}: one car, with its price history. */
export interface ProductDetail extends Product {
  /**
   * The asking prices, oldest first: the price it was listed at, then the last PRICE_HISTORY_KEPT_CHANGES changes by
   * its seller (older changes are dropped). The last entry is `sellPrice`.
   */
  priceHistory: PricePoint[];
}

/**
 * GET /category/{categoryName}: one page of the category's unsold cars (page and pageSize as GET /products,
 * PRODUCT_PAGE_SIZE_DEFAULT by default), the total in the X-Total-Count header.
 */
export interface CategoryWithProducts {
  category: Category;
  products: Product[];
}

/** A seller's rating from buyers' reviews: average 1 to 5 (null while there is none) and how many. */
export interface SellerRating {
  average: number | null;
  count: number;
}

/**
 * A seller's public profile (GET /sellers/:id): what any visitor may see of the account, never its e-mail, mobile
 * or anything else private.
 */
export interface SellerProfile {
  _id: string;
  displayName: string;
  photoURL: string | null;
  /** Verified by an admin (the account's seller verification). */
  verified: boolean;
  /** The month the account was made, `YYYY-MM`. */
  memberSince: string;
  /** The seller's cars for sale: how many, and the first page of their cards, newest first. */
  forSale: { total: number; items: Product[] };
  /** The seller's cars sold through the site. */
  soldCount: number;
  /**
   * From conversations about the seller's cars started in the last 90 days (one per buyer): the share whose first
   * message the seller answered within 24 hours (0 to 1), and the median time to that first answer in seconds.
   * Both null with fewer than SELLER_RESPONSE_MIN_CONVERSATIONS conversations.
   */
  responseRate: number | null;
  responseTimeSeconds: number | null;
  rating: SellerRating;
  /** The seller's visible reviews: how many, and the first SELLER_PROFILE_REVIEWS, newest first (reviews.ts). */
  reviews: { total: number; items: Review[] };
}

/** Fewer conversations than this tell nothing of a seller's responses: the profile shows none. */
export const SELLER_RESPONSE_MIN_CONVERSATIONS = 3;
/** How far back the response rate and time look, in days. */
export const SELLER_RESPONSE_WINDOW_DAYS = 90;
/** A first answer within this many hours counts toward the response rate. */
export const SELLER_RESPONSE_HOURS = 24;
/** The cards of a seller's profile: its first page of cars for sale. */
export const SELLER_PROFILE_CARS = 12;

/** One car of the sitemap: its id and when its listing last changed. */
export interface SitemapCar {
  _id: string;
  updatedAt: IsoDateTime;
}

/**
 * GET /products/sitemap?after={id}: the cars public lists show (unsold, not under review, neither taken down nor
 * deleted), in id order, SITEMAP_PAGE_SIZE after `after` (from the first without it); `next` is the `after` of the
 * following page, null on the last. Keyset pages: as cheap deep in the catalog as at its start.
 */
export interface SitemapPage {
  cars: SitemapCar[];
  next: string | null;
}

/**
 * GET /products/sitemap/pages: the `after` of every page of GET /products/sitemap, in order (null for the first),
 * so that a sitemap index can name each page without reading them. The whole catalog is numbered at most hourly,
 * the newest cars on every call: after removals a car may be in two pages for a while, never in none.
 */
export interface SitemapPages {
  pages: (string | null)[];
}

/**
 * GET /sellers/sitemap?after={id}: the sellers with at least one car the public lists show (their public pages), in
 * id order, SITEMAP_PAGE_SIZE after `after`; `next` as in SitemapPage. GET /sellers/sitemap/pages numbers them as
 * GET /products/sitemap/pages numbers the cars.
 */
export interface SellersSitemapPage {
  sellers: string[];
  next: string | null;
}

/** Cars (or sellers) per page of the sitemap: each page is one sitemap file (the protocol allows 50,000 URLs). */
export const SITEMAP_PAGE_SIZE = 10_000;

/** Query of GET /products. Pages are bounded; the total comes in the X-Total-Count header. */
export interface ProductListQuery {
  page?: number;
  limit?: number;
}

export const PRODUCT_PAGE_SIZE_DEFAULT = 24;
export const PRODUCT_PAGE_SIZE_MAX = 100;
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
/**
 * On a public catalog answer: the state of the catalog on the API instance that answered, read before the answer was
 * made. While that instance names the same version (GET /catalog/version), the answer holds: no catalog write has
 * reached it since. The shell's server checks its kept pages with it.
 */
export const CATALOG_VERSION_HEADER = 'X-Catalog-Version';

/** GET /catalog/version */
export interface CatalogVersion {
  version: string;
}

export interface HealthStatus {
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
  version: string;
  /** The in-memory search index: `loading` while SQL answers searches, `off` when SEARCH_INDEX=false. */
  searchIndex: 'off' | 'loading' | 'ready';
  /**
   * With DATABASE_REPLICA_URLS: each read replica (host:port), `up` while public reads may use it, `behind` past the lag
   * limit, `down` when it does not answer (the primary answers for both), and its lag in seconds.
   */
  replicas?: { name: string; state: 'up' | 'behind' | 'down'; lagSeconds: number }[];
}

/** The one error shape of every failed API call. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  /** A sentence fit to show the user. */
  message: string;
  /** Per-field messages for validation failures, using the product's wording. */
  errors?: { field: string; message: string }[];
}

// ---- Identity (our API is the identity provider: it issues and checks its own tokens) ----

/** Roles a person may choose at sign-up. Admins are created by command or by the demo seed. */
export const SIGNUP_ROLES = ['Buyer', 'Seller'] as const;
export type SignupRole = (typeof SIGNUP_ROLES)[number];

/** POST /auth/signup */
export interface SignupRequest {
  displayName: string;
  email: string;
  password: string;
  role: SignupRole;
}

/** POST /auth/login */
export interface LoginRequest {
  email: string;
  password: string;
}

/** Answer of POST /auth/signup and POST /auth/login. */
/**
 * The answer of login, sign-up and a changed password to the original clients. The apps (SESSION_MODE_HEADER, or a
 * request their cookie authenticated) get AppAuthResponse: their token is only in the HttpOnly cookie.
 */
export interface AuthResponse {
  token: string;
  user: User;
}

export type AppAuthResponse = Omit<AuthResponse, 'token'>;

/** POST /auth/password-reset: mails a link to set a new password, if an account has the address. */
export interface PasswordResetRequest {
  email: string;
}

/** POST /auth/password-reset/confirm: the code of the mailed link and the new password (Acknowledged). */
export interface PasswordResetConfirmRequest {
  token: string;
  password: string;
}

/** POST /auth/change-password: answers a fresh token for this session, the others being ended. */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

/**
 * POST /used-jwt: a fresh token, only for a caller who already holds a valid one. The apps get an empty object (their
 * token is only in the cookie).
 */
export interface TokenResponse {
  token: string;
}

/** GET /users/{uid} when the caller is not that user: public fields only. */
export interface PublicProfile {
  _id: string;
  uid: string;
  displayName: string;
  photoURL: string | null;
  verified: boolean;
}

/** PATCH /users/me */
export interface UpdateProfileRequest {
  displayName?: string;
  photoURL?: string | null;
}

/** GET /auth/providers: what the login page offers besides email and password. */
export interface AuthProviders {
  /** Continue With Google (OpenID Connect); absent when not configured. */
  oidc: { name: string; localStandIn: boolean } | null;
}

/** PUT /all-users/{uid} */
export interface SetVerifiedRequest {
  verified: boolean;
}

/** PUT /all-users/{uid}/suspension (Admin): suspends the account, or lifts its suspension. */
export interface SetSuspendedRequest {
  suspended: boolean;
}

/** The original clients' "acknowledged" answer of writes. */
export interface Acknowledged {
  acknowledged: true;
}

/** POST /images (multipart field `image`): the shape of the image-hosting service the original clients called. */
export interface ImageUploadResponse {
  success: true;
  data: { url: string; thumbUrl: string };
}

/**
 * The browser's session: the access token in this HttpOnly cookie, set by the API (login, sign-up, a fresh token,
 * a changed password, Continue With Google) and cleared by POST /auth/logout; scripts never see it. The original
 * clients send the token they were answered as `Authorization: Bearer` instead.
 */
export const ACCESS_TOKEN_COOKIE = 'used_access_token';
/**
 * Beside it, readable by the apps: the token's CSRF proof, which every request of the apps carries in CSRF_HEADER.
 * A write authenticated by the cookie is refused (403) without it; its presence also tells the apps that a session
 * may be open.
 */
export const CSRF_COOKIE = 'used_csrf';
export const CSRF_HEADER = 'x-csrf-token';
/**
 * Sent by the apps with every request: a token the API issues then goes only into the HttpOnly cookie, never into
 * the body where a script could read it.
 */
export const SESSION_MODE_HEADER = 'x-session';

// ---- Selling and catalog management ----

/**
 * `mileage_asc`: lowest mileage first; `year_desc`: newest car first (by model year, else purchase year:
 * `listingYear`). Ties go newest listing first; listings with the fact unknown come last.
 */
export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'mileage_asc', 'year_desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/**
 * GET /products: search, filters (search-filters.ts, SEARCH_FILTERS), sort and bounded pages, all optional. The answer
 * stays the original clients' plain Product[], with the total in the X-Total-Count header. `pageSize` replaces the
 * earlier `limit`.
 */
export interface ProductSearchQuery extends SearchFilters {
  sort?: ProductSort;
  page?: number;
  pageSize?: number;
}

/**
 * A search's total is counted up to this many cars: past it X-Total-Count is this number, TOTAL_CAPPED_HEADER says
 * "true" (shown as "10,000+ cars"), and pages past it are empty (no shopper pages that deep; sort or filter instead).
 */
export const SEARCH_COUNT_CAP = 10_000;
export const TOTAL_CAPPED_HEADER = 'X-Total-Count-Capped';

/**
 * The price bands of the price facet, dollars: a band holds prices from `min` up to, not including, `max` (the
 * last has none). Choosing one searches minPrice=min, maxPrice=max - 0.01.
 */
export const PRICE_BANDS = [
  { value: '0-5000', min: 0, max: 5000 },
  { value: '5000-10000', min: 5000, max: 10000 },
  { value: '10000-15000', min: 10000, max: 15000 },
  { value: '15000-20000', min: 15000, max: 20000 },
  { value: '20000-30000', min: 20000, max: 30000 },
  { value: '30000-50000', min: 30000, max: 50000 },
  { value: '50000-', min: 50000, max: null },
] as const satisfies readonly { value: string; min: number; max: number | null }[];
export type PriceBand = (typeof PRICE_BANDS)[number]['value'];

export const FACET_NAMES = [
  'brand',
  'category',
  'fuel',
  'transmission',
  'price',
  'condition',
  'location',
] as const;
export type FacetName = (typeof FACET_NAMES)[number];

/**
 * How many cars a facet's value would give: a brand or category value, a fuel, a transmission, a PriceBand, a
 * Condition, a Location.
 */
export interface FacetCount {
  value: string;
  count: number;
}

/**
 * GET /products/facets (the filters of GET /products, no page or sort): for the current query, how many cars each
 * value of each facet would give, each facet counted with its own filter left out (choosing Toyota still counts the
 * other brands), values with no car left out, most first (price bands in band order). `total`: the cars the whole
 * query matches. Exact from the API's search index; while it loads (or with it off) a large catalog's counts are
 * estimated from the newest listings (`approximate`: shown as "about"), so that no shopper waits for a count over
 * every car.
 */
export interface ProductFacets {
  approximate: boolean;
  total: number;
  facets: Record<FacetName, FacetCount[]>;
}

/** GET /models?brand={value}: the models of the brand's listed cars, for the model filter. */
export type ModelList = string[];

/** POST /product (Sellers). The author, dates, sold and advertise flags come from the server, never the body. */
export interface CreateProductRequest {
  product_name: string;
  description: string;
  /** Category value. */
  category: string;
  /** Brand value. */
  brand: string;
  condition: Condition;
  /** Dollars, positive, at most two decimals. */
  originalPrice: number;
  sellPrice: number;
  location: Location;
  purchaseYear: IsoMonth;
  mobile: string;
  /**
   * The photos, in order, the first the cover: `data.url` of POST /images, each once, LISTING_PHOTO_LIMITS.min to
   * .max. Original clients send `image` alone instead (the cover; on an edit the other photos stay).
   */
  images?: string[];
  /** The cover's URL answered by POST /images; required without `images`, and then equal to `images[0]`. */
  image?: string;
  /** Without a thumbnail, the one stored with the image is used. */
  thumbnail?: string;
  /**
   * The vehicle facts, each left out (or empty) when not told: the original clients send none, and the listing shows
   * them as unknown. The Add Product form asks for model year, model, mileage, fuel and transmission.
   */
  /** Year of manufacture, MODEL_YEAR_EARLIEST to next year, at most a year after the purchase. */
  modelYear?: number;
  model?: string;
  /** Kilometres, a whole number up to VEHICLE_LIMITS.mileageMaxKm. */
  mileage?: number;
  fuel?: Fuel;
  transmission?: Transmission;
  owners?: number;
  color?: string;
  engineCc?: number;
  vin?: string;
}

/** The vehicle facts of a listing, in the order the screens show them. */
export const VEHICLE_FACTS = [
  'modelYear',
  'model',
  'mileage',
  'fuel',
  'transmission',
  'owners',
  'color',
  'engineCc',
  'vin',
] as const satisfies readonly (keyof CreateProductRequest & keyof Product)[];

/** The fields a seller fills in for a listing (POST and PUT /product), on which the API answers field errors. */
export const LISTING_FIELDS = [
  'product_name',
  'category',
  'brand',
  'originalPrice',
  'sellPrice',
  'condition',
  'location',
  'purchaseYear',
  'mobile',
  'image',
  'images',
  'description',
  ...VEHICLE_FACTS,
] as const satisfies readonly (keyof CreateProductRequest)[];

/**
 * PUT /product/{id} (the listing's seller): the whole listing, with the rules of POST /product; not once sold or
 * taken down. A new sell price is added to the listing's price history (ProductDetail); bookings keep the price they
 * were made at.
 */
export type UpdateProductRequest = CreateProductRequest;

export const LISTING_STATUSES = ['available', 'sold', 'taken_down'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** What the admins' product list filters on: a status, or `deleted` (by its seller; admins still find it). */
export const ADMIN_LISTING_FILTERS = [...LISTING_STATUSES, 'deleted'] as const;
export type AdminListingFilter = (typeof ADMIN_LISTING_FILTERS)[number];

/** A listing as its seller (GET /my-products/{uid}) or an admin sees it. */
export interface OwnProduct extends Product {
  mobile: string;
  status: ListingStatus;
  /** Why an admin took it down; null otherwise. */
  takedownReason: string | null;
  /** Hidden from public lists by open reports until an admin reviews them. */
  underReview: boolean;
}

/** PATCH /my-products/{productId}: the advertise flag (owner only, unsold only). */
export interface SetAdvertiseRequest {
  status: boolean;
}

/** GET /admin/products?q=&status=&page=&pageSize= (Admin): every listing with its seller; total in X-Total-Count. */
export interface AdminProduct extends OwnProduct {
  seller: { uid: string; displayName: string; email: string; verified: boolean };
  /** When its seller deleted it (gone from every other list); null while it is not. */
  deletedAt: IsoDateTime | null;
}

/** The longest takedown reason, which the seller reads. */
export const TAKEDOWN_REASON_MAX_LENGTH = 500;

/** PATCH /admin/products/{id}/takedown (Admin) */
export interface TakedownRequest {
  reason: string;
}

/** POST /category (Admin). The original clients' `value` and `date` may be sent but the server derives its own. */
export interface CreateCategoryRequest {
  category: string;
  thumbnail: string;
  value?: string;
  date?: string;
}

/** POST /brand (Admin). As for categories, `value` and `date` are the server's. */
export interface CreateBrandRequest {
  brandName: string;
  value?: string;
  date?: string;
}

/**
 * PATCH /category/{id} (Admin): a new name. The value (the key in the category's address, in saved searches and in
 * links to /cars) stays as it was, so that every address and saved search keeps working.
 */
export interface RenameCategoryRequest {
  category: string;
}

/** PATCH /brand/{id} (Admin): a new name; the value stays, as for categories. */
export interface RenameBrandRequest {
  brandName: string;
}

/** The original refusal of a category or brand write (duplicate name, still in use), shown under the form. */
export interface StatusBad {
  status: 'bad';
  message: string;
}

// ---- Buying: wish list, bookings and card payment ----

/** POST /wishlist. The owner is the logged-in user; `authorID` and `date` that old clients send are the server's. */
export interface AddToWishlistRequest {
  productID: string;
}

/**
 * GET /wishlist/{uid} (own only; [] when not logged in). The product is embedded; a sold car stays, marked
 * `sell: true`. Entries whose car was deleted or taken down leave the list.
 */
export interface WishlistEntry {
  _id: string;
  authorID: string;
  productID: string;
  date: IsoDateTime;
  product: Product;
}

// DELETE /wishlist/{productID}: removes the caller's entry for that car (Acknowledged; 404 when not listed).

/** POST /orders. The customer (name, email, id), seller and price come from the server's records. */
export interface BookingRequest {
  productID: string;
  customerMobile: string;
  meetLocation: string;
}

/**
 * What My Orders shows for an order, decided by the server from its records:
 * - `paid`: the order is paid (the car is sold to this buyer);
 * - `sold`: the car was sold, to someone else, and this order is unpaid;
 * - `awaiting_payment`: unsold and unpaid: the Pay button;
 * - `processing`: a confirmed card payment is being captured (seconds; refetch);
 * - `unavailable`: the listing was deleted or taken down before payment.
 * After payment, the handover (`deal`; docs/product-rules.md, "Handover, disputes and refunds"):
 * - `paid`: paid, waiting for the handover;
 * - `handed_over`: the seller marked the car handed over, the buyer has not confirmed yet;
 * - `received`: the buyer confirmed the handover first, the seller has not marked it yet;
 * - `disputed`: a party disputed; an admin decides;
 * - `completed`: the deal is done (`deal.completedAt`);
 * - `refunding` / `refunded`: the payment is being / was refunded in full (`deal.refund`).
 */
export const ORDER_STATUSES = [
  'paid',
  'sold',
  'awaiting_payment',
  'processing',
  'unavailable',
  'handed_over',
  'received',
  'disputed',
  'completed',
  'refunding',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The car as the order embeds it: the public listing (without its price rating) plus the seller's mobile. */
export interface OrderProduct extends Omit<Product, 'priceRating'> {
  mobile: string;
}

/** GET /orders/{uid} (own only; [] when not logged in), newest first; cancelled bookings are not listed. */
export interface Order {
  _id: string;
  productID: string;
  /** The seller's uid. */
  productAuthor: string;
  customerName: string;
  customerEmail: string;
  customerId: string;
  customerMobile: string;
  meetLocation: string;
  bookingDate: IsoDateTime;
  /** Dollars the payment covers: the sell price when booked. */
  price: number;
  product: OrderProduct;
  payment: boolean;
  /** 'card' once paid. */
  paymentMethod: string | null;
  /** The payment provider's id of the payment (its field name on the wire). */
  transitionID: string | null;
  paymentDate: IsoDateTime | null;
  status: OrderStatus;
  /** The handover of a paid order; null while unpaid. */
  deal: OrderDeal | null;
}

// DELETE /orders/{orderId}: the buyer cancels an unpaid booking (Acknowledged; 409 once paid).

/** GET /seller/bookings (Sellers): the bookings on the caller's cars, newest first, so they know where to meet. */
export interface SellerBooking {
  _id: string;
  productID: string;
  productName: string;
  productThumbnail: string;
  price: number;
  customerName: string;
  customerEmail: string;
  customerMobile: string;
  meetLocation: string;
  bookingDate: IsoDateTime;
  payment: boolean;
  paymentDate: IsoDateTime | null;
  status: OrderStatus;
  /** The handover of a paid order; null while unpaid. */
  deal: OrderDeal | null;
}

// POST /seller/bookings/{orderId}/handover, POST /seller/bookings/{orderId}/cancel (the seller), POST
// /orders/{orderId}/receipt (the buyer), POST /orders/{orderId}/dispute and /dispute/answer (either party): see deals.ts.

/** GET /payments/config (public): which card form the Pay modal shows. */
export interface PaymentConfig {
  /** `sandbox`: the local stand-in (no real card is charged); `stripe`: Stripe Elements with this key. */
  provider: 'stripe' | 'sandbox';
  publishableKey: string | null;
}

/** POST /create-payment-intent: the order to pay; the amount comes from the server's records, never the client. */
export interface CreatePaymentIntentRequest {
  orderId: string;
}

export interface CreatePaymentIntentResponse {
  clientSecret: string;
  paymentIntentId: string;
  /** Dollars that will be charged. */
  amount: number;
}

/**
 * PATCH /orders/{orderId}/{productID}: "the card is confirmed, settle it". No body fields: the server asks the
 * payment provider for the real status and amount before it marks the order paid and the car sold.
 * Answers the settled order (`status: 'paid'`), 409 when the car was sold to someone else (the authorisation is
 * released, nothing is charged) and 402 when the provider has not confirmed the payment.
 */
export type SettleOrderResponse = Order;

/** POST /payments/sandbox/confirm: the sandbox's stand-in for Stripe.js `confirmCardPayment` (sandbox only). */
export interface SandboxConfirmRequest {
  clientSecret: string;
  card: { number: string; exp_month: number; exp_year: number; cvc: string };
}

/** Both providers' confirmation answers, as Stripe.js `confirmCardPayment` resolves. */
export type CardConfirmResult =
  | { paymentIntent: { id: string; status: string; amount: number }; error?: undefined }
  | { error: { message: string; code?: string; decline_code?: string }; paymentIntent?: undefined };

// ---- Trust and oversight: reported listings, dashboards and the audit log ----

export const REPORT_REASONS = ['scam', 'already_sold', 'wrong_details', 'offensive', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What a reporter picks from, in this order. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  scam: 'Scam or fraud',
  already_sold: 'Already sold',
  wrong_details: 'Wrong price or details',
  offensive: 'Offensive content',
  other: 'Other',
};

export const REPORT_NOTE_MAX_LENGTH = 500;

/**
 * POST /reports (logged in, not the listing's seller): one report per user per listing. The reporter is the token's
 * account. `note` is required for `other` and optional otherwise. Answers Acknowledged.
 */
export interface CreateReportRequest {
  productID: string;
  reason: ReportReason;
  note?: string;
}

/** One open report as an admin reads it. */
export interface ReportEntry {
  _id: string;
  reason: ReportReason;
  note: string | null;
  reporterName: string;
  date: IsoDateTime;
}

/**
 * GET /reports?page=&pageSize= (Admin): the listings with open (unreviewed) reports, most reported first; the total
 * is in the X-Total-Count header. `hidden`: the open reports reached the threshold, so the listing is out of every
 * public list until an admin dismisses the reports or takes it down.
 */
export interface ReportedProduct {
  productID: string;
  product: AdminProduct;
  reportCount: number;
  hidden: boolean;
  lastReportedAt: IsoDateTime;
  reports: ReportEntry[];
}

export const REPORT_ACTIONS = ['dismiss', 'takedown'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/**
 * PATCH /reports/{productID} (Admin): closes every open report of the listing. `takedown` needs a reason, which its
 * seller sees; `dismiss` puts a hidden listing back in the public lists. Answers Acknowledged; 404 when the listing
 * has no open reports.
 */
export interface ResolveReportsRequest {
  action: ReportAction;
  reason?: string;
}

/** Listing counts of the dashboards. A listing under review is also counted as available (it is unsold). */
export interface ListingCounts {
  available: number;
  advertised: number;
  sold: number;
  takenDown: number;
  /** Hidden from public lists by open reports, waiting for an admin. */
  underReview: number;
}

/** One month of sales: the paid orders whose payment date falls in it. */
export interface MonthlySales {
  month: IsoMonth;
  /** Dollars. */
  amount: number;
  orders: number;
}

/**
 * Paid orders by where their handover stands (docs/product-rules.md, "Handover, disputes and refunds"), for the
 * dashboards. Every paid order is in exactly one of these.
 */
export interface DealCounts {
  /** Paid; the car not handed over yet. */
  awaitingHandover: number;
  /** One side confirmed the handover (the seller handed over, or the buyer confirmed receipt); the other not yet. */
  awaitingConfirmation: number;
  /** An open dispute, waiting for an admin's decision. */
  disputed: number;
  completed: number;
  /** Refunded, or the refund under way. */
  refunded: number;
}

/** GET /admin/stats (Admin): the marketplace at a glance. Deleted accounts and listings are not counted. */
export interface AdminStats {
  users: Record<Role, number>;
  sellersAwaitingVerification: number;
  listings: ListingCounts;
  /** Open: booked and waiting for payment (not paid, not cancelled, the car still for sale). */
  bookings: { open: number; paid: number };
  /** The paid orders' handovers, disputes and refunds. */
  deals: DealCounts;
  /** Dollars over all time, and the last 12 months oldest first (months without sales included as 0). */
  sales: { total: number; byMonth: MonthlySales[] };
  openReports: number;
  reportedListings: number;
  /** Contact-form messages no admin has marked handled yet. */
  openContactMessages: number;
}

/** GET /seller/stats (Seller): the caller's own figures. */
export interface SellerStats {
  listings: ListingCounts;
  bookingsAwaitingPayment: number;
  /** The handovers, disputes and refunds of the caller's paid orders. */
  deals: DealCounts;
  /** Dollars and paid orders over all time. */
  sales: { total: number; orders: number };
  /** The 5 newest bookings on the caller's cars. */
  latestBookings: SellerBooking[];
}

export const AUDIT_ACTIONS = [
  'user.verify',
  'user.unverify',
  'user.delete',
  'category.create',
  'category.delete',
  'category.rename',
  'brand.create',
  'brand.delete',
  'brand.rename',
  'product.takedown',
  'reports.dismiss',
  'user.suspend',
  'user.unsuspend',
  'user.warn',
  'conversation-report.dismiss',
  'contact-message.handle',
  'review.hide',
  'dispute.decide',
  'order.refund',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an admin action changed, in plain words for the audit log screen. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'user.verify': 'Verified a seller',
  'user.unverify': 'Removed a verification',
  'user.delete': 'Deleted a user',
  'category.create': 'Added a category',
  'category.delete': 'Deleted a category',
  'category.rename': 'Renamed a category',
  'brand.create': 'Added a brand',
  'brand.delete': 'Deleted a brand',
  'brand.rename': 'Renamed a brand',
  'product.takedown': 'Took down a listing',
  'reports.dismiss': 'Dismissed reports',
  'user.suspend': 'Suspended a user',
  'user.unsuspend': 'Lifted a suspension',
  'user.warn': 'Warned a user',
  'conversation-report.dismiss': 'Dismissed a reported conversation',
  'contact-message.handle': 'Handled a contact message',
  'review.hide': 'Hid a review',
  'dispute.decide': 'Decided a dispute',
  'order.refund': 'Refunded an order',
};

/**
 * GET /audit-log?action=&page=&pageSize= (Admin): every admin action, newest first; total in X-Total-Count.
 * `before` and `after` hold the changed record's fields as they were and became (null when it did not exist).
 */
export interface AuditEntry {
  _id: string;
  date: IsoDateTime;
  actor: { uid: string; displayName: string; email: string };
  action: AuditAction;
  target: {
    type:
      | 'user'
      | 'category'
      | 'brand'
      | 'product'
      | 'conversation-report'
      | 'contact-message'
      | 'review'
      | 'order';
    id: string;
    label: string;
  };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export const AUDIT_PAGE_SIZE_DEFAULT = 50;

// --- Conversations between a buyer and a seller about a car ------------------------------------------------------

export const MESSAGE_TEXT_MAX_LENGTH = 2000;
export const CONVERSATION_PAGE_SIZE = 50;

/** POST /conversations: a buyer's first message about a car (or the next one, if they already talk about it). */
export interface StartConversationRequest {
  productID: string;
  text: string;
}

/** POST /conversations/{id}/messages. */
export interface SendMessageRequest {
  text: string;
}

/**
 * One conversation as one of its two parties sees it: the car, the other party's public name (never a phone number
 * or an e-mail address), the last message and how many the caller has not read.
 */
export interface ConversationSummary {
  _id: string;
  product: { _id: string; name: string; image: string; price: number };
  /** Whether the caller is the buyer (asking about someone's car) or the seller. */
  role: 'buyer' | 'seller';
  otherParty: { displayName: string; photoURL: string | null };
  lastMessage: { text: string; date: IsoDateTime; mine: boolean };
  unread: number;
  /** The caller blocked the other party: no message goes either way until they unblock. */
  blockedByMe: boolean;
  /** The other party blocked the caller. */
  blockedMe: boolean;
  /**
   * Why no message can be sent here any more, whoever asks (CONVERSATION_CLOSED_MESSAGES says it in words), or null
   * while the conversation is open. Blocks are told by the two fields above.
   */
  closedReason: ConversationClosedReason | null;
}

/** Why a conversation became read-only: its listing was taken down or deleted, or an account in it was closed. */
export const CONVERSATION_CLOSED_REASONS = ['taken-down', 'listing-deleted', 'account-deleted'] as const;
export type ConversationClosedReason = (typeof CONVERSATION_CLOSED_REASONS)[number];

export interface ChatMessage {
  _id: string;
  text: string;
  date: IsoDateTime;
  mine: boolean;
}

/**
 * GET /conversations/{id}/messages?before=: one page of the thread, oldest first; `before` = `nextBefore` reads the
 * page of older messages, null when there are none. Reading marks the conversation read for the caller.
 */
export interface ConversationThread {
  conversation: ConversationSummary;
  messages: ChatMessage[];
  nextBefore: string | null;
}

/** GET /conversations/unread: how many messages the caller has not read, over all their conversations. */
export interface UnreadCount {
  count: number;
}

/** POST /conversations/{id}/report: a party asks the admins to look at a conversation. */
export const CONVERSATION_REPORT_REASONS = ['spam', 'scam', 'abuse', 'other'] as const;
export type ConversationReportReason = (typeof CONVERSATION_REPORT_REASONS)[number];

/** The most a reporter writes about what happened (optional): a few sentences for the admins. */
export const CONVERSATION_REPORT_DETAILS_MAX_LENGTH = 1000;

export interface ReportConversationRequest {
  reason: ConversationReportReason;
  /** What happened, in the reporter's words, for the admins only (never shown to the reported account). */
  details?: string;
}

/** What an admin did about a reported conversation: nothing to act on, or warned, suspended or deleted the account. */
export const CONVERSATION_REPORT_ACTIONS = ['dismiss', 'warn', 'suspend', 'delete'] as const;
export type ConversationReportAction = (typeof CONVERSATION_REPORT_ACTIONS)[number];
export const CONVERSATION_REPORT_RESOLUTIONS = ['dismissed', 'warned', 'suspended', 'deleted'] as const;
export type ConversationReportResolution = (typeof CONVERSATION_REPORT_RESOLUTIONS)[number];
export const CONVERSATION_REPORT_STATUSES = ['open', 'handled'] as const;
export type ConversationReportStatus = (typeof CONVERSATION_REPORT_STATUSES)[number];

/** An account as the admins' review of a reported conversation shows it. */
export interface ReportedConversationParty {
  uid: string;
  displayName: string;
  email: string;
  role: Role;
  /** Closed by an admin: the account is gone, its messages stay for the review. */
  deleted: boolean;
  suspended: boolean;
  /** Warnings admins gave this account before. */
  warnings: number;
  /** Reports this account made of conversations, all time: many from one account are a reason to look twice. */
  reportsMade: number;
  /** Reports of conversations this account is in, made by the other party, all time. */
  reportsAgainst: number;
}

/**
 * GET /conversation-reports?status=open|handled (admins): reported conversations, newest report first (open ones by
 * default), each with both parties, how often each reports and is reported, and the conversation's latest messages.
 */
export interface ConversationReportItem {
  _id: string;
  conversationId: string;
  reason: ConversationReportReason;
  /** What the reporter wrote about it; null when they gave only the reason. */
  details: string | null;
  date: IsoDateTime;
  product: { _id: string; name: string };
  reporter: ReportedConversationParty;
  reported: ReportedConversationParty;
  /** How many messages the conversation has; `messages` are the latest of them. */
  messageCount: number;
  /** The conversation's latest messages, oldest first, for the review. */
  messages: { _id: string; text: string; date: IsoDateTime; fromReporter: boolean }[];
  /** Null while open; once handled, what was done, by which admin and when. */
  resolution: {
    action: ConversationReportResolution;
    date: IsoDateTime;
    by: { displayName: string };
  } | null;
}

/**
 * PATCH /conversation-reports/{id} (admins): closes an open report. `dismiss` changes nothing else; `warn` tells the
 * reported account in the app and by mail; `suspend` stops it signing in and writing; `delete` closes it as All Users'
 * delete does. Answers Acknowledged; 409 when another admin handled the report first (nothing else is done).
 */
export interface ResolveConversationReportRequest {
  action: ConversationReportAction;
}

// --- Offers: a price proposed in a conversation about a car ------------------------------------------------------

/**
 * An offer's states. `open` waits for the other party's answer (until `expiresAt`: an open offer past it reads as
 * `expired`); `countered` was answered with a new offer; `accepted` fixes the price the buyer books and pays.
 */
export const OFFER_STATES = ['open', 'accepted', 'declined', 'countered', 'withdrawn', 'expired'] as const;
export type OfferState = (typeof OFFER_STATES)[number];
/** How long an offer waits for its answer. */
export const OFFER_LIFETIME_HOURS = 48;

/** The answers to an open offer: accept, decline or counter by the party it was made to; withdraw by its maker. */
export const OFFER_ACTIONS = ['accept', 'decline', 'counter', 'withdraw'] as const;
export type OfferAction = (typeof OFFER_ACTIONS)[number];

/** POST /conversations/{id}/offers: the buyer offers a price (dollars, whole cents, at most the asking price). */
export interface MakeOfferRequest {
  amount: number;
}

/** PATCH /offers/{id}: an answer to an open offer; `amount` (dollars) for a counter only. */
export interface AnswerOfferRequest {
  action: OfferAction;
  amount?: number;
}

/**
 * One offer as one party of its conversation sees it (GET /conversations/{id}/offers, GET /seller/offers, and the
 * answers of the writes). Money in dollars, as the cars' prices.
 */
export interface Offer {
  _id: string;
  conversationId: string;
  product: { _id: string; name: string; image: string; price: number };
  /** The other party's public name. */
  otherParty: { displayName: string };
  amount: number;
  /** Who made it. */
  from: 'buyer' | 'seller';
  mine: boolean;
  state: OfferState;
  /** The caller may accept, decline or counter it now (open, made to them). */
  myTurn: boolean;
  date: IsoDateTime;
  expiresAt: IsoDateTime;
}

// --- Live events (Server-Sent Events at GET /api/live/events) ------------------------------------------------------

/** The stream's path; EventSource sends the session cookie (it cannot send headers). */
export const LIVE_EVENTS_PATH = '/api/live/events';

/**
 * What the stream says: something of the caller's changed, so the client refetches what shows it. Never the
 * content itself: the client reads that through the ordinary, authorized routes.
 */
export type LiveEvent =
  | { type: 'message'; conversationId: string }
  // A conversation's state changed (blocked, unblocked).
  | { type: 'conversation'; conversationId: string }
  // An offer in the conversation was made or answered.
  | { type: 'offer'; conversationId: string }
  // The user has a new notification (a saved search's match, a price drop, a cancelled booking, a take-down).
  | { type: 'notification' };

// --- Notifications, saved searches and their alerts --------------------------------------------------------------

export const NOTIFICATION_KINDS = [
  'saved-search',
  'price-drop',
  'account-warning',
  // A seller's: a buyer cancelled a booking of their car; an admin took their listing down.
  'booking-canceled',
  'listing-taken-down',
  // A party's: an offer was made to them, or theirs was answered.
  'offer',
  // Either party's: the handover, a dispute or a refund of a paid order moved on.
  'deal-update',
  // A seller's: a buyer reviewed a completed deal. A buyer's: the seller answered their review.
  'review-received',
  'review-answered',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATION_PAGE_SIZE_DEFAULT = 20;

/** GET /notifications: one of the caller's notifications (newest first, paged, total in X-Total-Count). */
export interface AppNotification {
  _id: string;
  kind: NotificationKind;
  title: string;
  text: string;
  /** A path of the site (`/products/{id}`), opened when the notification is clicked. */
  link: string;
  read: boolean;
  date: IsoDateTime;
}

/** The /cars filters a saved search keeps (GET /products' filters and sort; never a page). */
export type SavedSearchQuery = Omit<ProductSearchQuery, 'page' | 'pageSize'>;

export const SAVED_SEARCH_LIMIT = 20;
export const SAVED_SEARCH_NAME_MAX_LENGTH = 80;
/** At most one alert mail per saved search in this many minutes; later matches are in the app only. */
export const SAVED_SEARCH_MAIL_INTERVAL_MINUTES = 60;

/** POST /saved-searches. */
export interface CreateSavedSearchRequest {
  name: string;
  query: SavedSearchQuery;
  /** E-mail alerts on (default true). */
  emailAlerts?: boolean;
}

/** PATCH /saved-searches/{id}: rename, or turn the e-mail alerts on or off. */
export interface UpdateSavedSearchRequest {
  name?: string;
  emailAlerts?: boolean;
}

export interface SavedSearch {
  _id: string;
  name: string;
  query: SavedSearchQuery;
  emailAlerts: boolean;
  date: IsoDateTime;
}
