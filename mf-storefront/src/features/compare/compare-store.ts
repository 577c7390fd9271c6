// The cars a shopper picked to compare, at most COMPARE_LIMIT, kept in the browser while they browse (and across
// visits), in the order picked. Saved by hand rather than with zustand's persist middleware, whose code would push
// the home page past its first-load budget.
import { create } from 'zustand';

export const COMPARE_LIMIT = 3;
const STORAGE_KEY = 'usedcars-compare';

interface CompareState {
  ids: string[];
  /** Adds the car, or takes it out when already picked; a fourth car is not added. */
  toggle: (id: string) => void;
  /** The cars of a shared /compare link replace the picked ones. */
  replace: (ids: string[]) => void;
  clear: () => void;
}

/** The picks saved by an earlier page; none when storage is unavailable or holds something else. */
export function savedIds(): string[] {
  try {
    const saved: unknown = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(saved)
      ? saved.filter((id): id is string => typeof id === 'string').slice(0, COMPARE_LIMIT)
      : [];
  } catch {
    return [];
  }
}

export const useCompareStore = create<CompareState>()((set) => ({
  // None at first, the saved ones just after (below): a page the server rendered knows no picks, and React renders
  // the store's first state while it hydrates that page (zustand's server snapshot), then the saved one.
  ids: [],
  toggle: (id) =>
    set(({ ids }) => {
      if (ids.includes(id)) return { ids: ids.filter((picked) => picked !== id) };
      return ids.length < COMPARE_LIMIT ? { ids: [...ids, id] } : { ids };
    }),
  replace: (ids) => set({ ids: [...new Set(ids)].slice(0, COMPARE_LIMIT) }),
  clear: () => set({ ids: [] }),
}));

useCompareStore.setState({ ids: savedIds() });

useCompareStore.subscribe(({ ids }) => {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Storage refused (private browsing, quota): the picks last as long as the page.
  }
});

/** The /compare address of these cars. */
export function comparePath(ids: readonly string[]): string {
  return `/compare?ids=${ids.map(encodeURIComponent).join(',')}`;
}

/** What a card or a car's page needs to offer "Compare" for one car. */
export function useCompareToggle(id: string) {
  const ids = useCompareStore((state) => state.ids);
  const toggle = useCompareStore((state) => state.toggle);
  const picked = ids.includes(id);
  return { picked, full: !picked && ids.length >= COMPARE_LIMIT, toggle: () => toggle(id) };
}
