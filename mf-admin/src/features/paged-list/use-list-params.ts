// An admin list's filters and page live in the URL (?role=Seller&page=2), so a list can be linked to and Back
// returns to it. A changed filter starts again from the first page; page 1 is left out of the URL.
import { useSearchParams } from 'react-router-dom';

function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();

  /** Sets one filter (or the page) in the URL; an empty value removes it. */
  const setParam = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setSearchParams(next);
  };

  return {
    searchParams,
    page: readPage(searchParams.get('page')),
    /** The search box's text (trimmed), if any. */
    q: searchParams.get('q')?.trim() || undefined,
    setParam,
    setPage: (page: number) => setParam('page', page === 1 ? undefined : String(page)),
    /** Removes the filters `keys` and the page. */
    resetParams: (keys: string[]) => {
      const next = new URLSearchParams(searchParams);
      for (const key of [...keys, 'page']) next.delete(key);
      setSearchParams(next);
    },
  };
}
