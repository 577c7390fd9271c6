// Addresses of pages built from catalog data. A category's or brand's value is the admin's name lower-cased, so it
// may hold any character ("sedan/coupé", "100%", "v2.0"): it is always percent-encoded, never pasted into a URL.

/** The category's page, /category/{value}. */
export function categoryPath(value: string): string {
  return `/category/${encodeURIComponent(value)}`;
}

/** /cars filtered by category and/or brand value (the brand's page). */
export function carsPath(filters: { category?: string; brand?: string }): string {
  const search = new URLSearchParams();
  if (filters.category) search.set('category', filters.category);
  if (filters.brand) search.set('brand', filters.brand);
  return `/cars?${search}`;
}
