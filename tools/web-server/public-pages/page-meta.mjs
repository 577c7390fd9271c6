// What each public page's head says: its title, description, canonical URL, preview image and schema.org data,
// from the API's answers. Free of HTTP serving: each function gets the route's parameters, the page's URL, an API
// reader and the site, and answers { head }, with a status when the page is missing (404, or 410 for a car taken
// down or deleted); a later server-side render reuses them. The titles are the pages' own (their <PageTitle>), so the tab does not change when the app starts.

// Prices and counts as the app writes them (the same functions), so the tab's title does not change when it starts.
import { formatDollars, groupDigits } from '@usedcars/contract/numbers';

export const SITE_NAME = 'UsedCars';
const SCHEMA = 'https://schema.org';
/** Search results show about this many characters of a description. */
const DESCRIPTION_LENGTH = 160;

/** `text` on one line, cut at a word to fit a search result. */
export function summary(text, length = DESCRIPTION_LENGTH) {
  const line = String(text).replace(/\s+/g, ' ').trim();
  if (line.length <= length) return line;
  const cut = line.slice(0, length - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > length / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

const title = (what) => `${what} | ${SITE_NAME}`;

/** An API read the page depends on: its answer, or an error that makes the server fall back to the plain page. */
async function read(api, path, { missing = [] } = {}) {
  const answer = await api.get(path);
  if (answer.status === 200 || missing.includes(answer.status)) return answer;
  throw new Error(`GET /api${path} answered ${answer.status}`);
}

function breadcrumbs(site, crumbs) {
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
function itemList(site, cars, name) {
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
const known = (fields) => Object.fromEntries(Object.entries(fields).filter(([, value]) => value != null));

/** schema.org Car with its Offer: the facts the listing knows, the price in dollars. */
export function carJsonLd(site, car, url) {
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

async function productPage({ params, api, site }) {
  const answer = await read(api, `/product/${encodeURIComponent(params.id)}`, { missing: [404, 410] });
  if (answer.status !== 200) return { status: answer.status, head: missingPageHead('Car not found') };
  const car = answer.body;
  const url = site.url(`/products/${encodeURIComponent(car._id)}`);
  const facts = [
    [car.brandName, car.model].filter(Boolean).join(' '),
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

async function categoryPage({ params, api, site }) {
  const answer = await read(api, `/category/${encodeURIComponent(params.categoryName)}`, { missing: [404] });
  if (answer.status !== 200) return { status: 404, head: missingPageHead('Category not found') };
  const { category, products } = answer.body;
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

/** The /cars query parameters that choose what the list shows, in the order the canonical URL gives them. */
const CAR_SEARCH_PARAMS = [
  'q',
  'category',
  'brand',
  'model',
  'condition',
  'location',
  'fuel',
  'transmission',
  'minPrice',
  'maxPrice',
  'minYear',
  'maxYear',
  'minMileage',
  'maxMileage',
  'sort',
  'page',
];

async function carsPage({ url, api, site }) {
  // Only what the list reads: tracking parameters and the like neither reach the API nor the canonical URL.
  const search = new URLSearchParams();
  for (const name of CAR_SEARCH_PARAMS) {
    const value = url.searchParams.get(name)?.trim();
    if (value) search.set(name, value);
  }
  const query = search.size ? `?${search}` : '';
  const answer = await read(api, `/products${query}`, { missing: [400] });
  // A query the API refuses shows the app's message; its page is not one to index.
  const cars = answer.status === 200 ? answer.body : [];
  const total = Number(answer.headers.get('x-total-count') ?? cars.length);
  const capped = answer.headers.get('x-total-count-capped') === 'true';
  return {
    head: {
      title: title('Cars for sale'),
      description: `${groupDigits(total)}${capped ? '+' : ''} used cars for sale on ${SITE_NAME}: search by brand, price, mileage, fuel and more.`,
      canonical: site.url(`/cars${query}`),
      robots: answer.status === 200 ? undefined : 'noindex',
      jsonLd: [
        itemList(site, cars, 'Cars for sale'),
        breadcrumbs(site, [
          ['Home', '/'],
          ['Cars', '/cars'],
        ]),
      ],
    },
  };
}

async function homePage({ api, site }) {
  // The home page shows the newest six (the storefront's HOME_ADVERTISED_COUNT): the same read as its own.
  const { body: advertised } = await read(api, '/advertise-product?pageSize=6');
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

async function advertisePage({ url, api, site }) {
  // Page 1 is the address without a page (as the storefront's pager links it).
  const page = Number(url.searchParams.get('page'));
  const query = Number.isInteger(page) && page > 1 ? `?page=${page}` : '';
  const { body: advertised } = await read(api, `/advertise-product${query}`);
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
function staticPage(pageTitle, description) {
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
export const PAGE_META = {
  '/': homePage,
  '/cars': carsPage,
  '/products/:id': productPage,
  '/category/:categoryName': categoryPage,
  '/advertise': advertisePage,
  '/blogs': staticPage('Blogs', `Advice on buying and selling a used car, from the ${SITE_NAME} team.`),
  '/faq': staticPage('FAQ', `Answers to common questions about buying and selling on ${SITE_NAME}.`),
  '/contact-us': staticPage('Contact Us', `How to reach the ${SITE_NAME} team.`),
  '/privacy-policy': staticPage('Privacy policy', `How ${SITE_NAME} handles your personal data.`),
};

/** The head of a missing page (no route, no such car or category): kept out of search results. */
export function missingPageHead(what = 'Page not found') {
  return { title: title(what), robots: 'noindex' };
}
