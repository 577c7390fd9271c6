// The word rules of a text search (`q`, docs/search.md "Words"), in one place: what a listing's words are (kept in
// `products.searchWords` by the listing's writer), how a shopper's text becomes words, and which words a typed word
// finds. The SQL adapter (as LIKE patterns), the in-memory index and the differential test all apply these.

/** A typed word this long or longer also finds the words one edit away from it (see findsWord). */
export const TYPO_MIN_LENGTH = 5;

/**
 * What separates the stored words, and stands before the first and after the last: two spaces, so that LIKE's `_`
 * (one character) never spans two words (see wordPatterns).
 */
export const WORD_SEPARATOR = '  ';

/** Latin letters that no Unicode decomposition splits, written as their plain letters. */
const PLAIN_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** Lower case, compatibility forms and accents dropped (², ﬁ, é), the letters of PLAIN_LETTERS spelled out. */
function folded(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøłđðþı]/g, (letter) => PLAIN_LETTERS[letter] ?? letter);
}

/** Runs of text without spaces ("CR-V,"), each as its runs of letters and digits ("cr", "v"). */
function compounds(text: string): string[][] {
  return folded(text)
    .split(/\s+/u)
    .map((compound) => compound.match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((parts) => parts.length > 0);
}

/**
 * A text's words, each once: every run of letters and digits, and where runs are joined by punctuation with no
 * space between (CR-V, X-Trail, Mercedes-Benz, 2.0) their whole as well ("crv", "cr", "v"), so "crv" finds CR-V.
 */
export function textWords(text: string): string[] {
  const words = new Set<string>();
  for (const parts of compounds(text)) {
    if (parts.length > 1) words.add(parts.join(''));
    for (const part of parts) words.add(part);
  }
  return [...words];
}

/** The words a shopper typed, each once: one per run without spaces, its punctuation dropped ("CR-V" is "crv"). */
export function typedWords(q: string): string[] {
  return [...new Set(compounds(q).map((parts) => parts.join('')))];
}

/** The fields of a listing that its words come from (brand and category: see ListingQueries.namesFinding). */
export interface WordedListing {
  name: string;
  description: string;
  model: string | null;
  fuel: string | null;
  transmission: string | null;
  listingYear: number;
  location: string;
}

/**
 * A listing's stored words (`products.searchWords`): those of its name, description, model, fuel, gearbox, year and
 * place, each once, WORD_SEPARATOR around each. Its brand and category are matched by their own names (small tables),
 * so renaming one rewrites no listing.
 */
export function searchWordsOf(listing: WordedListing): string {
  const words = textWords(
    [
      listing.name,
      listing.model ?? '',
      listing.fuel ?? '',
      listing.transmission ?? '',
      String(listing.listingYear),
      listing.location,
      listing.description,
    ].join(' '),
  );
  return `${WORD_SEPARATOR}${words.join(WORD_SEPARATOR)}${WORD_SEPARATOR}`;
}

/** The words of a stored `searchWords`. */
export function storedWords(searchWords: string): string[] {
  return searchWords.split(' ').filter((word) => word !== '');
}

/**
 * Whether a typed word finds a word: the word starts with it, or (typed words of TYPO_MIN_LENGTH or more) the two are
 * one edit apart: a letter missing, one extra, one wrong, or two neighbours swapped ("toyta" finds "toyota").
 */
export function findsWord(typed: string, word: string): boolean {
  if (word.startsWith(typed)) return true;
  // Counted in UTF-16 units: never fewer than letters, at most two per letter.
  if (typed.length < TYPO_MIN_LENGTH) return false;
  if (word.length > 2 * typed.length + 2 || typed.length > 2 * word.length + 2) return false;
  // Letter by letter: a letter beyond the Basic Multilingual Plane is two units (LIKE's `_` is one letter).
  if (!SURROGATE.test(typed) && !SURROGATE.test(word)) return oneEditApart(typed, word);
  const letters = [...typed];
  return letters.length >= TYPO_MIN_LENGTH && oneEditApart(letters, [...word]);
}

const SURROGATE = /[\uD800-\uDFFF]/;

/** Whether two spellings are one edit apart (or the same): one letter missing, extra or wrong, or two swapped. */
function oneEditApart(a: ArrayLike<string>, b: ArrayLike<string>): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  /** Whether a from `i` on is b from `j` on. */
  const sameFrom = (i: number, j: number) => {
    if (a.length - i !== b.length - j) return false;
    for (; i < a.length; i += 1, j += 1) if (a[i] !== b[j]) return false;
    return true;
  };
  if (a.length === b.length)
    return (
      sameFrom(start + 1, start + 1) ||
      (a[start] === b[start + 1] && a[start + 1] === b[start] && sameFrom(start + 2, start + 2))
    );
  return a.length < b.length ? sameFrom(start, start + 1) : sameFrom(start + 1, start);
}

/**
 * The LIKE patterns over `products.searchWords` that find a typed word as findsWord does: a word starting with it,
 * and (TYPO_MIN_LENGTH or more) each spelling one edit away as a whole word, `_` standing for any one letter. Typed
 * words hold only letters and digits, so nothing needs escaping.
 */
export function wordPatterns(typed: string): string[] {
  const patterns = [`%${WORD_SEPARATOR}${typed}%`];
  const letters = [...typed];
  if (letters.length < TYPO_MIN_LENGTH) return patterns;
  const spellings = new Set<string>();
  const spelled = (...parts: string[][]) => spellings.add(parts.flat().join(''));
  for (let at = 0; at <= letters.length; at += 1) {
    const [before, after] = [letters.slice(0, at), letters.slice(at)];
    spelled(before, ['_'], after); // one extra
    if (at < letters.length) {
      spelled(before, ['_'], after.slice(1)); // one wrong
      spelled(before, after.slice(1)); // one missing
    }
    if (at < letters.length - 1) spelled(before, [after[1]!, after[0]!], after.slice(2)); // two swapped
  }
  for (const spelling of spellings) patterns.push(`%${WORD_SEPARATOR}${spelling}${WORD_SEPARATOR}%`);
  return patterns;
}
