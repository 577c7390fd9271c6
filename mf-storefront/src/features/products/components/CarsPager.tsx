// The page links under the /cars and /advertise grids: links (search engines and a middle click follow them), the
// current page marked, the first and last pages always, and two pages either side of the current one. A press keeps
// the rest of the address and goes back to the top of the page.
import { groupDigits } from '@usedcars/contract/numbers';
import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';
import { Link, useSearchParams } from 'react-router-dom';
import { withPage } from '../car-search';

export interface CarsPagerProps {
  page: number;
  pageSize: number;
  total: number;
}

/** The pages to show, in order, with null where pages are left out. */
export function pagesAround(page: number, last: number): (number | null)[] {
  const shown: (number | null)[] = [];
  for (let each = 1; each <= last; each += 1) {
    if (each === 1 || each === last || Math.abs(each - page) <= 2) shown.push(each);
    else if (shown.at(-1) !== null) shown.push(null);
  }
  return shown;
}

/** Nothing when the cars fit on one page. */
export function CarsPager({ page, pageSize, total }: CarsPagerProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (last === 1) return null;
  const linkTo = (target: number) => {
    const search = withPage(searchParams, target).toString();
    return search ? `?${search}` : '?';
  };
  const pageLink = (target: number, label: string, name: string) => (
    <Link
      to={linkTo(target)}
      className="uc-button"
      aria-label={name}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        setSearchParams(withPage(searchParams, target));
        window.scrollTo({ top: 0 });
      }}
    >
      {label}
    </Link>
  );
  return (
    <nav
      aria-label="Pages of cars"
      style={{ display: 'flex', justifyContent: 'center', minHeight: 32, marginTop: 32 }}
    >
      <ul className="uc-pager">
        {page > 1 ? <li>{pageLink(page - 1, '‹', 'Previous page')}</li> : null}
        {pagesAround(page, last).map((each, index) =>
          each === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="uc-pager-gap">
              …
            </li>
          ) : each === page ? (
            <li key={each}>
              <span className="uc-button uc-button-current" aria-current="page" aria-label={`Page ${each}`}>
                {each}
              </span>
            </li>
          ) : (
            <li key={each}>{pageLink(each, String(each), `Page ${each}`)}</li>
          ),
        )}
        {page < last ? <li>{pageLink(page + 1, '›', 'Next page')}</li> : null}
      </ul>
    </nav>
  );
}

/**
 * A page past the last one (an old link, after cars sold): says so, with a link to the first page of the same
 * search, rather than the "nothing found" of a search that matches no car.
 */
export function PastLastPage({ total }: { total: number }) {
  const [searchParams] = useSearchParams();
  const first = withPage(searchParams, 1).toString();
  return (
    <EmptyState
      title="No cars on this page"
      description={`This page is past the last one: there are ${groupDigits(total)} cars in all.`}
      action={<Link to={first ? `?${first}` : '?'}>Go to the first page</Link>}
    />
  );
}
