// The /cars search box and filters: one GET form whose fields are named as the address spells the filters, so that
// it works as plain HTML before the app takes over (and without JavaScript): a press of Search or Show cars sends it,
// and the web server answers the form's address with the search's own (searchAddressOfForm). Once the app runs, a
// choice applies at once and a sent form is read the same way, without a page load; a choice made before the app
// took over is applied when it does. Values come from the URL, and the text and number boxes are keyed on it so back
// and forward show what the URL says. The model list offers the chosen brand's models (GET /models). The controls
// are the browser's own (a phone opens its own picker for a select), so the page's first load carries no UI library.
// On a phone or tablet only the search box shows; the other fields open under "Filters (n)" (a check box and its
// label, so it opens without JavaScript too), so the cars start on the first screen; on a desktop they are a column
// beside the cars. Beside each brand, category, fuel, transmission, condition, location and price band: how many cars
// it would give for the rest of the query (GET /products/facets), "about" when the API estimated it.
import { formatDollars, groupDigits } from '@usedcars/contract/numbers';
import { useBrands } from '@usedcars/shared-ui/api/catalog/get-brands';
import { useCategories } from '@usedcars/shared-ui/api/catalog/get-categories';
import {
  CONDITIONS,
  type FacetName,
  FUELS,
  LOCATIONS,
  PRICE_BANDS,
  type ProductFacets,
  type ProductSearchQuery,
  type ProductSort,
  TRANSMISSIONS,
} from '@usedcars/contract/types';
import {
  priceBandOf,
  SEARCH_FILTERS,
  searchAddressOfForm,
  SHOWN_FIELDS,
  type SearchFilterKey,
} from '@usedcars/contract/search-filters';
import { injectPlainStyles } from '@usedcars/shared-ui/plain/styles';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useFacets } from '../api/get-facets';
import { useModels } from '../api/get-models';
import { type CarFilterKey, countActiveFilters } from '../car-search';

injectPlainStyles();

/**
 * The control of each search filter of the contract's table, by its element id (its label is the table's): a filter
 * added there fails to compile here until it has one.
 */
const CONTROL_IDS = {
  q: 'cars-q',
  category: 'cars-category',
  brand: 'cars-brand',
  model: 'cars-model',
  condition: 'cars-condition',
  location: 'cars-location',
  fuel: 'cars-fuel',
  transmission: 'cars-transmission',
  minPrice: 'cars-min-price',
  maxPrice: 'cars-max-price',
  minYear: 'cars-min-year',
  maxYear: 'cars-max-year',
  minMileage: 'cars-min-mileage',
  maxMileage: 'cars-max-mileage',
} as const satisfies Record<SearchFilterKey, string>;

const SORT_OPTIONS: { value: ProductSort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'mileage_asc', label: 'Mileage: low to high' },
  { value: 'year_desc', label: 'Year: newest first' },
];

export interface CarFiltersProps {
  query: ProductSearchQuery;
  /** A category's page: its category is the page's, so there is no category filter to choose or count. */
  fixedCategory?: boolean;
  onChange: (key: CarFilterKey, value: string | number | readonly string[] | undefined | null) => void;
  /** The form sent (Search, Show cars, Enter in a box): the search's whole address, read from every field. */
  onSearch: (address: URLSearchParams) => void;
  onReset: () => void;
}

interface Option {
  value: string;
  label: string;
}

const PRICE_BAND_LABELS: Option[] = PRICE_BANDS.map((band) => ({
  value: band.value as string,
  label:
    band.max === null
      ? `${formatDollars(band.min)} and over`
      : band.min === 0
        ? `Under ${formatDollars(band.max)}`
        : `${formatDollars(band.min)} to ${formatDollars(band.max)}`,
}));
const plainOptions = (values: readonly string[]): Option[] =>
  values.map((value) => ({ value, label: value }));

/** "Toyota (1,204)", "Toyota (about 1,200)"; no count until the facets load, nor for an estimate of none. */
function withCount(label: string, facets: ProductFacets | undefined, name: FacetName, value: string): string {
  if (!facets) return label;
  const count = facets.facets[name].find((each) => each.value === value)?.count ?? 0;
  if (facets.approximate) return count > 0 ? `${label} (about ${groupDigits(count)})` : label;
  return `${label} (${groupDigits(count)})`;
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="uc-field-label">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A list with "any" first; choosing it clears the filter. A value the list does not (yet) hold is kept. */
function ChoiceField(props: {
  id: string;
  /** The field's name in the form: the filter's key in the address. */
  name: CarFilterKey;
  label: string;
  any: string;
  value: string | undefined;
  options: Option[];
  disabled?: boolean;
  onChange: (value: string | undefined) => void;
}) {
  const { id, name, label, any, value, options, disabled, onChange } = props;
  const known = value === undefined || options.some((option) => option.value === value);
  return (
    <Field id={id} label={label}>
      <select
        id={id}
        name={name}
        className="uc-input uc-select"
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{any}</option>
        {known ? null : <option value={value}>{value}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Several fuels at once: check boxes in a panel that opens under the field, as a list does. */
function FuelField({
  chosen,
  options,
  onChange,
}: {
  chosen: readonly string[];
  options: Option[];
  onChange: (fuels: string[]) => void;
}) {
  const panel = useRef<HTMLDetailsElement>(null);
  // A box shows its press at once; the address catches up a moment later (and back or forward moves it).
  const chosenKey = chosen.join(',');
  const [shown, setShown] = useState({ chosenKey, picked: chosen });
  if (shown.chosenKey !== chosenKey) setShown({ chosenKey, picked: chosen });
  const picked = shown.chosenKey === chosenKey ? shown.picked : chosen;
  // Closed by a press outside it or Escape, as a list is.
  useEffect(() => {
    const closeFrom = (event: Event) => {
      const details = panel.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !details.contains(event.target as Node))
        details.open = false;
    };
    document.addEventListener('pointerdown', closeFrom);
    document.addEventListener('keydown', closeFrom);
    return () => {
      document.removeEventListener('pointerdown', closeFrom);
      document.removeEventListener('keydown', closeFrom);
    };
  }, []);
  return (
    <div>
      <span className="uc-field-label" id={`${CONTROL_IDS.fuel}-label`}>
        {SEARCH_FILTERS.fuel.label}
      </span>
      <details className="uc-choices" ref={panel}>
        <summary className="uc-input uc-select" aria-labelledby="cars-fuel-label cars-fuel-chosen">
          <span id="cars-fuel-chosen">{picked.length ? picked.join(', ') : 'Any fuel'}</span>
        </summary>
        <fieldset className="uc-choices-panel" aria-labelledby="cars-fuel-label">
          {options.map((option) => (
            <label key={option.value}>
              <input
                type="checkbox"
                name="fuel"
                value={option.value}
                checked={picked.includes(option.value)}
                onChange={(event) => {
                  const next = FUELS.filter((fuel) =>
                    fuel === option.value ? event.target.checked : picked.includes(fuel),
                  );
                  setShown({ chosenKey, picked: next });
                  onChange(next);
                }}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      </details>
    </div>
  );
}

export function CarFilters({ query, fixedCategory = false, onChange, onSearch, onReset }: CarFiltersProps) {
  const categories = useCategories();
  const brands = useBrands();
  const models = useModels(query.brand);
  const facets = useFacets(query).data;
  const counted = (name: FacetName, options: Option[]) =>
    options.map((option) => ({ ...option, label: withCount(option.label, facets, name, option.value) }));
  const form = useRef<HTMLFormElement>(null);
  const foldOpen = useRef<HTMLInputElement>(null);
  const { pathname } = useLocation();
  const shownBand = priceBandOf(query);

  // A list chosen from in the server's page before the app took over holds its choice (hydrating keeps what a field
  // holds), which the address does not: it applies now, as it would have at once. (A press on a box is held and made
  // again by the shell's boot script.)
  useEffect(() => {
    const fields = form.current!.elements;
    const shown: Partial<Record<CarFilterKey, string | undefined>> = {
      category: query.category,
      brand: query.brand,
      model: query.model,
      transmission: query.transmission,
      condition: query.condition,
      location: query.location,
      sort: query.sort === 'newest' ? undefined : query.sort,
      priceBand: shownBand,
    };
    for (const [name, value] of Object.entries(shown) as [CarFilterKey, string | undefined][]) {
      const list = fields.namedItem(name);
      if (!(list instanceof HTMLSelectElement)) continue;
      const chosen = name === 'sort' && list.value === 'newest' ? '' : list.value;
      if (chosen !== (value ?? '')) onChange(name, chosen || undefined);
    }
    // Once, as the app takes over the server's page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new URLSearchParams();
    new FormData(event.currentTarget).forEach((value, name) => {
      if (typeof value === 'string') fields.append(name, value);
    });
    onSearch(new URLSearchParams(searchAddressOfForm(fields)));
    // On a phone the cars are what the visitor asked to see.
    if (foldOpen.current) foldOpen.current.checked = false;
  };

  /** The box of a number filter (a price, year or mileage bound), applied on leaving it; `whole` keeps digits only (kilometres), else a decimal point too (dollars). */
  const numberBox = (
    key: 'minPrice' | 'maxPrice' | 'minYear' | 'maxYear' | 'minMileage' | 'maxMileage',
    value: number | undefined,
    whole = false,
  ) => {
    const id = CONTROL_IDS[key];
    const apply = (raw: string) => {
      const text = raw.replace(whole ? /\D/g : /[^\d.]/g, '');
      if (text !== String(value ?? '')) onChange(key, text);
    };
    return (
      <Field id={id} label={SEARCH_FILTERS[key].label}>
        <input
          key={`${key}-${value ?? ''}`}
          id={id}
          name={key}
          className="uc-input"
          inputMode={whole ? 'numeric' : 'decimal'}
          autoComplete="off"
          defaultValue={value}
          onBlur={(event) => apply(event.target.value)}
        />
      </Field>
    );
  };

  return (
    <form
      ref={form}
      className="uc-filters"
      role="search"
      aria-label="Search and filter cars"
      method="get"
      action={pathname}
      onSubmit={send}
    >
      <div className="uc-filters-wide">
        <label htmlFor={CONTROL_IDS.q} className="uc-field-label">
          {SEARCH_FILTERS.q.label}
        </label>
        <div className="uc-search-box">
          <input
            key={`q-${query.q ?? ''}`}
            id={CONTROL_IDS.q}
            name="q"
            type="search"
            className="uc-input"
            enterKeyHint="search"
            defaultValue={query.q}
          />
          <button type="submit" className="uc-button uc-button-primary">
            Search
          </button>
        </div>
      </div>
      <input ref={foldOpen} type="checkbox" id="cars-filters-open" className="uc-filters-open" />
      <label htmlFor="cars-filters-open" className="uc-button uc-filters-toggle">
        {`Filters (${countActiveFilters(fixedCategory ? { ...query, category: undefined } : query)})`}
      </label>
      <div id="cars-more-filters" className="uc-filters-more">
        {/* What the lists showed: a band or brand chosen anew is told from one left as it was. */}
        <input type="hidden" name={SHOWN_FIELDS.priceBand} value={shownBand ?? ''} />
        <input type="hidden" name={SHOWN_FIELDS.brand} value={query.brand ?? ''} />
        {fixedCategory ? null : (
          <ChoiceField
            id={CONTROL_IDS.category}
            name="category"
            label={SEARCH_FILTERS.category.label}
            any="Any category"
            value={query.category}
            onChange={(value) => onChange('category', value)}
            options={counted(
              'category',
              (categories.data ?? []).map((category) => ({
                value: category.value,
                label: category.category,
              })),
            )}
          />
        )}
        <ChoiceField
          id={CONTROL_IDS.brand}
          name="brand"
          label={SEARCH_FILTERS.brand.label}
          any="Any brand"
          value={query.brand}
          onChange={(value) => onChange('brand', value)}
          options={counted(
            'brand',
            (brands.data ?? []).map((brand) => ({ value: brand.value, label: brand.brandName })),
          )}
        />
        <ChoiceField
          id={CONTROL_IDS.model}
          name="model"
          label={SEARCH_FILTERS.model.label}
          any={query.brand ? 'Any model' : 'Choose a brand first'}
          disabled={!query.brand && !query.model}
          value={query.model}
          onChange={(value) => onChange('model', value)}
          options={plainOptions(models.data ?? [])}
        />
        <FuelField
          chosen={query.fuel ?? []}
          options={counted('fuel', plainOptions(FUELS))}
          onChange={(fuels) => onChange('fuel', fuels)}
        />
        <ChoiceField
          id={CONTROL_IDS.transmission}
          name="transmission"
          label={SEARCH_FILTERS.transmission.label}
          any="Any transmission"
          value={query.transmission}
          onChange={(value) => onChange('transmission', value)}
          options={counted('transmission', plainOptions(TRANSMISSIONS))}
        />
        <ChoiceField
          id={CONTROL_IDS.condition}
          name="condition"
          label={SEARCH_FILTERS.condition.label}
          any="Any condition"
          value={query.condition}
          onChange={(value) => onChange('condition', value)}
          options={counted('condition', plainOptions(CONDITIONS))}
        />
        <ChoiceField
          id={CONTROL_IDS.location}
          name="location"
          label={SEARCH_FILTERS.location.label}
          any="Any location"
          value={query.location}
          onChange={(value) => onChange('location', value)}
          options={counted('location', plainOptions(LOCATIONS))}
        />
        <Field id="cars-sort" label="Sort by">
          <select
            id="cars-sort"
            name="sort"
            className="uc-input uc-select"
            value={query.sort ?? 'newest'}
            onChange={(event) =>
              onChange('sort', event.target.value === 'newest' ? undefined : event.target.value)
            }
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
        <ChoiceField
          id="cars-price-band"
          name="priceBand"
          label="Price range"
          any="Any price"
          value={shownBand}
          onChange={(value) => onChange('priceBand', value)}
          options={counted('price', PRICE_BAND_LABELS)}
        />
        {numberBox('minPrice', query.minPrice)}
        {numberBox('maxPrice', query.maxPrice)}
        {numberBox('minYear', query.minYear)}
        {numberBox('maxYear', query.maxYear)}
        {numberBox('minMileage', query.minMileage, true)}
        {numberBox('maxMileage', query.maxMileage, true)}
        <div className="uc-filters-end">
          <button type="submit" className="uc-button uc-button-primary">
            Show cars
          </button>
          <a
            href={pathname}
            className="uc-button"
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              onReset();
            }}
          >
            Reset Filters
          </a>
        </div>
      </div>
    </form>
  );
}
