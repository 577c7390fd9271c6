import type { Product } from '@usedcars/contract/types';
import { COMPARE_LIMIT, useCompareToggle } from './compare-store';

/** "Compare" on a card or a car's page: a checkbox, so its state is read out and shown. */
export function CompareToggle({ product }: { product: Product }) {
  const { picked, full, toggle } = useCompareToggle(product._id);
  return (
    <label className="uc-compare-toggle" title={full ? `Compare at most ${COMPARE_LIMIT} cars` : undefined}>
      <input
        type="checkbox"
        checked={picked}
        disabled={full}
        onChange={toggle}
        aria-label={`Compare ${product.product_name}`}
      />{' '}
      Compare
    </label>
  );
}
