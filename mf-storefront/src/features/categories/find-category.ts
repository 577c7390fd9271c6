import type { Category } from '@usedcars/contract/types';

/** The category whose value an address names, in any case (values are stored lower-case), as the API finds it. */
export function findCategory(categories: readonly Category[], value: string): Category | undefined {
  const key = value.trim().toLowerCase();
  return categories.find((category) => category.value === key);
}
