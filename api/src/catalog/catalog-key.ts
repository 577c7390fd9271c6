/** A brand's or category's value is its name trimmed, lower-cased, with spaces replaced by underscores. */
export function toCatalogKey(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '_');
}

/** The longest name, and value, of a category or brand: the database column's length in characters. */
export const CATALOGUE_NAME_MAX_CHARS = 60;

/**
 * Why a category or brand name cannot be used, or null when it can. Every other name has a working page, because its
 * value is percent-encoded into the page's address; but a path segment that is only "." or ".." (even
 * percent-encoded) is resolved away by every browser's URL parser, so such a page could never be opened. Lower-casing
 * can lengthen a name ("İ" becomes two characters), so the value is held to the column's length too.
 */
export function catalogueNameProblem(name: string, kind: 'Category' | 'Brand'): string | null {
  const value = toCatalogKey(name);
  if (value === '.' || value === '..') return catalogueNameMessages(kind).dotsOnly;
  if ([...value].length > CATALOGUE_NAME_MAX_CHARS) return catalogueNameMessages(kind).tooLong;
  return null;
}

export function catalogueNameMessages(kind: 'Category' | 'Brand') {
  return {
    tooLong: `${kind} name must be at most ${CATALOGUE_NAME_MAX_CHARS} characters.`,
    dotsOnly: `A ${kind.toLowerCase()} named "." or ".." would have no page of its own. Choose another name.`,
  };
}
