import { Link } from 'react-router-dom';
import { comparePath, COMPARE_LIMIT, useCompareStore } from './compare-store';

/**
 * Along the bottom of the pages that list cars, once a car is picked: how many, the way to compare, and Clear. Its
 * dock keeps the page's end clear of it, so the last cards can scroll out from under it; on a phone it is full width.
 */
export function CompareBar() {
  const ids = useCompareStore((state) => state.ids);
  const clear = useCompareStore((state) => state.clear);
  if (ids.length === 0) return null;
  return (
    <div className="uc-compare-dock">
      <aside className="uc-compare-bar" aria-label="Compare cars">
        <span>
          {ids.length} of {COMPARE_LIMIT} cars picked
        </span>
        <Link className="uc-button uc-button-primary" to={comparePath(ids)}>
          Compare
        </Link>
        <button type="button" className="uc-button" onClick={clear}>
          Clear
        </button>
      </aside>
    </div>
  );
}
