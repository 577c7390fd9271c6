// What each public page's head says: its title, description, canonical URL, preview image and schema.org data,
// from the API's answers. Free of HTTP serving: each function gets the route's parameters, the page's URL, an API
// reader and the site, and answers { head }, with a status when the page is missing (404, or 410 for a car taken
// down or deleted); a later server-side render reuses them. The titles are the pages' own (their <PageTitle>), so the tab does not change when the app starts.

// Prices and counts as the app writes them (the same functions), so the tab's title does not change when it starts.
import { formatDollars, groupDigits } from '@usedcars/contract/numbers';
import { readSearchFilters, SEARCH_FILTER_KEYS } from '@usedcars/contract/search-filters';
import { carSearchTitle, searchTitleNames } from '@usedcars/contract/search-title';
import { sellerPageTitle, sellerSummary } from '@usedcars/contract/seller-profile';
import type {
  Brand,
  Category,
  CategoryWithProducts,
  ModelList,
  Product,
  ProductDetail,
  ProductSearchQuery,
  SellerProfile,
} from '@usedcars/contract/types';
import type { PageHead } from './html.js';
import type { Site } from './sitemap.js';

export const SITE_NAME = 'UsedCars';
const SCHEMA = 'https://schema.org';
/** Search results show about this many characters of a description. */
const DESCRIPTION_LENGTH = 160;

/** `text` on one line, cut at a word to fit a search result. */
export function summary(text: string, length = DESCRIPTION_LENGTH): string {
  const line = String(text).replace(/\s+/g, ' ').trim();
  if (line.length <= length) return line;
  const cut = line.slice(0, length - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > length / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

const title = (what: string) => `${what} | ${SITE_NAME}`;

/** An API answer: its body (parsed JSON, as the contract types it) on a 200, else null. */
export interface ApiAnswer<T> {
  status: number;
  headers: Headers;
  body: T | null;
}

/** GET `/api${path}` (index.ts's createApiReader). */
export interface ApiReader {
  get<T>(path: string, options?: { timeoutMs?: number }): Promise<ApiAnswer<T>>;
}

/** What a page's head is made from: the route's parameters, the page's URL, the API and the site's addresses. */
export interface PageContext {
  params: Record<string, string>;
  url: URL;
  api: ApiReader;
  site: Site;
}

/** A page's head, and its status when the page is missing (404, or 410 for a car taken down or deleted). */
export interface PageDescription {
  status?: number;
  head: PageHead;
}

export type DescribePage = (context: PageContext) => Promise<PageDescription>;

/** An API read the page depends on: its answer, or an error that makes the server fall back to the plain page. */
async function read<T>(
  api: ApiReader,
  path: string,
  { missing = [] }: { missing?: number[] } = {},
): Promise<ApiAnswer<T>> {
  const answer = await api.get<T>(path);
  if (answer.status === 200 || missing.includes(answer.status)) return answer;
  throw new Error(`GET /api${path} answered ${answer.status}`);
}

/** The body of a 200 (which read() answered), as its type. */
function bodyOf<T>(answer: ApiAnswer<T>): T {
  if (answer.body === null) throw new Error('the API answered 200 without a body');
  return answer.body;
}

function breadcrumbs(site: Site, crumbs: [name: string, path: string][]) {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: site.url(path),
    })),
  };
}

/** The cars of a list page, in the order it shows them. */
function itemList(site: Site, cars: readonly Pick<Product, '_id' | 'product_name'>[], name: string) {
  return {
    '@context': SCHEMA,
    '@type': 'ItemList',
    name,
    itemListElement: cars.map((car, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: site.url(`/products/${encodeURIComponent(car._id)}`),
      name: car.product_name,
    })),
  };
}

/** Leaves out the fields a listing does not know (null), which schema.org has no value for. */
const known = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value != null));

/** schema.org Car with its Offer: the facts the listing knows, the price in dollars. */
export function carJsonLd(site: Site, car: Product, url: string) {
  const condition = `${SCHEMA}/UsedCondition`;
  return known({
    '@context': SCHEMA,
    '@type': 'Car',
    name: car.product_name,
    description: car.description,
    url,
    image: (car.images?.length ? car.images.map((image) => image.url) : [car.image])
      .filter(Boolean)
      .map((src) => site.url(src)),
    brand: car.brandName ? { '@type': 'Brand', name: car.brandName } : null,
    model: car.model,
    category: car.categoryName,
    itemCondition: condition,
    // The model year, as schema.org's Car has it (release of the model, year of production); unknown: left out.
    vehicleModelDate: car.modelYear == null ? null : String(car.modelYear),
    productionDate: car.modelYear == null ? null : String(car.modelYear),
    purchaseDate: car.purchaseYear,
    mileageFromOdometer:
      car.mileage == null ? null : { '@type': 'QuantitativeValue', value: car.mileage, unitCode: 'KMT' },
    fuelType: car.fuel,
    vehicleTransmission: car.transmission,
    color: car.color,
    numberOfPreviousOwners: car.owners,
    vehicleEngine:
      car.engineCc == null
        ? null
        : {
            '@type': 'EngineSpecification',
            engineDisplacement: { '@type': 'QuantitativeValue', value: car.engineCc, unitCode: 'CMQ' },
          },
    vehicleIdentificationNumber: car.vin,
    offers: {
      '@type': 'Offer',
      url,
      price: car.sellPrice,
      priceCurrency: 'USD',
      availability: `${SCHEMA}/${car.sell ? 'SoldOut' : 'InStock'}`,
      itemCondition: condition,
    },
  });
}

async function productPage({ params, api, site }: PageContext): Promise<PageDescription> {
  const answer = await read<ProductDetail>(api, `/product/${encodeURIComponent(params.id ?? '')}`, {
    missing: [404, 410],
  });
  if (answer.status !== 200) return { status: answer.status, head: missingPageHead('Car not found') };
  const car = bodyOf(answer);
  const url = site.url(`/products/${encodeURIComponent(car._id)}`);
  const facts = [
    // '2015 Toyota Corolla'; without a model year the purchase year, said as such.
    [car.modelYear, car.brandName, car.model].filter(Boolean).join(' '),
    car.modelYear == null ? `bought ${car.purchaseYear.slice(0, 4)}` : null,
    car.mileage == null ? null : `${groupDigits(car.mileage)} km`,
    car.fuel,
    car.transmission,
    car.location,
  ].filter(Boolean);
  const cover = car.images?.[0]?.url ?? car.image;
  return {
    head: {
      title: title(`${car.product_name}, ${formatDollars(car.sellPrice)}`),
      description: summary(`${facts.join(', ')}. ${car.description}`),
      canonical: url,
      image: cover ? site.url(cover) : undefined,
      type: 'product',
      jsonLd: [
        carJsonLd(site, car, url),
        breadcrumbs(site, [
          ['Home', '/'],
          ['Cars', '/cars'],
          [car.categoryName, `/category/${encodeURIComponent(car.category)}`],
          [car.product_name, `/products/${encodeURIComponent(car._id)}`],
        ]),
      ],
    },
  };
}

/**
 * schema.org ProfilePage of a Person: the seller by public name and photo, with each car for sale the page shows as
 * an Offer of a Car. Its rating and reviews are a block of their own (sellerRatingJsonLd).
 */
export function sellerJsonLd(site: Site, seller: SellerProfile, url: string) {
  return {
    '@context': SCHEMA,
    '@type': 'ProfilePage',
    url,
    dateCreated: seller.memberSince,
    mainEntity: known({
      '@type': 'Person',
      '@id': `${url}#seller`,
      name: seller.displayName,
      url,
      image: seller.photoURL ? site.url(seller.photoURL) : null,
      makesOffer: seller.forSale.items.map((car) => {
        const carUrl = site.url(`/products/${encodeURIComponent(car._id)}`);
        return {
          '@type': 'Offer',
          url: carUrl,
          price: car.sellPrice,
          priceCurrency: 'USD',
          availability: `${SCHEMA}/InStock`,
          itemCondition: `${SCHEMA}/UsedCondition`,
          itemOffered: known({
            '@type': 'Car',
            name: car.product_name,
            url: carUrl,
            image: car.images?.[0]?.url || car.image ? site.url(car.images?.[0]?.url || car.image) : null,
            brand: car.brandName ? { '@type': 'Brand', name: car.brandName } : null,
            model: car.model,
            vehicleModelDate: car.modelYear == null ? null : String(car.modelYear),
          }),
        };
      }),
    }),
  };
}

/**
 * The seller's AggregateRating and the Reviews the page shows, each about the profile's Person (by its `@id`).
 * schema.org gives a Person no `aggregateRating` property, so the rating names what it rates (`itemReviewed`)
 * instead of sitting on the Person. None while the seller has no visible review: a rating of nothing is not valid.
 */
export function sellerRatingJsonLd(seller: SellerProfile, url: string) {
  const { average, count } = seller.rating;
  if (average === null || count === 0) return null;
  const seller_ = { '@id': `${url}#seller` };
  const scale = { bestRating: 5, worstRating: 1 };
  return {
    '@context': SCHEMA,
    '@graph': [
      {
        '@type': 'AggregateRating',
        itemReviewed: { '@type': 'Person', ...seller_, name: seller.displayName },
        ratingValue: average,
        ratingCount: count,
        reviewCount: count,
        ...scale,
      },
      ...seller.reviews.items.map((review) => ({
        '@type': 'Review',
        itemReviewed: seller_,
        author: { '@type': 'Person', name: review.reviewerName },
        datePublished: review.date.slice(0, 10),
        reviewBody: review.text,
        reviewRating: { '@type': 'Rating', ratingValue: review.stars, ...scale },
      })),
    ],
  };
}

async function sellerPage({ params, api, site }: PageContext): Promise<PageDescription> {
  const answer = await read<SellerProfile>(api, `/sellers/${encodeURIComponent(params.id ?? '')}`, {
    missing: [404],
  });
  if (answer.status !== 200) return { status: 404, head: missingPageHead('Seller not found') };
  const seller = bodyOf(answer);
  const path = `/sellers/${encodeURIComponent(seller._id)}`;
  const url = site.url(path);
  // The seller's photo, else their newest car's cover: a preview with a picture.
  const firstCar = seller.forSale.items[0];
  const picture = seller.photoURL ?? firstCar?.images?.[0]?.url ?? firstCar?.image;
  return {
    head: {
      title: title(sellerPageTitle(seller.displayName)),
      description: summary(sellerSummary(seller)),
      canonical: url,
      image: picture ? site.url(picture) : undefined,
      type: 'profile',
      jsonLd: [
        sellerJsonLd(site, seller, url),
        breadcrumbs(site, [
          ['Home', '/'],
          ['Cars', '/cars'],
          [seller.displayName, path],
        ]),
        ...[sellerRatingJsonLd(seller, url)].filter((block) => block !== null),
      ],
    },
  };
}

async function categoryPage({ params, api, site }: PageContext): Promise<PageDescription> {
  const answer = await read<CategoryWithProducts>(
    api,
    `/category/${encodeURIComponent(params.categoryName ?? '')}`,
    { missing: [404] },
  );
  if (answer.status !== 200) return { status: 404, head: missingPageHead('Category not found') };
  const { category, products } = bodyOf(answer);
  const path = `/category/${encodeURIComponent(category.value)}`;
  const total = Number(answer.headers.get('x-total-count') ?? products.length);
  return {
    head: {
      title: title(category.category),
      description: `${groupDigits(total)} used ${category.category} cars for sale on ${SITE_NAME}: compare prices, mileage and condition, then book a visit.`,
      canonical: site.url(path),
      image: category.thumbnail ? site.url(category.thumbnail) : undefined,
      jsonLd: [
        itemList(site, products, category.category),
        breadcrumbs(site, [
          ['Home', '/'],
          [category.category, path],
        ]),
      ],
    },
  };
}

/**
 * The /cars query parameters that choose what the list shows, in the order the canonical URL gives them: the
 * contract's search filters (a filter added there is read here too), then the sort and the page.
 */
const CAR_SEARCH_PARAMS = [
  ...SEARCH_FILTER_KEYS,
  'sort',
  'page',
] as const satisfies readonly (keyof ProductSearchQuery)[];

async function carsPage({ url, api, site }: PageContext): Promise<PageDescription> {
  // Only what the list reads: tracking parameters and the like neither reach the API nor the canonical URL.
  const search = new URLSearchParams();
  for (const name of CAR_SEARCH_PARAMS) {
    const value = url.searchParams.get(name)?.trim();
    if (value) search.set(name, value);
  }
  const query = search.size ? `?${search}` : '';
  const filters = readSearchFilters((key) => search.get(key));
  // The names the title gives the filters, read as the storefront reads them (the same paths, so the render reuses them).
  const [answer, brands, categories, models] = await Promise.all([
    read<Product[]>(api, `/products${query}`, { missing: [400] }),
    filters.brand ? read<Brand[]>(api, '/brand').then(bodyOf) : undefined,
    filters.category ? read<Category[]>(api, '/categories').then(bodyOf) : undefined,
    filters.brand && filters.model
      ? read<ModelList>(api, `/models?${new URLSearchParams({ brand: filters.brand })}`).then(bodyOf)
      : undefined,
  ]);
  // A query the API refuses shows the app's message; its page is not one to index.
  const cars = answer.status === 200 ? bodyOf(answer) : [];
  const total = Number(answer.headers.get('x-total-count') ?? cars.length);
  const capped = answer.headers.get('x-total-count-capped') === 'true';
  const page = Number(search.get('page'));
  const searchTitle = carSearchTitle(
    filters,
    searchTitleNames(filters, { brands, models, categories }),
    Number.isInteger(page) && page > 0 ? page : 1,
  );
  return {
    head: {
      title: title(searchTitle),
      description: `${groupDigits(total)}${capped ? '+' : ''} used cars for sale on ${SITE_NAME}: search by brand, price, mileage, fuel and more.`,
      canonical: site.url(`/cars${query}`),
      robots: answer.status === 200 ? undefined : 'noindex',
      jsonLd: [
        itemList(site, cars, searchTitle),
        breadcrumbs(site, [
          ['Home', '/'],
          ['Cars', '/cars'],
        ]),
      ],
    },
  };
}

async function homePage({ api, site }: PageContext): Promise<PageDescription> {
  // The home page shows the newest six (the storefront's HOME_ADVERTISED_COUNT): the same read as its own.
  const advertised = bodyOf(await read<Product[]>(api, '/advertise-product?pageSize=6'));
  return {
    head: {
      title: title('Buy and sell used cars'),
      description: `${SITE_NAME}: used cars from verified sellers, with prices, photos and every fact that matters. Search, compare and book a visit.`,
      canonical: site.url('/'),
      jsonLd: [
        {
          '@context': SCHEMA,
          '@type': 'WebSite',
          name: SITE_NAME,
          url: site.url('/'),
          potentialAction: {
            '@type': 'SearchAction',
            target: `${site.url('/cars')}?q={search_term_string}`,
            'query-input': 'required name=search_term_string',
          },
        },
        itemList(site, advertised, 'Advertised cars'),
      ],
    },
  };
}

async function advertisePage({ url, api, site }: PageContext): Promise<PageDescription> {
  // Page 1 is the address without a page (as the storefront's pager links it).
  const page = Number(url.searchParams.get('page'));
  const query = Number.isInteger(page) && page > 1 ? `?page=${page}` : '';
  const advertised = bodyOf(await read<Product[]>(api, `/advertise-product${query}`));
  return {
    head: {
      title: title('Advertised cars'),
      description: `Cars their sellers advertise on ${SITE_NAME}, newest first.`,
      canonical: site.url(`/advertise${query}`),
      jsonLd: [
        itemList(site, advertised, 'Advertised cars'),
        breadcrumbs(site, [
          ['Home', '/'],
          ['Advertised cars', '/advertise'],
        ]),
      ],
    },
  };
}

/** A page whose content is in the app: the same head for everyone, no API read. */
export function staticPage(pageTitle: string, description?: string): DescribePage {
  return async ({ url, site }) => ({
    head: {
      title: title(pageTitle),
      description,
      canonical: site.url(url.pathname.toLowerCase().replace(/\/+$/, '')),
      jsonLd: [
        breadcrumbs(site, [
          ['Home', '/'],
          [pageTitle, url.pathname.toLowerCase().replace(/\/+$/, '')],
        ]),
      ],
    },
  });
}

/** The head of each public page (site-routes.ts's INDEXED_PAGES), by its route. */
export const PAGE_META: Readonly<Record<string, DescribePage>> = {
  '/': homePage,
  '/cars': carsPage,
  '/products/:id': productPage,
  '/category/:categoryName': categoryPage,
  '/sellers/:id': sellerPage,
  '/advertise': advertisePage,
  '/blogs': staticPage('Blogs', `Advice on buying and selling a used car, from the ${SITE_NAME} team.`),
  '/faq': staticPage('FAQ', `Answers to common questions about buying and selling on ${SITE_NAME}.`),
  '/contact-us': staticPage('Contact Us', `How to reach the ${SITE_NAME} team.`),
  '/privacy-policy': staticPage('Privacy policy', `How ${SITE_NAME} handles your personal data.`),
};

/** The head of a missing page (no route, no such car or category): kept out of search results. */
export function missingPageHead(what = 'Page not found'): PageHead {
  return { title: title(what), robots: 'noindex' };
}
