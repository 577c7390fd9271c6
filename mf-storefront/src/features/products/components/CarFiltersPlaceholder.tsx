// The shape of CarFilters while it and antd load: the same grid, labels and control heights, nothing to use yet.
import { injectPlainStyles } from '@usedcars/shared-ui/plain/styles';

injectPlainStyles();

const FIELD_LABELS = [
  'Category',
  'Brand',
  'Model',
  'Fuel',
  'Transmission',
  'Condition',
  'Location',
  'Sort by',
  'Min price',
  'Max price',
  'From year',
  'To year',
  'Min mileage (km)',
  'Max mileage (km)',
];

export function CarFiltersPlaceholder() {
  return (
    <div className="uc-filters" role="status" aria-label="Loading the search and filters">
      <div className="uc-filters-wide">
        <span className="uc-field-label">Search cars</span>
        <span className="uc-field-placeholder" />
      </div>
      <span className="uc-field-placeholder uc-filters-toggle" style={{ width: 96 }} />
      <div className="uc-filters-more" data-open="false">
        {FIELD_LABELS.map((label) => (
          <div key={label}>
            <span className="uc-field-label">{label}</span>
            <span className="uc-field-placeholder" />
          </div>
        ))}
        <div className="uc-filters-end">
          <span className="uc-field-placeholder" style={{ width: 120 }} />
        </div>
      </div>
    </div>
  );
}
