/** Spec §3: a brand's or category's value is its name trimmed, lower-cased, with spaces replaced by underscores. */
export function toCatalogKey(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '_');
}
