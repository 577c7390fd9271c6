// The public catalogue in memory, for search and facets at a million listings (see docs/search.md): a column of
// typed arrays per searchable field, one row ("slot") per listing ever indexed, posting lists of the rows of each
// brand, category and model, and each sort order precomputed. It holds only the listed unsold cars and answers which
// ids a search's page shows; the rows themselves are read from the database by primary key, as before.
import {
  CONDITIONS,
  type FacetName,
  FUELS,
  LOCATIONS,
  PRICE_BANDS,
  type ProductSort,
  PRODUCT_SORTS,
  SEARCH_COUNT_CAP,
  TRANSMISSIONS,
} from '@usedcars/contract/types';
import { isUuid } from '../common/ids';
import { dollarsToCents } from '../common/money';
import { ListingWords, SlotList } from './listing-words';

/** A listed car's searchable fields, as read from its row. */
export interface IndexedListing {
  id: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
  sellPriceCents: number;
  mileageKm: number | null;
  /** `YYYY-MM`. */
  purchaseMonth: string;
  /** Year of manufacture, null where the listing does not tell (then its purchase year counts: listingYear). */
  modelYear: number | null;
  brandId: string;
  categoryId: string;
  model: string | null;
  fuel: string | null;
  transmission: string | null;
  condition: string;
  location: string;
  /** Advertised by its seller (the home page's cars). */
  advertise: boolean;
  /** Its stored words (`searchWords`), for an index that keeps words (see ListingWords). */
  searchWords?: string;
}

/**
 * The filters of a search, resolved for the index: brand and category by id (null: a value no brand or category
 * has, so nothing matches), prices in cents. `text` narrows to the cars whose text matched `q` (see TextFilter).
 */
export interface IndexFilters {
  brandId?: string | null;
  categoryId?: string | null;
  condition?: string;
  location?: string;
  minPriceCents?: number;
  maxPriceCents?: number;
  minYear?: number;
  maxYear?: number;
  minMileage?: number;
  maxMileage?: number;
  fuel?: readonly string[];
  transmission?: string;
  model?: string;
  /** Advertised cars only. */
  advertised?: boolean;
  text?: TextFilter;
}

/** The cars a text (`q`) matches, as kept under `key` by storeText. */
export interface TextFilter {
  key: string;
}

/** A word of a text search (typedWords), with the brands and categories whose name holds a word it finds. */
export interface TypedWord {
  word: string;
  brandIds: readonly string[];
  categoryIds: readonly string[];
}

/** A page of a search: its ids in order, and the matches counted up to SEARCH_COUNT_CAP + 1. */
export interface IndexPage {
  ids: string[];
  matches: number;
}

/** Per facet, value (brand and category by id) -> cars; `total` the cars passing every filter. */
export interface IndexFacets {
  total: number;
  counts: Record<FacetName, Map<string, number>>;
}

const UNKNOWN = -1;
/** A filter's value no listed car has (a brand nobody sells): it matches nothing. */
const NO_MATCH = -2;
const NONE = 0;
/** About how many slots read in order cost as much as one read at random (each read misses the memory caches). */
const RANDOM_READ_COST = 12;
/** Up to this many matches, a page is read by sorting their ranks; past it, by walking the sort order. */
const RANKS_KEPT = 4096;
/** Up to this many changed rows, a sort order is changed in place; past it, made anew (see order()). */
const FEW_CHANGES = 64;
/** Text matches kept; each costs a bit per slot (128 kB at a million) and its slots. */
const TEXT_MATCHES_KEPT = 32;

/** Model names compare case-insensitively, as the database's collation does for ASCII letters. */
export function modelKey(model: string): string {
  return model.toLowerCase();
}

/** Whether the index compares `model` as the database does: accented letters fold differently per driver. */
export function isAsciiText(model: string): boolean {
  return /^[\x20-\x7e]*$/.test(model);
}

/** The year a listing is searched and sorted by: its model year, else its purchase year (listingYear). */
function listingYearOf(listing: IndexedListing): number {
  return listing.modelYear ?? Number(listing.purchaseMonth.slice(0, 4));
}

const CENTS_BANDS = PRICE_BANDS.map((band) => (band.max === null ? Infinity : dollarsToCents(band.max)));
function bandOf(cents: number): number {
  let band = 0;
  while (cents >= (CENTS_BANDS[band] as number)) band += 1;
  return band;
}

/** Small whole numbers for the string values of a column (0 stays "none"). */
class Dictionary {
  private readonly numbers = new Map<string, number>();
  readonly values: string[] = [''];

  numberOf(value: string): number {
    let number = this.numbers.get(value);
    if (number === undefined) {
      number = this.values.length;
      this.numbers.set(value, number);
      this.values.push(value);
    }
    return number;
  }

  find(value: string): number {
    return this.numbers.get(value) ?? UNKNOWN;
  }
}

/** The rows a text matched, as bits by slot, as of a count of rows re-read. */
interface TextBits {
  version: number;
  bits: Uint32Array;
  /** The same rows in slot order, for a search that starts from them (made when first needed). */
  slots: Uint32Array | null;
}

/** A search's filters as numbers, every bound set (open bounds are infinite), for the scans. */
interface Compiled {
  brand: number;
  category: number;
  model: number;
  condition: number;
  location: number;
  minPrice: number;
  maxPrice: number;
  minYear: number;
  maxYear: number;
  mileage: boolean;
  minMileage: number;
  maxMileage: number;
  /** Allowed fuel numbers, or null for any. */
  fuels: Uint8Array | null;
  transmission: number;
  advertised: boolean;
  text: TextBits | null;
  /**
   * Whether any filter is no facet's but year and mileage (text, model, condition, place, advertised): the scans and
   * the facets' year cells check year and mileage themselves.
   */
  rare: boolean;
}

/** The listed slots in the order of a sort (the first slots.length of buffer), and each slot's position in it. */
interface SortOrder {
  buffer: Uint32Array;
  slots: Uint32Array;
  rank: Uint32Array;
}

/**
 * The listed cars of one brand, category, fuel and gearbox, in one cell and again in a cell per year (model year, else
 * purchase year): facet
 * counts read the cells of the years asked for (or the one of every year) instead of every car.
 */
interface FacetGroup {
  /** Its position in facetGroupList, the value of the facetGroup column for its cars. */
  number: number;
  brand: number;
  category: number;
  fuel: number;
  transmission: number;
  all: FacetCell;
  years: FacetCell[];
}

/** Cars of a facet group (of one year, or all): their prices in order, each car's mileage beside its price. */
interface FacetCell {
  /** The year (listingYearOf), or null for the cell of every year. */
  year: number | null;
  size: number;
  prices: Int32Array;
  mileages: Int32Array;
  /** How many per price band. */
  bands: Float64Array;
  /** How many per condition (CONDITIONS' order), then per location (LOCATIONS'). */
  places: Float64Array;
  /** Each car's condition and location beside its price, as one number (placeCode). */
  placeCodes: Uint8Array;
}

export class ListingIndex {
  /** The listings' stored words, when the index keeps them (the API's does: see IndexCatalogSearch.textFilter). */
  private readonly words: ListingWords | null;
  private capacity = 0;
  /** Slots in use: one per listing ever indexed (a car listed again takes its slot back). */
  private slotCount = 0;
  private listedCount = 0;
  /**
   * Counts the rows re-read (put in or taken out, changed or not: a text edit changes no column here): a kept text
   * match is current while it is as of this count.
   */
  private rereadCount = 0;

  private live = new Uint8Array(0);
  /** The id's 128 bits as four big-endian words, so that word order is the text's order. */
  private idWords = new Uint32Array(0);
  private createdAt = new Float64Array(0);
  private price = new Int32Array(0);
  private mileage = new Int32Array(0);
  private year = new Int32Array(0);
  private brand = new Uint16Array(0);
  private category = new Uint16Array(0);
  private model = new Uint32Array(0);
  private fuel = new Uint8Array(0);
  private transmission = new Uint8Array(0);
  private condition = new Uint8Array(0);
  private location = new Uint8Array(0);
  private band = new Uint8Array(0);
  private advertised = new Uint8Array(0);
  /**
   * The number of the slot's facet group: a search reads one column and one entry per group instead of the four
   * columns of brand, category, fuel and gearbox (see groupVerdicts).
   */
  private facetGroup = new Uint32Array(0);
  /** id -> slot, open addressing on the id's hash (never removed: slots are kept). */
  private table = new Int32Array(0);

  private readonly brands = new Dictionary();
  private readonly categories = new Dictionary();
  private readonly models = new Dictionary();
  private readonly brandPostings: SlotList[] = [];
  private readonly categoryPostings: SlotList[] = [];
  private readonly modelPostings: SlotList[] = [];
  private readonly fuelPostings: SlotList[] = [];
  private readonly transmissionPostings: SlotList[] = [];
  private readonly advertisedSlots = new SlotList();
  /** The facets' groups by facetGroupKey: a search with facet filters only counts from them, not from each car. */
  private readonly facetGroups = new Map<number, FacetGroup>();
  private readonly facetGroupList: FacetGroup[] = [];

  /** Per sort: the listed slots in order, and each slot's position in it. */
  private readonly orders = new Map<ProductSort, SortOrder>(
    PRODUCT_SORTS.map((sort) => [
      sort,
      { buffer: new Uint32Array(0), slots: new Uint32Array(0), rank: new Uint32Array(0) },
    ]),
  );
  /** Slots changed since the orders were last merged. */
  private readonly unordered = new Set<number>();
  private readonly texts = new Map<string, TextBits>();

  constructor({ words = false }: { words?: boolean } = {}) {
    this.words = words ? new ListingWords() : null;
  }

  get size(): number {
    return this.listedCount;
  }

  /** Whether it keeps the words of the texts. */
  get keepsWords(): boolean {
    return this.words !== null;
  }

  /** Bytes held by the typed arrays (the index's heap, but the dictionaries' few strings and the id table's keys). */
  get bytes(): number {
    const postings = [
      ...this.brandPostings,
      ...this.categoryPostings,
      ...this.modelPostings,
      ...this.fuelPostings,
      ...this.transmissionPostings,
      this.advertisedSlots,
    ].reduce((sum, list) => sum + (list?.slots.byteLength ?? 0), 0);
    const groups = this.facetGroupList.reduce(
      (sum, group) =>
        [group.all, ...group.years].reduce(
          (cells, cell) =>
            cells + cell.prices.byteLength + cell.mileages.byteLength + cell.placeCodes.byteLength,
          sum,
        ),
      0,
    );
    const orders = [...this.orders.values()].reduce(
      (sum, order) => sum + order.buffer.byteLength + order.rank.byteLength,
      0,
    );
    const columns = [
      this.live,
      this.idWords,
      this.createdAt,
      this.price,
      this.mileage,
      this.year,
      this.brand,
      this.category,
      this.model,
      this.fuel,
      this.transmission,
      this.condition,
      this.location,
      this.band,
      this.advertised,
      this.facetGroup,
      this.table,
    ].reduce((sum, column) => sum + column.byteLength, 0);
    return columns + postings + groups + orders + (this.words?.bytes ?? 0);
  }

  /** Adds or replaces a listed car; call `order()` once a batch of changes is in. */
  upsert(listing: IndexedListing): void {
    const slotsBefore = this.slotCount;
    const slot = this.slotOf(listing.id, true);
    if (this.words && listing.searchWords !== undefined)
      this.words.set(slot, listing.searchWords, slot >= slotsBefore);
    const fields = {
      createdAt: listing.createdAt,
      price: listing.sellPriceCents,
      mileage: listing.mileageKm ?? UNKNOWN,
      year: listingYearOf(listing),
      brand: this.brands.numberOf(listing.brandId),
      category: this.categories.numberOf(listing.categoryId),
      model: listing.model === null ? NONE : this.models.numberOf(modelKey(listing.model)),
      fuel: listing.fuel === null ? NONE : FUELS.indexOf(listing.fuel as never) + 1,
      transmission:
        listing.transmission === null ? NONE : TRANSMISSIONS.indexOf(listing.transmission as never) + 1,
      condition: CONDITIONS.indexOf(listing.condition as never),
      location: LOCATIONS.indexOf(listing.location as never),
      advertised: listing.advertise ? 1 : 0,
    };
    this.reread();
    const listed = this.live[slot] === 1;
    if (listed && this.sameFields(slot, fields)) return;
    // Only the posting lists whose value changed are written: a gearbox's list holds half the cars.
    const postings: [SlotList[], number, number][] = [
      [this.brandPostings, listed ? (this.brand[slot] as number) : UNKNOWN, fields.brand],
      [this.categoryPostings, listed ? (this.category[slot] as number) : UNKNOWN, fields.category],
      [this.modelPostings, listed ? (this.model[slot] as number) : UNKNOWN, fields.model],
      [this.fuelPostings, listed ? (this.fuel[slot] as number) : UNKNOWN, fields.fuel],
      [
        this.transmissionPostings,
        listed ? (this.transmission[slot] as number) : UNKNOWN,
        fields.transmission,
      ],
    ];
    if (listed) this.leaveFacetGroup(slot);
    else this.listedCount += 1;
    this.createdAt[slot] = fields.createdAt;
    this.price[slot] = fields.price;
    this.mileage[slot] = fields.mileage;
    this.year[slot] = fields.year;
    this.brand[slot] = fields.brand;
    this.category[slot] = fields.category;
    this.model[slot] = fields.model;
    this.fuel[slot] = fields.fuel;
    this.transmission[slot] = fields.transmission;
    this.condition[slot] = fields.condition;
    this.location[slot] = fields.location;
    this.band[slot] = bandOf(fields.price);
    if (listed && this.advertised[slot] === 1) this.advertisedSlots.remove(slot);
    this.advertised[slot] = fields.advertised;
    if (fields.advertised === 1) this.advertisedSlots.add(slot);
    this.live[slot] = 1;
    for (const [lists, before, after] of postings) {
      if (before === after) continue;
      if (before !== UNKNOWN) postingOf(lists, before).remove(slot);
      postingOf(lists, after).add(slot);
    }
    this.joinFacetGroup(slot);
    this.changed(slot);
  }

  /** Takes a car out of the lists (sold, hidden, deleted...); unknown ids are ignored. */
  remove(id: string): void {
    const slot = this.slotOf(id, false);
    if (slot === UNKNOWN) return;
    this.reread();
    if (this.live[slot] !== 1) return;
    this.unlist(slot);
    this.changed(slot);
  }

  /**
   * Puts the changed rows in each sort order (newest first comes first: the other orders break their ties by its
   * rank), and renumbers the ranks from the first position that moved.
   */
  order(): void {
    if (this.unordered.size === 0) return;
    const changed = [...this.unordered];
    this.unordered.clear();
    for (const sort of PRODUCT_SORTS_NEWEST_FIRST) {
      if (changed.length <= FEW_CHANGES) this.reorderFew(sort, changed);
      else this.reorderMany(sort, changed);
    }
  }

  /**
   * A catch-up's few changes: each changed row taken out and put back where a binary search puts it, in place (a
   * move of memory, no pass of the order in JavaScript and no new array: a write costs about a millisecond per
   * order at a million listings).
   */
  private reorderFew(sort: ProductSort, changed: number[]): void {
    const order = this.orders.get(sort)!;
    const compare = this.comparator(sort);
    const rank = order.rank.length === this.capacity ? order.rank : this.grownRank(order.rank);
    let { buffer } = order;
    let length = order.slots.length;
    let first = length;
    const positions: number[] = [];
    for (const slot of changed) {
      const position = rank[slot] as number;
      if (position < length && buffer[position] === slot) positions.push(position);
    }
    for (const position of positions.sort((a, b) => b - a)) {
      buffer.copyWithin(position, position + 1, length);
      length -= 1;
      first = Math.min(first, position);
    }
    const added = changed.filter((slot) => this.live[slot] === 1);
    if (length + added.length > buffer.length) {
      const grown = new Uint32Array(Math.ceil((length + added.length) * 1.25) + 1024);
      grown.set(buffer.subarray(0, length));
      buffer = grown;
    }
    for (const slot of added) {
      const at = firstWhere(buffer.subarray(0, length), (other) => compare(slot, other) < 0);
      buffer.copyWithin(at + 1, at, length);
      buffer[at] = slot;
      length += 1;
      first = Math.min(first, at);
    }
    for (let position = first; position < length; position += 1) rank[buffer[position] as number] = position;
    this.orders.set(sort, { buffer, slots: buffer.subarray(0, length), rank });
  }

  /**
   * Many changes (a load): the order without them (one pass, no comparison), then the changed rows, sorted, merged
   * in where binary searches put them.
   */
  private reorderMany(sort: ProductSort, changed: number[]): void {
    const order = this.orders.get(sort)!;
    const compare = this.comparator(sort);
    const moved = new Uint8Array(this.capacity);
    for (const slot of changed) moved[slot] = 1;
    const kept = new Uint32Array(order.slots.length);
    let keptCount = 0;
    let firstMoved = order.slots.length;
    for (let position = 0; position < order.slots.length; position += 1) {
      const slot = order.slots[position] as number;
      if (moved[slot] === 1) firstMoved = Math.min(firstMoved, position);
      else kept[keptCount++] = slot;
    }
    const added = changed.filter((slot) => this.live[slot] === 1).sort(compare);
    const slots = new Uint32Array(this.listedCount);
    let from = 0;
    let write = 0;
    for (const slot of added) {
      const at = from + firstWhere(kept.subarray(from, keptCount), (other) => compare(slot, other) < 0);
      firstMoved = Math.min(firstMoved, at + write - from);
      slots.set(kept.subarray(from, at), write);
      write += at - from;
      slots[write++] = slot;
      from = at;
    }
    slots.set(kept.subarray(from, keptCount), write);
    const rank = order.rank.length === this.capacity ? order.rank : this.grownRank(order.rank);
    for (let position = Math.min(firstMoved, slots.length); position < slots.length; position += 1)
      rank[slots[position] as number] = position;
    this.orders.set(sort, { buffer: slots, slots, rank });
  }

  private grownRank(rank: Uint32Array): Uint32Array {
    const grown = new Uint32Array(this.capacity);
    grown.set(rank.subarray(0, Math.min(rank.length, this.capacity)));
    return grown;
  }

  /** One page (`offset`, `limit`) of the cars matching `filters` in the order of `sort`, and how many match. */
  search(filters: IndexFilters, sort: ProductSort, offset: number, limit: number): IndexPage {
    const query = this.compile(filters);
    const order = this.orders.get(sort)!;
    // One pass over the candidates counts the matches (up to the cap) and keeps the first ones' ranks in the order.
    const ranks = new Uint32Array(RANKS_KEPT);
    const matches = this.count(query, this.candidates(query, true), SEARCH_COUNT_CAP + 1, ranks, order.rank);
    const page: number[] = [];
    if (matches <= RANKS_KEPT) {
      for (const rank of ranks
        .subarray(0, matches)
        .sort()
        .subarray(offset, offset + limit))
        page.push(order.slots[rank] as number);
    } else {
      // Many matches: dense enough in the order that walking it finds the page soon, from where they start.
      let seen = 0;
      for (const slot of order.slots.subarray(this.firstCandidate(sort, order.slots, query))) {
        if (!this.matches(slot, query)) continue;
        seen += 1;
        if (seen <= offset) continue;
        if (seen > offset + limit) break;
        page.push(slot);
      }
    }
    return { ids: page.map((slot) => this.idOf(slot)), matches };
  }

  /** Where matches start in a sort order: past the prices, years or mileages a range filter leaves out. */
  private firstCandidate(sort: ProductSort, slots: Uint32Array, query: Compiled): number {
    const { price, year, mileage } = this;
    switch (sort) {
      case 'price_asc':
        return firstWhere(slots, (slot) => (price[slot] as number) >= query.minPrice);
      case 'price_desc':
        return firstWhere(slots, (slot) => (price[slot] as number) <= query.maxPrice);
      case 'year_desc':
        return firstWhere(slots, (slot) => (year[slot] as number) <= query.maxYear);
      case 'mileage_asc':
        return query.mileage
          ? firstWhere(
              slots,
              (slot) =>
                (mileage[slot] as number) === UNKNOWN || (mileage[slot] as number) >= query.minMileage,
            )
          : 0;
      default:
        return 0;
    }
  }

  /**
   * Exact facet counts, one pass over the cars matching the filters that are no facet's: per facet, each value's
   * cars that pass every other facet's filter (its own choice never hides its other values).
   */
  facets(filters: IndexFilters): IndexFacets {
    const query = this.compile(filters);
    const base: Compiled = {
      ...query,
      brand: UNKNOWN,
      category: UNKNOWN,
      minPrice: -Infinity,
      maxPrice: Infinity,
      fuels: null,
      transmission: UNKNOWN,
    };
    const brandCounts = new Float64Array(this.brands.values.length);
    const categoryCounts = new Float64Array(this.categories.values.length);
    const fuelCounts = new Float64Array(FUELS.length + 1);
    const transmissionCounts = new Float64Array(TRANSMISSIONS.length + 1);
    const bandCounts = new Float64Array(PRICE_BANDS.length);
    // Per condition, then per location (as a cell's places). Counted with the other facets, but where a condition
    // or a place is chosen (each is then counted without its own filter: countPlaces).
    const placeCounts = new Float64Array(CONDITIONS.length + LOCATIONS.length);
    const placesApart = query.condition !== UNKNOWN || query.location !== UNKNOWN;
    const counted = { brandCounts, categoryCounts, fuelCounts, transmissionCounts, bandCounts, placeCounts };
    const total = query.rare
      ? this.countFacetsByCar(query, base, counted, !placesApart)
      : this.countFacetsByGroup(query, counted);
    if (placesApart) this.countPlaces(query, placeCounts);
    const counts = emptyCounts();
    const fill = (
      target: Map<string, number>,
      numbers: Float64Array,
      name: (index: number) => string | null,
    ) => {
      numbers.forEach((cars, index) => {
        const value = name(index);
        if (cars > 0 && value !== null) target.set(value, cars);
      });
    };
    fill(counts.brand, brandCounts, (index) => this.brands.values[index] ?? null);
    fill(counts.category, categoryCounts, (index) => this.categories.values[index] ?? null);
    fill(counts.fuel, fuelCounts, (index) => FUELS[index - 1] ?? null);
    fill(counts.transmission, transmissionCounts, (index) => TRANSMISSIONS[index - 1] ?? null);
    fill(counts.price, bandCounts, (index) => PRICE_BANDS[index]?.value ?? null);
    fill(counts.condition, placeCounts, (index) => CONDITIONS[index] ?? null);
    fill(counts.location, placeCounts, (index) => LOCATIONS[index - CONDITIONS.length] ?? null);
    return { total, counts };
  }

  /**
   * Facet counts when no filter is rare (only facets, year and mileage): per facet group, the cells of the years
   * asked for, or its cell of every year; in each, the cars in the price range by two binary searches in its
   * prices, and their mileages read only when a mileage range is asked for. Some thousand groups are read instead
   * of every car.
   */
  private countFacetsByGroup(query: Compiled, counts: FacetCounts): number {
    const { brandCounts, categoryCounts, fuelCounts, transmissionCounts, bandCounts, placeCounts } = counts;
    const { minPrice, maxPrice, minYear, maxYear, minMileage, maxMileage } = query;
    const byYear = minYear > -Infinity || maxYear < Infinity;
    let total = 0;
    for (const group of this.facetGroupList) {
      if (group.all.size === 0) continue;
      const brandFails = query.brand !== UNKNOWN && group.brand !== query.brand;
      const categoryFails = query.category !== UNKNOWN && group.category !== query.category;
      const fuelFails = query.fuels !== null && query.fuels[group.fuel] !== 1;
      const transmissionFails = query.transmission !== UNKNOWN && group.transmission !== query.transmission;
      const failed = +brandFails + +categoryFails + +fuelFails + +transmissionFails;
      if (failed > 1) continue;
      let inPrice = 0;
      for (const cell of byYear ? group.years : [group.all]) {
        // A cell holds one year, so it is in or out as a whole.
        if (cell.size === 0 || (byYear && (cell.year! < minYear || cell.year! > maxYear))) continue;
        const { prices, mileages, placeCodes, size } = cell;
        // None when the range is empty (a minimum above the maximum).
        const from = firstPosition(prices, size, minPrice);
        const to = Math.max(from, firstPosition(prices, size, maxPrice + 1));
        if (!query.mileage) {
          inPrice += to - from;
          // The price facet counts the cell's cars at any price.
          if (failed === 0) cell.bands.forEach((cars, band) => (bandCounts[band]! += cars));
          // Condition and place: the cars of the price range, or when they are most of the cell, the cell's tallies
          // less the cars outside it (the fewer bytes read).
          if (failed === 0 && (to - from) * 2 > size) {
            cell.places.forEach((cars, place) => (placeCounts[place]! += cars));
            for (let at = 0; at < from; at += 1) countPlace(placeCounts, placeCodes[at] as number, -1);
            for (let at = to; at < size; at += 1) countPlace(placeCounts, placeCodes[at] as number, -1);
          } else if (failed === 0)
            for (let at = from; at < to; at += 1) countPlace(placeCounts, placeCodes[at] as number);
        } else if (failed === 0) {
          // Every car of the cell in the mileage range counts for its price band; those in the price range for
          // the rest. Prices are in order, so the band only moves up.
          let band = 0;
          for (let at = 0; at < size; at += 1) {
            const mileage = mileages[at] as number;
            if (mileage < minMileage || mileage > maxMileage) continue;
            const price = prices[at] as number;
            while (price >= (CENTS_BANDS[band] as number)) band += 1;
            bandCounts[band]! += 1;
            if (at >= from && at < to) {
              inPrice += 1;
              countPlace(placeCounts, placeCodes[at] as number);
            }
          }
        } else {
          for (let at = from; at < to; at += 1) {
            const mileage = mileages[at] as number;
            if (mileage >= minMileage && mileage <= maxMileage) inPrice += 1;
          }
        }
      }
      if (failed === 0) {
        total += inPrice;
        brandCounts[group.brand]! += inPrice;
        categoryCounts[group.category]! += inPrice;
        fuelCounts[group.fuel]! += inPrice;
        transmissionCounts[group.transmission]! += inPrice;
      } else if (brandFails) brandCounts[group.brand]! += inPrice;
      else if (categoryFails) categoryCounts[group.category]! += inPrice;
      else if (fuelFails) fuelCounts[group.fuel]! += inPrice;
      else transmissionCounts[group.transmission]! += inPrice;
    }
    return total;
  }

  /**
   * Facet counts car by car, over the cars passing the filters that are no facet's (`base`). A car's brand,
   * category, fuel and gearbox are judged once per facet group (groupVerdicts); each car adds to its group's
   * tallies, which are spread over the four facets at the end.
   */
  private countFacetsByCar(query: Compiled, base: Compiled, counts: FacetCounts, places: boolean): number {
    const { brandCounts, categoryCounts, fuelCounts, transmissionCounts, bandCounts, placeCounts } = counts;
    const candidates = this.candidates(base, false);
    const { live, facetGroup, price, band, year, mileage } = this;
    const { minPrice, maxPrice, rare, minYear, maxYear, minMileage, maxMileage } = query;
    const anyMileage = !query.mileage;
    const verdicts = this.groupVerdicts(query);
    // Per group, its cars in the price range that pass every facet filter, or fail only their group's one.
    const passing = new Int32Array(verdicts.length);
    const failingOne = new Int32Array(verdicts.length);
    const length = candidates ? candidates.length : this.slotCount;
    for (let at = 0; at < length; at += 1) {
      const slot = candidates ? (candidates[at] as number) : at;
      if (live[slot] !== 1) continue;
      const carYear = year[slot] as number;
      if (carYear < minYear || carYear > maxYear) continue;
      const mileageOf = mileage[slot] as number;
      if (!anyMileage && (mileageOf < minMileage || mileageOf > maxMileage)) continue;
      if (rare && !this.matchesBase(slot, base)) continue;
      const group = facetGroup[slot] as number;
      const verdict = verdicts[group] as number;
      if (verdict === FAILS_SEVERAL) continue;
      const priceOf = price[slot] as number;
      const inPrice = priceOf >= minPrice && priceOf <= maxPrice;
      if (verdict === ALL_PASS) {
        // The price facet counts it in or out of the price range: its own filter never hides its other values.
        bandCounts[band[slot] as number]! += 1;
        if (inPrice) {
          passing[group]! += 1;
          if (places) countPlace(placeCounts, placeCode(this.condition[slot]!, this.location[slot]!));
        }
      } else if (inPrice) failingOne[group]! += 1;
    }
    let total = 0;
    for (const group of this.facetGroupList) {
      const cars = passing[group.number] as number;
      if (cars > 0) {
        total += cars;
        brandCounts[group.brand]! += cars;
        categoryCounts[group.category]! += cars;
        fuelCounts[group.fuel]! += cars;
        transmissionCounts[group.transmission]! += cars;
      }
      const others = failingOne[group.number] as number;
      if (others === 0) continue;
      // A car that fails one facet's filter alone counts for that facet's other values.
      const verdict = verdicts[group.number];
      if (verdict === FAILS_BRAND) brandCounts[group.brand]! += others;
      else if (verdict === FAILS_CATEGORY) categoryCounts[group.category]! += others;
      else if (verdict === FAILS_FUEL) fuelCounts[group.fuel]! += others;
      else transmissionCounts[group.transmission]! += others;
    }
    return total;
  }

  /**
   * The condition and location facets where one of them is chosen: each over the cars passing every filter but its
   * own, car by car.
   */
  private countPlaces(query: Compiled, placeCounts: Float64Array): void {
    this.tally({ ...query, condition: UNKNOWN }, [[this.condition, placeCounts]]);
    this.tally({ ...query, location: UNKNOWN }, [[this.location, placeCounts.subarray(CONDITIONS.length)]]);
  }

  /** Adds up, per `column`'s value, the listed cars matching `query`. */
  private tally(query: Compiled, columns: [Uint8Array, Float64Array][]): void {
    const candidates = this.candidates(query, true);
    const { live } = this;
    const length = candidates ? candidates.length : this.slotCount;
    for (let at = 0; at < length; at += 1) {
      const slot = candidates ? (candidates[at] as number) : at;
      if (live[slot] !== 1 || !this.matches(slot, query)) continue;
      for (const [column, counts] of columns) counts[column[slot] as number]! += 1;
    }
  }

  /**
   * The matches of `query` among `candidates` (listed slots; null: every slot), counted up to `cap`; the ranks in
   * `rankOf` of the first `ranks.length` go into `ranks`. The hot loop of a search: fields read into locals.
   */
  private count(
    query: Compiled,
    candidates: Uint32Array | null,
    cap: number,
    ranks: Uint32Array,
    rankOf: Uint32Array,
  ): number {
    const { live, price, brand, category, fuel, transmission, year, mileage } = this;
    const { minPrice, maxPrice, fuels, rare, minYear, maxYear, minMileage, maxMileage } = query;
    const [chosenBrand, chosenCategory, chosenTransmission] = [
      query.brand,
      query.category,
      query.transmission,
    ];
    const anyMileage = !query.mileage;
    const kept = ranks.length;
    const length = candidates ? candidates.length : this.slotCount;
    let found = 0;
    for (let at = 0; at < length && found < cap; at += 1) {
      const slot = candidates ? (candidates[at] as number) : at;
      const priceOf = price[slot] as number;
      if (priceOf < minPrice || priceOf > maxPrice || live[slot] !== 1) continue;
      if (chosenBrand !== UNKNOWN && brand[slot] !== chosenBrand) continue;
      if (chosenCategory !== UNKNOWN && category[slot] !== chosenCategory) continue;
      if (fuels !== null && fuels[fuel[slot] as number] !== 1) continue;
      if (chosenTransmission !== UNKNOWN && transmission[slot] !== chosenTransmission) continue;
      const carYear = year[slot] as number;
      if (carYear < minYear || carYear > maxYear) continue;
      const mileageOf = mileage[slot] as number;
      if (!anyMileage && (mileageOf < minMileage || mileageOf > maxMileage)) continue;
      if (rare && !this.matchesBase(slot, query)) continue;
      if (found < kept) ranks[found] = rankOf[slot] as number;
      found += 1;
    }
    return found;
  }

  private compile(filters: IndexFilters): Compiled {
    const find = (dictionary: Dictionary, value: string | null | undefined) =>
      value === undefined ? UNKNOWN : value === null ? NO_MATCH : (dictionary.find(value) as number);
    const known = (number: number) => (number === UNKNOWN ? NO_MATCH : number);
    const enumNumber = (values: readonly string[], value: string | undefined, offset = 0) =>
      value === undefined ? UNKNOWN : values.includes(value) ? values.indexOf(value) + offset : NO_MATCH;
    let fuels: Uint8Array | null = null;
    if (filters.fuel?.length) {
      fuels = new Uint8Array(FUELS.length + 1);
      for (const fuel of filters.fuel)
        if (FUELS.includes(fuel as never)) fuels[FUELS.indexOf(fuel as never) + 1] = 1;
    }
    return {
      brand: filters.brandId === undefined ? UNKNOWN : known(find(this.brands, filters.brandId)),
      category: filters.categoryId === undefined ? UNKNOWN : known(find(this.categories, filters.categoryId)),
      model: filters.model === undefined ? UNKNOWN : known(find(this.models, modelKey(filters.model))),
      condition: enumNumber(CONDITIONS, filters.condition),
      location: enumNumber(LOCATIONS, filters.location),
      minPrice: filters.minPriceCents ?? -Infinity,
      maxPrice: filters.maxPriceCents ?? Infinity,
      minYear: filters.minYear ?? -Infinity,
      maxYear: filters.maxYear ?? Infinity,
      mileage: filters.minMileage !== undefined || filters.maxMileage !== undefined,
      minMileage: filters.minMileage ?? 0,
      maxMileage: filters.maxMileage ?? Infinity,
      fuels,
      transmission: enumNumber(TRANSMISSIONS, filters.transmission, 1),
      advertised: filters.advertised === true,
      text: filters.text ? this.textBitsOf(filters.text) : null,
      rare:
        filters.advertised === true ||
        filters.text !== undefined ||
        filters.model !== undefined ||
        filters.condition !== undefined ||
        filters.location !== undefined,
    };
  }

  /** Whether a listed slot passes every filter of `query`. */
  private matches(slot: number, query: Compiled): boolean {
    const price = this.price[slot] as number;
    if (price < query.minPrice || price > query.maxPrice) return false;
    if (query.brand !== UNKNOWN && this.brand[slot] !== query.brand) return false;
    if (query.category !== UNKNOWN && this.category[slot] !== query.category) return false;
    if (query.fuels !== null && query.fuels[this.fuel[slot] as number] !== 1) return false;
    if (query.transmission !== UNKNOWN && this.transmission[slot] !== query.transmission) return false;
    return this.matchesBase(slot, query);
  }

  /** Whether a listed slot passes the filters of `query` that are no facet's. */
  private matchesBase(slot: number, query: Compiled): boolean {
    if (query.model !== UNKNOWN && this.model[slot] !== query.model) return false;
    const carYear = this.year[slot] as number;
    if (carYear < query.minYear || carYear > query.maxYear) return false;
    if (query.mileage) {
      // Unknown mileage (-1) never passes a mileage filter, as NULL in SQL.
      const mileage = this.mileage[slot] as number;
      if (mileage < query.minMileage || mileage > query.maxMileage) return false;
    }
    if (query.condition !== UNKNOWN && this.condition[slot] !== query.condition) return false;
    if (query.location !== UNKNOWN && this.location[slot] !== query.location) return false;
    if (query.advertised && this.advertised[slot] !== 1) return false;
    const text = query.text;
    return text === null || (((text.bits[slot >>> 5] ?? 0) >>> (slot & 31)) & 1) === 1;
  }

  /**
   * The smallest set of listed rows that holds every match, or null (every row): a posting list (brand, category,
   * model), the rows the text matched, or a range of a sort order (price, year, mileage: `withPrice` false for the
   * facets, which count outside the price range too).
   */
  private candidates(query: Compiled, withPrice: boolean): Uint32Array | null {
    // Posting lists are in slot order; ranges of a sort order are not, and read the columns at random.
    const found: Uint32Array[] = [];
    const ranges: Uint32Array[] = [];
    const rowsOf = (lists: SlotList[], value: number) =>
      value === NO_MATCH ? new Uint32Array(0) : postingOf(lists, value).view();
    if (query.model !== UNKNOWN) found.push(rowsOf(this.modelPostings, query.model));
    if (query.brand !== UNKNOWN) found.push(rowsOf(this.brandPostings, query.brand));
    if (query.category !== UNKNOWN) found.push(rowsOf(this.categoryPostings, query.category));
    if (query.transmission !== UNKNOWN) found.push(rowsOf(this.transmissionPostings, query.transmission));
    const fuels = query.fuels ? [...query.fuels.keys()].filter((fuel) => query.fuels![fuel] === 1) : [];
    if (query.fuels && fuels.length <= 1)
      found.push(fuels.length === 0 ? new Uint32Array(0) : rowsOf(this.fuelPostings, fuels[0] as number));
    if (query.advertised) found.push(this.advertisedSlots.view());
    if (query.text) found.push(this.slotsOfText(query.text));
    const { price, year, mileage } = this;
    if (withPrice && (query.minPrice > -Infinity || query.maxPrice < Infinity)) {
      const slots = this.orders.get('price_asc')!.slots;
      ranges.push(
        slots.subarray(
          firstWhere(slots, (slot) => (price[slot] as number) >= query.minPrice),
          firstWhere(slots, (slot) => (price[slot] as number) > query.maxPrice),
        ),
      );
    }
    if (query.minYear > -Infinity || query.maxYear < Infinity) {
      const slots = this.orders.get('year_desc')!.slots;
      ranges.push(
        slots.subarray(
          firstWhere(slots, (slot) => (year[slot] as number) <= query.maxYear),
          firstWhere(slots, (slot) => (year[slot] as number) < query.minYear),
        ),
      );
    }
    if (query.mileage) {
      // Known mileages lowest first, then the unknown ones (-1), which no mileage filter passes.
      const slots = this.orders.get('mileage_asc')!.slots;
      const beyond = (slot: number, bound: number) =>
        (mileage[slot] as number) === UNKNOWN || (mileage[slot] as number) > bound;
      ranges.push(
        slots.subarray(
          firstWhere(slots, (slot) => beyond(slot, query.minMileage - 1)),
          firstWhere(slots, (slot) => beyond(slot, query.maxMileage)),
        ),
      );
    }
    const smallest = (lists: Uint32Array[]) =>
      lists.reduce<Uint32Array | null>(
        (least, list) => (least === null || list.length < least.length ? list : least),
        null,
      );
    const [posting, range] = [smallest(found), smallest(ranges)];
    // Reading at random costs several times reading in order (memory caches): every slot in order is cheaper then.
    const costOf = (list: Uint32Array | null, perSlot: number) => (list ? list.length * perSlot : Infinity);
    const cheapest = Math.min(costOf(posting, 1), costOf(range, RANDOM_READ_COST), this.slotCount);
    if (cheapest === this.slotCount) return null;
    return cheapest === costOf(posting, 1) ? posting : range;
  }

  /**
   * Keeps the match of a text under `key`, as of now: the slots where every typed word finds a word (ListingWords),
   * or names their brand or category. The caller checks which are listed.
   */
  storeText(key: string, typed: readonly TypedWord[]): void {
    const perWord = this.words!.finding(
      typed.map(({ word }) => word),
      this.capacity,
    );
    let bits: Uint32Array | null = null;
    typed.forEach(({ brandIds, categoryIds }, at) => {
      const found = perWord[at]!;
      const named: [Dictionary, SlotList[], readonly string[]][] = [
        [this.brands, this.brandPostings, brandIds],
        [this.categories, this.categoryPostings, categoryIds],
      ];
      for (const [dictionary, postings, ids] of named) {
        for (const id of ids) {
          const number = dictionary.find(id);
          if (number === UNKNOWN) continue;
          for (const slot of postingOf(postings, number).view()) found[slot >>> 5]! |= 1 << (slot & 31);
        }
      }
      if (!bits) bits = found;
      else for (let index = 0; index < bits.length; index += 1) bits[index]! &= found[index] ?? 0;
    });
    this.texts.delete(key);
    if (this.texts.size >= TEXT_MATCHES_KEPT) this.texts.delete(this.texts.keys().next().value!);
    this.texts.set(key, {
      version: this.rereadCount,
      bits: bits ?? new Uint32Array((this.capacity >>> 5) + 1),
      slots: null,
    });
  }

  /** Whether the text match kept under `key` holds every row re-read so far: only then may a search use it. */
  hasCurrentText(key: string): boolean {
    return this.texts.get(key)?.version === this.rereadCount;
  }

  private textBitsOf(text: TextFilter): TextBits {
    const bits = this.texts.get(text.key);
    if (bits?.version !== this.rereadCount) throw new Error(`The text match ${text.key} is not current`);
    return bits;
  }

  /** A text match's listed rows in slot order (made when first needed: a search that starts from them). */
  private slotsOfText(text: TextBits): Uint32Array {
    if (text.slots) return text.slots;
    const slots = new Uint32Array(this.listedCount);
    let count = 0;
    for (let index = 0; index < text.bits.length; index += 1) {
      // Each set bit, lowest first.
      for (let word = text.bits[index] as number; word !== 0; word &= word - 1) {
        const slot = index * 32 + (31 - Math.clz32(word & -word));
        if (this.live[slot] === 1) slots[count++] = slot;
      }
    }
    return (text.slots = slots.slice(0, count));
  }

  /** The listed cars whose sellers advertise them. */
  countAdvertised(): number {
    return this.advertisedSlots.length;
  }

  /** The listed cars of a category (exact, whatever their number). */
  countInCategory(categoryId: string): number {
    const category = this.categories.find(categoryId);
    return category === UNKNOWN ? 0 : (this.categoryPostings[category]?.length ?? 0);
  }

  private unlist(slot: number): void {
    this.live[slot] = 0;
    this.listedCount -= 1;
    postingOf(this.brandPostings, this.brand[slot] as number).remove(slot);
    postingOf(this.categoryPostings, this.category[slot] as number).remove(slot);
    postingOf(this.modelPostings, this.model[slot] as number).remove(slot);
    postingOf(this.fuelPostings, this.fuel[slot] as number).remove(slot);
    postingOf(this.transmissionPostings, this.transmission[slot] as number).remove(slot);
    if (this.advertised[slot] === 1) this.advertisedSlots.remove(slot);
    this.leaveFacetGroup(slot);
  }

  /** Puts a listed slot in its facet group's cells (of every year, of its year), by its price. */
  private joinFacetGroup(slot: number): void {
    const group = this.facetGroupOf(slot);
    this.facetGroup[slot] = group.number;
    const year = this.year[slot] as number;
    let cell = group.years.find((each) => each.year === year);
    if (!cell) group.years.push((cell = emptyCell(year)));
    const [price, mileage] = [this.price[slot] as number, this.mileage[slot] as number];
    const [condition, location] = [this.condition[slot] as number, this.location[slot] as number];
    addToCell(group.all, price, mileage, condition, location);
    addToCell(cell, price, mileage, condition, location);
  }

  /** Takes a slot out of its facet group's cells, as its columns still say it was put in. */
  private leaveFacetGroup(slot: number): void {
    const group = this.facetGroupOf(slot);
    const year = this.year[slot] as number;
    const [price, mileage] = [this.price[slot] as number, this.mileage[slot] as number];
    const [condition, location] = [this.condition[slot] as number, this.location[slot] as number];
    for (const cell of [group.all, group.years.find((each) => each.year === year)]) {
      if (!cell || !removeFromCell(cell, price, mileage, condition, location))
        throw new Error(`Listing index: slot ${slot} is not in its facet group`);
    }
  }

  /** The facet group of a slot's brand, category, fuel and gearbox (made when new). */
  private facetGroupOf(slot: number): FacetGroup {
    const key = facetGroupKey(
      this.brand[slot] as number,
      this.category[slot] as number,
      this.fuel[slot] as number,
      this.transmission[slot] as number,
    );
    let group = this.facetGroups.get(key);
    if (!group) {
      group = {
        number: this.facetGroupList.length,
        brand: this.brand[slot] as number,
        category: this.category[slot] as number,
        fuel: this.fuel[slot] as number,
        transmission: this.transmission[slot] as number,
        all: emptyCell(null),
        years: [],
      };
      this.facetGroups.set(key, group);
      this.facetGroupList.push(group);
    }
    return group;
  }

  /**
   * Per facet group (by number), which of the four facet filters of `query` (brand, category, fuel, gearbox) its
   * cars fail: ALL_PASS, the one filter they fail (FAILS_BRAND...), or FAILS_SEVERAL.
   */
  private groupVerdicts(query: Compiled): Uint8Array {
    const verdicts = new Uint8Array(this.facetGroupList.length);
    for (const group of this.facetGroupList) {
      let verdict = ALL_PASS;
      const fail = (which: number) => (verdict = verdict === ALL_PASS ? which : FAILS_SEVERAL);
      if (query.brand !== UNKNOWN && group.brand !== query.brand) fail(FAILS_BRAND);
      if (query.category !== UNKNOWN && group.category !== query.category) fail(FAILS_CATEGORY);
      if (query.fuels !== null && query.fuels[group.fuel] !== 1) fail(FAILS_FUEL);
      if (query.transmission !== UNKNOWN && group.transmission !== query.transmission)
        fail(FAILS_TRANSMISSION);
      verdicts[group.number] = verdict;
    }
    return verdicts;
  }

  private changed(slot: number): void {
    this.unordered.add(slot);
  }

  /** Counts a row re-read: the kept text matches are read afresh. */
  private reread(): void {
    this.rereadCount += 1;
  }

  private sameFields(slot: number, fields: Record<string, number>): boolean {
    return (
      this.createdAt[slot] === fields.createdAt &&
      this.price[slot] === fields.price &&
      this.mileage[slot] === fields.mileage &&
      this.year[slot] === fields.year &&
      this.brand[slot] === fields.brand &&
      this.category[slot] === fields.category &&
      this.model[slot] === fields.model &&
      this.fuel[slot] === fields.fuel &&
      this.transmission[slot] === fields.transmission &&
      this.condition[slot] === fields.condition &&
      this.location[slot] === fields.location &&
      this.advertised[slot] === fields.advertised
    );
  }

  /** Sort comparators on slots: ties go newest listing first (createdAt, then id, both descending), as in SQL. */
  private comparator(sort: ProductSort): (a: number, b: number) => number {
    const newest = (a: number, b: number) =>
      (this.createdAt[b] as number) - (this.createdAt[a] as number) || this.compareIds(b, a);
    if (sort === 'newest') return newest;
    // The other orders run after newest's is merged: its rank is then the tie-break.
    const rank = this.orders.get('newest')!.rank;
    const tie = (a: number, b: number) => (rank[a] as number) - (rank[b] as number);
    const { price, year, mileage } = this;
    switch (sort) {
      case 'price_asc':
        return (a, b) => (price[a] as number) - (price[b] as number) || tie(a, b);
      case 'price_desc':
        return (a, b) => (price[b] as number) - (price[a] as number) || tie(a, b);
      case 'year_desc':
        return (a, b) => (year[b] as number) - (year[a] as number) || tie(a, b);
      case 'mileage_asc':
        // Known mileages lowest first, then the unknown ones (newest first).
        return (a, b) => {
          const [first, second] = [mileage[a] as number, mileage[b] as number];
          if (first === UNKNOWN || second === UNKNOWN)
            return first === second ? tie(a, b) : first === UNKNOWN ? 1 : -1;
          return first - second || tie(a, b);
        };
    }
  }

  private compareIds(a: number, b: number): number {
    for (let word = 0; word < 4; word += 1) {
      const difference = (this.idWords[a * 4 + word] as number) - (this.idWords[b * 4 + word] as number);
      if (difference !== 0) return difference;
    }
    return 0;
  }

  private idOf(slot: number): string {
    const hex = Array.from(this.idWords.subarray(slot * 4, slot * 4 + 4), (word) =>
      word.toString(16).padStart(8, '0'),
    ).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }

  /** The slot of `id`: found, or (with `create`) a new one; UNKNOWN when absent. */
  private slotOf(id: string, create: boolean): number {
    const words = idWordsOf(id);
    if (!words) throw new Error(`Not a UUID: ${id}`);
    const mask = this.table.length - 1;
    let at = mask >= 0 ? hashOf(words) & mask : 0;
    if (this.table.length > 0) {
      for (;;) {
        const slot = this.table[at] as number;
        if (slot === UNKNOWN) break;
        if (
          this.idWords[slot * 4] === words[0] &&
          this.idWords[slot * 4 + 1] === words[1] &&
          this.idWords[slot * 4 + 2] === words[2] &&
          this.idWords[slot * 4 + 3] === words[3]
        )
          return slot;
        at = (at + 1) & mask;
      }
    }
    if (!create) return UNKNOWN;
    if (this.slotCount === this.capacity) {
      this.grow();
      return this.slotOf(id, true);
    }
    const slot = this.slotCount;
    this.slotCount += 1;
    this.idWords.set(words, slot * 4);
    this.table[at] = slot;
    return slot;
  }

  private grow(): void {
    const capacity = Math.max(1024, this.capacity * 2);
    const grown = <T extends Uint8Array | Uint16Array | Uint32Array | Int32Array | Float64Array>(
      column: T,
      perSlot = 1,
    ): T => {
      const next = new (column.constructor as new (length: number) => T)(capacity * perSlot);
      next.set(column);
      return next;
    };
    this.live = grown(this.live);
    this.idWords = grown(this.idWords, 4);
    this.createdAt = grown(this.createdAt);
    this.price = grown(this.price);
    this.mileage = grown(this.mileage);
    this.year = grown(this.year);
    this.brand = grown(this.brand);
    this.category = grown(this.category);
    this.model = grown(this.model);
    this.fuel = grown(this.fuel);
    this.transmission = grown(this.transmission);
    this.condition = grown(this.condition);
    this.location = grown(this.location);
    this.band = grown(this.band);
    this.advertised = grown(this.advertised);
    this.facetGroup = grown(this.facetGroup);
    for (const [sort, order] of this.orders) this.orders.set(sort, { ...order, rank: grown(order.rank) });
    this.capacity = capacity;
    // Half full at most, so that probes stay short.
    this.table = new Int32Array(capacity * 2).fill(UNKNOWN);
    const mask = this.table.length - 1;
    for (let slot = 0; slot < this.slotCount; slot += 1) {
      let at = hashOf(this.idWords.subarray(slot * 4, slot * 4 + 4)) & mask;
      while (this.table[at] !== UNKNOWN) at = (at + 1) & mask;
      this.table[at] = slot;
    }
  }
}

const PRODUCT_SORTS_NEWEST_FIRST: ProductSort[] = [
  'newest',
  ...PRODUCT_SORTS.filter((sort) => sort !== 'newest'),
];

function emptyCounts(): Record<FacetName, Map<string, number>> {
  return {
    brand: new Map(),
    category: new Map(),
    fuel: new Map(),
    transmission: new Map(),
    price: new Map(),
    condition: new Map(),
    location: new Map(),
  };
}

/** The facets' counts per value number, as they are added up. */
interface FacetCounts {
  brandCounts: Float64Array;
  categoryCounts: Float64Array;
  fuelCounts: Float64Array;
  transmissionCounts: Float64Array;
  bandCounts: Float64Array;
  /** Per condition, then per location. */
  placeCounts: Float64Array;
}

/** One number per brand, category, fuel and gearbox (each well within its bits). */
function facetGroupKey(brand: number, category: number, fuel: number, transmission: number): number {
  return ((brand * 65536 + category) * 16 + fuel) * 4 + transmission;
}

/** What a facet group's cars make of a query's brand, category, fuel and gearbox filters (see groupVerdicts). */
const ALL_PASS = 0;
const FAILS_BRAND = 1;
const FAILS_CATEGORY = 2;
const FAILS_FUEL = 3;
const FAILS_TRANSMISSION = 4;
const FAILS_SEVERAL = 5;

function emptyCell(year: number | null): FacetCell {
  return {
    year,
    size: 0,
    prices: new Int32Array(8),
    mileages: new Int32Array(8),
    placeCodes: new Uint8Array(8),
    bands: new Float64Array(PRICE_BANDS.length),
    places: new Float64Array(CONDITIONS.length + LOCATIONS.length),
  };
}

function addToCell(
  cell: FacetCell,
  price: number,
  mileage: number,
  condition: number,
  location: number,
): void {
  if (cell.size === cell.prices.length) {
    cell.prices = grownTo(cell.prices, cell.size * 2);
    cell.mileages = grownTo(cell.mileages, cell.size * 2);
    const codes = new Uint8Array(cell.size * 2);
    codes.set(cell.placeCodes);
    cell.placeCodes = codes;
  }
  const at = firstPosition(cell.prices, cell.size, price);
  cell.prices.copyWithin(at + 1, at, cell.size);
  cell.mileages.copyWithin(at + 1, at, cell.size);
  cell.placeCodes.copyWithin(at + 1, at, cell.size);
  cell.prices[at] = price;
  cell.mileages[at] = mileage;
  cell.placeCodes[at] = placeCode(condition, location);
  cell.size += 1;
  cell.bands[bandOf(price)]! += 1;
  cell.places[condition]! += 1;
  cell.places[CONDITIONS.length + location]! += 1;
}

/**
 * Takes a car of this price, mileage, condition and place out of the cell (any of them: they count alike); false when
 * none is.
 */
function removeFromCell(
  cell: FacetCell,
  price: number,
  mileage: number,
  condition: number,
  location: number,
): boolean {
  let at = firstPosition(cell.prices, cell.size, price);
  const code = placeCode(condition, location);
  while (
    at < cell.size &&
    cell.prices[at] === price &&
    (cell.mileages[at] !== mileage || cell.placeCodes[at] !== code)
  )
    at += 1;
  if (at === cell.size || cell.prices[at] !== price) return false;
  cell.prices.copyWithin(at, at + 1, cell.size);
  cell.mileages.copyWithin(at, at + 1, cell.size);
  cell.placeCodes.copyWithin(at, at + 1, cell.size);
  cell.size -= 1;
  cell.bands[bandOf(price)]! -= 1;
  cell.places[condition]! -= 1;
  cell.places[CONDITIONS.length + location]! -= 1;
  return true;
}

/** A car's condition and location as one small number (a cell's placeCodes). */
function placeCode(condition: number, location: number): number {
  return condition * LOCATIONS.length + location;
}

/** Adds a car of this placeCode to its condition's and its place's counts (or takes it off: `cars` -1). */
function countPlace(placeCounts: Float64Array, code: number, cars = 1): void {
  placeCounts[Math.floor(code / LOCATIONS.length)]! += cars;
  placeCounts[CONDITIONS.length + (code % LOCATIONS.length)]! += cars;
}

function grownTo(values: Int32Array, length: number): Int32Array {
  const grown = new Int32Array(length);
  grown.set(values);
  return grown;
}

/** The first position in `values` (sorted, `length` used) holding `value` or more, else `length`. */
function firstPosition(values: Int32Array, length: number, value: number): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((values[middle] as number) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The first position of `slots` where `passes` holds (it holds from some position on), or the length. */
function firstWhere(slots: Uint32Array, passes: (slot: number) => boolean): number {
  let low = 0;
  let high = slots.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (passes(slots[middle] as number)) high = middle;
    else low = middle + 1;
  }
  return low;
}

function postingOf(lists: SlotList[], value: number): SlotList {
  return (lists[value] ??= new SlotList());
}

function idWordsOf(id: string): Uint32Array | null {
  if (!isUuid(id)) return null;
  const hex = id.replaceAll('-', '');
  return Uint32Array.of(
    parseInt(hex.slice(0, 8), 16),
    parseInt(hex.slice(8, 16), 16),
    parseInt(hex.slice(16, 24), 16),
    parseInt(hex.slice(24, 32), 16),
  );
}

/** The id's bits mixed (Fibonacci hashing): a UUID v7's first words are a timestamp, its last ones random. */
function hashOf(words: Uint32Array): number {
  return (
    Math.imul(
      ((words[0] as number) ^ (words[1] as number) ^ (words[2] as number) ^ (words[3] as number)) >>> 0,
      0x9e3779b1,
    ) >>> 0
  );
}
