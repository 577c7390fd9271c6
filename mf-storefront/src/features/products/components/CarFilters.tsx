// The /cars search box and filters. Every control has a visible label; values come from the URL, and the
// text and number boxes are keyed on it so back and forward show what the URL says. The model select offers the
// chosen brand's models (GET /models). The controls are antd's; the grid is plain CSS, shared with
// CarFiltersPlaceholder (shown while this loads), so nothing moves. On a phone only the search box shows; the
// other fields open under "Filters (n)", so the cars start on the first screen. Beside each brand, category, fuel,
// transmission and price band: how many cars it would give for the rest of the query (GET /products/facets),
// "about" when the API estimated it.
import { useBrands } from '@usedcars/shared-ui/api/catalog/get-brands';
import { useCategories } from '@usedcars/shared-ui/api/catalog/get-categories';
import {
  CONDITIONS,
  type FacetName,
  type Fuel,
  FUELS,
  LOCATIONS,
  PRICE_BANDS,
  type ProductFacets,
  type ProductSearchQuery,
  type ProductSort,
  TRANSMISSIONS,
} from '@usedcars/contract/types';
import { injectPlainStyles } from '@usedcars/shared-ui/plain/styles';
import { Button, Input, InputNumber, Select } from 'antd';
import { type ReactNode, useState } from 'react';
import { useFacets } from '../api/get-facets';
import { useModels } from '../api/get-models';
import { type CarFilterKey, countActiveFilters, priceBandOf } from '../car-search';

injectPlainStyles();

const SORT_OPTIONS: { value: ProductSort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'mileage_asc', label: 'Mileage: low to high' },
  { value: 'year_desc', label: 'Year: newest first' },
];

export interface CarFiltersProps {
  query: ProductSearchQuery;
  onChange: (key: CarFilterKey, value: string | number | readonly string[] | undefined | null) => void;
  onReset: () => void;
}

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;
const PRICE_BAND_LABELS = PRICE_BANDS.map((band) => ({
  value: band.value as string,
  label:
    band.max === null
      ? `${dollars(band.min)} and over`
      : band.min === 0
        ? `Under ${dollars(band.max)}`
        : `${dollars(band.min)} to ${dollars(band.max)}`,
}));

/** "Toyota (1,204)", "Toyota (about 1,200)"; no count until the facets load, nor for an estimate of none. */
function withCount(label: string, facets: ProductFacets | undefined, name: FacetName, value: string): string {
  if (!facets) return label;
  const count = facets.facets[name].find((each) => each.value === value)?.count ?? 0;
  if (facets.approximate) return count > 0 ? `${label} (about ${count.toLocaleString('en-US')})` : label;
  return `${label} (${count.toLocaleString('en-US')})`;
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

export function CarFilters({ query, onChange, onReset }: CarFiltersProps) {
  const categories = useCategories();
  const brands = useBrands();
  const models = useModels(query.brand);
  const facets = useFacets(query).data;
  // The option's title stays the plain name (its tooltip, and what the list is searched by); the label adds the count.
  const counted = (name: FacetName, options: { value: string; label: string }[]) =>
    options.map((option) => ({
      ...option,
      title: option.label,
      label: withCount(option.label, facets, name, option.value),
    }));
  const full = { width: '100%' };
  const [moreOpen, setMoreOpen] = useState(false);

  /** A number box; `whole` keeps digits only (kilometres), else a decimal point too (dollars). */
  const numberBox = (
    id: string,
    label: string,
    key: CarFilterKey,
    value: number | undefined,
    whole = false,
  ) => {
    const typed = (text: string) => text.replace(whole ? /\D/g : /[^\d.]/g, '');
    return (
      <Field id={id} label={label}>
        <InputNumber<number>
          key={`${key}-${value ?? ''}`}
          id={id}
          min={0}
          style={full}
          defaultValue={value}
          onBlur={(event) => {
            const text = typed(event.target.value);
            if (text !== String(value ?? '')) onChange(key, text);
          }}
          onPressEnter={(event) => {
            const text = typed((event.target as HTMLInputElement).value);
            if (text !== String(value ?? '')) onChange(key, text);
          }}
        />
      </Field>
    );
  };

  return (
    <div className="uc-filters" role="search" aria-label="Search and filter cars">
      <div className="uc-filters-wide">
        <label htmlFor="cars-q" className="uc-field-label">
          Search cars
        </label>
        <Input.Search
          key={`q-${query.q ?? ''}`}
          id="cars-q"
          defaultValue={query.q}
          allowClear
          enterButton="Search"
          onSearch={(value) => onChange('q', value)}
        />
      </div>
      <button
        type="button"
        className="uc-button uc-filters-toggle"
        aria-expanded={moreOpen}
        aria-controls="cars-more-filters"
        onClick={() => setMoreOpen((open) => !open)}
      >
        {`Filters (${countActiveFilters(query)})`}
      </button>
      <div id="cars-more-filters" className="uc-filters-more" data-open={moreOpen}>
        <Field id="cars-category" label="Category">
          <Select
            id="cars-category"
            allowClear
            placeholder="Any category"
            style={full}
            value={query.category}
            onChange={(value?: string) => onChange('category', value)}
            options={counted(
              'category',
              (categories.data ?? []).map((category) => ({
                value: category.value,
                label: category.category,
              })),
            )}
          />
        </Field>
        <Field id="cars-brand" label="Brand">
          <Select
            id="cars-brand"
            allowClear
            placeholder="Any brand"
            style={full}
            value={query.brand}
            onChange={(value?: string) => onChange('brand', value)}
            options={counted(
              'brand',
              (brands.data ?? []).map((brand) => ({ value: brand.value, label: brand.brandName })),
            )}
          />
        </Field>
        <Field id="cars-model" label="Model">
          <Select
            id="cars-model"
            allowClear
            showSearch
            placeholder={query.brand ? 'Any model' : 'Choose a brand first'}
            disabled={!query.brand && !query.model}
            loading={models.isLoading}
            style={full}
            value={query.model}
            onChange={(value?: string) => onChange('model', value)}
            options={(models.data ?? []).map((model) => ({ value: model, label: model }))}
          />
        </Field>
        <Field id="cars-fuel" label="Fuel">
          <Select
            id="cars-fuel"
            mode="multiple"
            allowClear
            maxTagCount="responsive"
            placeholder="Any fuel"
            style={full}
            value={query.fuel ?? []}
            onChange={(value: Fuel[]) => onChange('fuel', value)}
            options={counted(
              'fuel',
              FUELS.map((value) => ({ value, label: value })),
            )}
          />
        </Field>
        <Field id="cars-transmission" label="Transmission">
          <Select
            id="cars-transmission"
            allowClear
            placeholder="Any transmission"
            style={full}
            value={query.transmission}
            onChange={(value?: string) => onChange('transmission', value)}
            options={counted(
              'transmission',
              TRANSMISSIONS.map((value) => ({ value, label: value })),
            )}
          />
        </Field>
        <Field id="cars-condition" label="Condition">
          <Select
            id="cars-condition"
            allowClear
            placeholder="Any condition"
            style={full}
            value={query.condition}
            onChange={(value?: string) => onChange('condition', value)}
            options={CONDITIONS.map((value) => ({ value, label: value }))}
          />
        </Field>
        <Field id="cars-location" label="Location">
          <Select
            id="cars-location"
            allowClear
            placeholder="Any location"
            style={full}
            value={query.location}
            onChange={(value?: string) => onChange('location', value)}
            options={LOCATIONS.map((value) => ({ value, label: value }))}
          />
        </Field>
        <Field id="cars-sort" label="Sort by">
          <Select
            id="cars-sort"
            style={full}
            value={query.sort ?? 'newest'}
            onChange={(value: ProductSort) => onChange('sort', value === 'newest' ? undefined : value)}
            options={SORT_OPTIONS}
          />
        </Field>
        <Field id="cars-price-band" label="Price range">
          <Select
            id="cars-price-band"
            allowClear
            placeholder="Any price"
            style={full}
            value={priceBandOf(query)}
            onChange={(value?: string) => onChange('priceBand', value)}
            options={counted('price', PRICE_BAND_LABELS)}
          />
        </Field>
        {numberBox('cars-min-price', 'Min price', 'minPrice', query.minPrice)}
        {numberBox('cars-max-price', 'Max price', 'maxPrice', query.maxPrice)}
        {numberBox('cars-min-year', 'From year', 'minYear', query.minYear)}
        {numberBox('cars-max-year', 'To year', 'maxYear', query.maxYear)}
        {numberBox('cars-min-mileage', 'Min mileage (km)', 'minMileage', query.minMileage, true)}
        {numberBox('cars-max-mileage', 'Max mileage (km)', 'maxMileage', query.maxMileage, true)}
        <div className="uc-filters-end">
          <Button onClick={onReset}>Reset Filters</Button>
        </div>
      </div>
    </div>
  );
}
