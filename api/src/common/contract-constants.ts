import type { Condition, Location, Role } from '@usedcars/shared-ui/api/types';

// The wire contract's value lists, repeated here because the API only imports types from shared-ui
// (its .ts sources are not loadable at run time). The `Exact` checks fail the build if the lists drift.
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;

export const ROLES = ['Admin', 'Seller', 'Buyer'] as const;
export const CONDITIONS = ['Excellent', 'Good', 'Fair'] as const;
export const LOCATIONS = ['Dhaka', 'Chittagong', 'Borishal', 'Cumilla', 'Feni', 'Pabna', 'Noakhali'] as const;
export const PRODUCT_PAGE_SIZE_DEFAULT = 24;
export const PRODUCT_PAGE_SIZE_MAX = 100;
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

export const contractChecks: [
  Exact<(typeof ROLES)[number], Role>,
  Exact<(typeof CONDITIONS)[number], Condition>,
  Exact<(typeof LOCATIONS)[number], Location>,
] = [true, true, true];
