import type { DataSource, EntityManager } from 'typeorm';
import { type Condition, CONDITIONS, LOCATIONS, type ProductImage } from '@usedcars/contract/types';
import { hashPassword } from '../../auth';
import { Brand, Category, listingYearOf, Product, searchWordsOf } from '../../catalog';
import { catalogValue } from '@usedcars/contract/messages';
import { newId } from '../../common/ids';
import type { MediaStorageService } from '../../media';
import { Order } from '../../orders';
import { Report } from '../../reports';
import { User } from '../../users';
import { WishlistEntry } from '../../wishlist';
import { CAR_VIEWS, type CarView, drawCarSvg } from './car-image';
import {
  DEMO_BRANDS,
  DEMO_CATEGORIES,
  DEMO_MODELS,
  demoVehicleFacts,
  DEMO_PASSWORD,
  DEMO_POPULAR_LISTINGS_PER_MODEL,
  DEMO_POPULAR_MODELS,
  DEMO_PRODUCT_COUNT,
  DEMO_USERS,
  DESCRIPTION_PARTS,
} from './demo-data';
import { createRandom } from './prng';

export interface SeedSummary {
  users: number;
  categories: number;
  brands: number;
  products: number;
  bookings: number;
  paidOrders: number;
  reports: number;
  wishlistEntries: number;
  logins: { email: string; role: string; password: string }[];
}

const CONDITION_FACTOR: Record<Condition, number> = { Excellent: 1, Good: 0.9, Fair: 0.78 };
const HOUR_MS = 3_600_000;
/** How many years before its purchase each demo car was made, in turn: 0 bought new. */
const MODEL_YEAR_LAGS = [0, 1, 0, 2, 1, 0, 3, 1];

function monthsBefore(now: Date, months: number): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

async function hasUsers(manager: EntityManager): Promise<boolean> {
  return (await manager.count(User)) > 0;
}

/** Runs `tasks` with at most `limit` in flight (image encoding is CPU-bound: a few at a time is enough). */
async function inBatches<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await (tasks[index] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

function userByKey(users: User[], key: string): User {
  return users[DEMO_USERS.findIndex((demo) => demo.key === key)] as User;
}

/**
 * The demo buyer's activity, so My Orders, the wish list and the seller's bookings are not empty on a first start:
 * one open booking (awaiting payment) of an unsold car of the verified seller, and two other unsold cars
 * wish-listed.
 */
function demoBuying(
  users: User[],
  products: Product[],
  now: Date,
): { orders: Order[]; wishlistEntries: WishlistEntry[] } {
  const buyer = userByKey(users, 'buyer');
  const seller = userByKey(users, 'seller');
  const unsold = products.filter((product) => !product.sold);
  const booked = unsold.find((product) => product.authorId === seller.id) as Product;
  const wishlisted = unsold.filter((product) => product !== booked).slice(0, 2);
  const bookedAt = new Date(now.getTime() - 2 * HOUR_MS);
  const order = Object.assign(new Order(), {
    id: newId(),
    productId: booked.id,
    productAuthorId: seller.id,
    customerId: buyer.id,
    customerName: buyer.displayName,
    customerEmail: buyer.email,
    customerMobile: '+8801711000000',
    meetLocation: 'Gulshan 1 circle, Dhaka',
    bookingDate: bookedAt,
    priceCents: booked.sellPriceCents,
    paymentState: 'unpaid',
    openBookingKey: buyer.id,
    createdAt: bookedAt,
  });
  const wishlistEntries = wishlisted.map((product, index) =>
    Object.assign(new WishlistEntry(), {
      id: newId(),
      userId: buyer.id,
      productId: product.id,
      priceToldCents: product.sellPriceCents,
      createdAt: new Date(now.getTime() - (24 - index) * HOUR_MS),
    }),
  );
  return { orders: [order], wishlistEntries };
}

/**
 * A year of past sales: every sold demo car was booked and paid by the second demo buyer, one every month or so,
 * so the dashboards' sales figures and chart have something to show. Each car's `saleOrderId` is its order.
 */
function demoSales(users: User[], products: Product[], now: Date): Order[] {
  const buyer = userByKey(users, 'buyer2');
  return products
    .filter((product) => product.sold)
    .map((product, index) => {
      const paidAt = new Date(now.getTime() - (index * 30 + 2) * 24 * HOUR_MS);
      const bookedAt = new Date(paidAt.getTime() - 2 * 24 * HOUR_MS);
      // Listed before it was booked.
      product.createdAt = new Date(
        Math.min(product.createdAt.getTime(), bookedAt.getTime() - 10 * 24 * HOUR_MS),
      );
      const order = Object.assign(new Order(), {
        id: newId(),
        productId: product.id,
        productAuthorId: product.authorId,
        customerId: buyer.id,
        customerName: buyer.displayName,
        customerEmail: buyer.email,
        customerMobile: '+8801819000000',
        meetLocation: 'Dhanmondi 27, Dhaka',
        bookingDate: bookedAt,
        priceCents: product.sellPriceCents,
        paymentState: 'paid',
        paymentMethod: 'card',
        paidIntentId: `pi_demo_${String(index + 1).padStart(4, '0')}`,
        paymentDate: paidAt,
        openBookingKey: null,
        // Handed over the day it was paid; so the demo's sold cars are completed deals their buyer may review.
        dealState: 'completed',
        handedOverAt: paidAt,
        completedAt: paidAt,
        createdAt: bookedAt,
      });
      product.saleOrderId = order.id;
      return order;
    });
}

/** One open report, below the hiding threshold, so Reported Products has something to review on a first start. */
function demoReport(users: User[], products: Product[], now: Date): Report {
  const reporter = userByKey(users, 'buyer');
  const seller2 = userByKey(users, 'seller2');
  const reported = products.find((product) => !product.sold && product.authorId === seller2.id) as Product;
  reported.openReportCount = 1;
  return Object.assign(new Report(), {
    id: newId(),
    productId: reported.id,
    reporterId: reporter.id,
    reason: 'wrong_details',
    note: 'The description says one owner, but the seller told me on the phone it had three.',
    createdAt: new Date(now.getTime() - 5 * HOUR_MS),
  });
}

/**
 * Fills an empty database with the demo catalog: 4 accounts, 6 categories, 10 brands and 90 cars with generated
 * pictures stored through the media service, exactly as uploads will be, and the demo buyer's booking and wish
 * list. Does nothing (returns null) if the database already has users, so restarts keep their data.
 */
export async function seedDemoData(
  dataSource: DataSource,
  media: MediaStorageService,
  passwordHashCost: number,
  options: { now?: Date } = {},
): Promise<SeedSummary | null> {
  if (await hasUsers(dataSource.manager)) return null;
  const now = options.now ?? new Date();
  const random = createRandom(20240611);

  const passwordHashes = await Promise.all(
    DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD, passwordHashCost)),
  );
  const users = DEMO_USERS.map((demo, index) =>
    Object.assign(new User(), {
      id: newId(),
      displayName: demo.displayName,
      email: demo.email,
      passwordHash: passwordHashes[index] as string,
      photoURL: null,
      role: demo.role,
      verified: demo.verified,
      // The operator set these addresses up: proven, so "Continue With Google" with one of them signs into it.
      emailVerifiedAt: now,
      createdAt: new Date(now.getTime() - (90 - index) * 24 * HOUR_MS),
    }),
  );
  const sellers = users.filter((user) => user.role === 'Seller');

  const categoryImages = await inBatches(
    DEMO_CATEGORIES.map(
      (category) => () =>
        media.storeImage(
          drawCarSvg({ title: category.name, subtitle: 'Used cars', hue: category.hue, body: category.body }),
        ),
    ),
    4,
  );
  const categories = DEMO_CATEGORIES.map((demo, index) =>
    Object.assign(new Category(), {
      id: newId(),
      name: demo.name,
      value: catalogValue(demo.name),
      thumbnailUrl: (categoryImages[index] as { thumbUrl: string }).thumbUrl,
      createdAt: new Date(now.getTime() - (80 - index) * 24 * HOUR_MS),
    }),
  );
  const brands = DEMO_BRANDS.map((name, index) =>
    Object.assign(new Brand(), {
      id: newId(),
      name,
      value: catalogValue(name),
      createdAt: new Date(now.getTime() - (75 - index) * 24 * HOUR_MS),
    }),
  );
  const categoryByName = new Map(categories.map((category) => [category.name, category]));
  const bodyByCategory = new Map(DEMO_CATEGORIES.map((category) => [category.name, category.body]));
  const brandByName = new Map(brands.map((brand) => [brand.name, brand]));

  /** A believable listing of `model` bought `ageMonths` ago; `index`, its place in the demo, sets its condition. */
  const planListing = (model: (typeof DEMO_MODELS)[number], ageMonths: number, index: number) => {
    const purchaseMonth = monthsBefore(now, ageMonths);
    const condition = CONDITIONS[index % CONDITIONS.length] as Condition;
    const originalDollars = Math.round((model.newPrice * (0.92 + random.next() * 0.16)) / 100) * 100;
    const depreciation = Math.pow(0.9, ageMonths / 12) * CONDITION_FACTOR[condition];
    const sellDollars = Math.max(1500, Math.round((originalDollars * depreciation) / 50) * 50);
    // Made the year it was bought (new) or a few years before (second-hand); from the listing's place, not `random`,
    // so the rest of the demo stays as it was.
    const modelYear =
      Number(purchaseMonth.slice(0, 4)) - (MODEL_YEAR_LAGS[index % MODEL_YEAR_LAGS.length] as number);
    const year = String(modelYear);
    const facts = demoVehicleFacts(model, ageMonths, random.next);
    const description = [
      `${year} ${model.brand} ${model.model} in ${condition.toLowerCase()} condition with ${facts.mileageKm.toLocaleString('en-US')} km on the clock.`,
      random.pick(DESCRIPTION_PARTS.history),
      random.pick(DESCRIPTION_PARTS.service),
      random.pick(DESCRIPTION_PARTS.extras),
      random.pick(DESCRIPTION_PARTS.closing),
    ].join(' ');
    return {
      model,
      facts,
      title: `${model.brand} ${model.model}`,
      subtitle: `${year} · ${condition}`,
      hue: (index * 47 + random.int(0, 20)) % 360,
      purchaseMonth,
      modelYear,
      condition,
      originalDollars,
      sellDollars,
      description,
      mobile: `+8801${random.int(3, 9)}${String(random.int(0, 99_999_999)).padStart(8, '0')}`,
      minutesAgo: index * 540 + random.int(0, 300),
    };
  };
  // A few models are as common as on a real market, bought within a few years of each other, so their cars have
  // enough comparables for a price rating (docs/product-rules.md) and the demo shows its verdicts.
  const popularModels = DEMO_POPULAR_MODELS.flatMap((name) =>
    Array.from(
      { length: DEMO_POPULAR_LISTINGS_PER_MODEL },
      () => DEMO_MODELS.find((model) => model.model === name) as (typeof DEMO_MODELS)[number],
    ),
  );
  const plans = [
    ...Array.from({ length: DEMO_PRODUCT_COUNT }, (_, index) =>
      planListing(
        DEMO_MODELS[index % DEMO_MODELS.length] as (typeof DEMO_MODELS)[number],
        random.int(8, 156),
        index,
      ),
    ),
    ...popularModels.map((model, offset) =>
      planListing(model, random.int(42, 62), DEMO_PRODUCT_COUNT + offset),
    ),
  ];

  // Every other car has a gallery of 3 to 6 photos (different views of it), the rest the one photo older listings
  // have; the views are drawn here, as every demo picture is, so seeding needs no network.
  const views = Object.keys(CAR_VIEWS) as CarView[];
  const photoPlans = plans.flatMap((plan, index) =>
    views.slice(0, index % 2 === 0 ? 3 + ((index / 2) % 4) : 1).map((view) => ({ plan, index, view })),
  );
  const stored = await inBatches(
    photoPlans.map(
      ({ plan, view }) =>
        async () =>
          media.describe(
            (
              await media.storeImage(
                drawCarSvg({
                  title: plan.title,
                  subtitle: view === 'side' ? plan.subtitle : `${plan.subtitle} · ${view}`,
                  hue: plan.hue,
                  body: bodyByCategory.get(plan.model.category) ?? 'sedan',
                  view,
                }),
              )
            ).imageUrl,
          ),
    ),
    4,
  );
  const photosByCar = plans.map((_plan, index) =>
    stored.filter((_photo, photoIndex) => photoPlans[photoIndex]?.index === index),
  );

  const products = plans.map((plan, index) => {
    const photos = photosByCar[index] as ProductImage[];
    const cover = photos[0] as ProductImage;
    const car = Object.assign(new Product(), {
      id: newId(),
      name: `${plan.model.brand} ${plan.model.model} ${plan.modelYear}`,
      description: plan.description,
      categoryId: (categoryByName.get(plan.model.category) as Category).id,
      brandId: (brandByName.get(plan.model.brand) as Brand).id,
      condition: plan.condition,
      originalPriceCents: plan.originalDollars * 100,
      sellPriceCents: plan.sellDollars * 100,
      location: LOCATIONS[index % LOCATIONS.length],
      purchaseMonth: plan.purchaseMonth,
      modelYear: plan.modelYear,
      listingYear: listingYearOf(plan),
      model: plan.model.model,
      ...plan.facts,
      mobile: plan.mobile,
      imageUrl: cover.url,
      thumbUrl: cover.thumbnail,
      images: photos,
      authorId: (sellers[index % sellers.length] as User).id,
      advertise: index % 7 === 3,
      sold: index % 7 === 6,
      createdAt: new Date(now.getTime() - plan.minutesAgo * 60_000),
    });
    return Object.assign(car, { searchWords: searchWordsOf(car) });
  });

  const { orders, wishlistEntries } = demoBuying(users, products, now);
  const sales = demoSales(users, products, now);
  const report = demoReport(users, products, now);

  const inserted = await dataSource.transaction(async (manager) => {
    // Another process may have seeded while the pictures were drawn.
    if (await hasUsers(manager)) return false;
    await manager.save(users);
    await manager.save(categories);
    await manager.save(brands);
    await manager.save(products, { chunk: 20 });
    await manager.save([...orders, ...sales]);
    await manager.save(wishlistEntries);
    await manager.save(report);
    return true;
  });
  if (!inserted) return null;

  return {
    users: users.length,
    categories: categories.length,
    brands: brands.length,
    products: products.length,
    bookings: orders.length,
    paidOrders: sales.length,
    reports: 1,
    wishlistEntries: wishlistEntries.length,
    logins: DEMO_USERS.map((user) => ({ email: user.email, role: user.role, password: DEMO_PASSWORD })),
  };
}
