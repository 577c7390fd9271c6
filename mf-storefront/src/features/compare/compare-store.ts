// The cars a shopper picked to compare, at most COMPARE_LIMIT, kept in the browser while they browse (and across
// visits), in the order picked.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export const COMPARE_LIMIT = 3;

interface CompareState {
  ids: string[];
  /** Adds the car, or takes it out when already picked; a fourth car is not added. */
  toggle: (id: string) => void;
  /** The cars of a shared /compare link replace the picked ones. */
  replace: (ids: string[]) => void;
  clear: () => void;
}

export const useCompareStore = create<CompareState>()(
  persist(
    (set) => ({
      ids: [],
      toggle: (id) =>
        set(({ ids }) => {
          if (ids.includes(id)) return { ids: ids.filter((picked) => picked !== id) };
          return ids.length < COMPARE_LIMIT ? { ids: [...ids, id] } : { ids };
        }),
      replace: (ids) => set({ ids: [...new Set(ids)].slice(0, COMPARE_LIMIT) }),
      clear: () => set({ ids: [] }),
    }),
    { name: 'usedcars-compare' },
  ),
);

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
