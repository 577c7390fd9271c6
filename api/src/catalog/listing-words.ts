// The words of the listed cars' names and descriptions, for text searches from the search index on MySQL (see
// docs/search.md): the tokens InnoDB's FULLTEXT index holds, each with the slots whose text holds it, so that
// "a word starting with `white`" is a few posting lists rather than a FULLTEXT search, which takes seconds for a
// common word at a million listings (docs/search.md).

/** InnoDB's defaults: innodb_ft_min_token_size, the longest token it keeps, and its default stopword list. */
const MIN_TOKEN = 3;
const MAX_TOKEN = 84;
export const FULLTEXT_STOPWORDS: ReadonlySet<string> = new Set(
  'a about an are as at be by com de en for from how i in is it la of on or that the this to was what when where who will with und www'.split(
    ' ',
  ),
);

/**
 * The tokens InnoDB's parser makes of `text` (runs of letters with their marks, digits and underscores; 3 to 84
 * characters; no stopword), each once, folded as utf8mb4_unicode_ci compares them for the ASCII words the index
 * is asked for: lower case, accents dropped, ß as ss. Letters the collation equates otherwise (æ, ø, ł...) differ.
 */
export function fullTextTokens(text: string): string[] {
  return tokenize(text).tokens;
}

/** fullTextTokens, and whether folding changed any token beyond its case (then LIKE may not find it as typed). */
function tokenize(text: string): { tokens: string[]; folded: boolean } {
  let folded = false;
  const tokens = new Set<string>();
  for (const token of text.match(/[\p{L}\p{M}\p{N}_]+/gu) ?? []) {
    if (token.length < MIN_TOKEN || token.length > MAX_TOKEN) continue;
    const lower = token.toLowerCase();
    const plain = lower.normalize('NFD').replace(/\p{M}/gu, '').replaceAll('ß', 'ss');
    if (FULLTEXT_STOPWORDS.has(plain)) continue;
    folded ||= plain !== lower;
    tokens.add(plain);
  }
  return { tokens: [...tokens], folded };
}

/** Slots in order, grown by doubling; adding a slot already there does nothing. */
export class SlotList {
  slots = new Uint32Array(8);
  length = 0;

  add(slot: number): void {
    const at = this.position(slot);
    if (at < this.length && this.slots[at] === slot) return;
    if (this.length === this.slots.length) {
      const grown = new Uint32Array(this.slots.length * 2);
      grown.set(this.slots);
      this.slots = grown;
    }
    this.slots.copyWithin(at + 1, at, this.length);
    this.slots[at] = slot;
    this.length += 1;
  }

  remove(slot: number): void {
    const at = this.position(slot);
    if (at >= this.length || this.slots[at] !== slot) return;
    this.slots.copyWithin(at, at + 1, this.length);
    this.length -= 1;
  }

  view(): Uint32Array {
    return this.slots.subarray(0, this.length);
  }

  private position(slot: number): number {
    // Slots mostly come in order (a load, new listings): the end first.
    if (this.length === 0 || (this.slots[this.length - 1] as number) < slot) return this.length;
    let low = 0;
    let high = this.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.slots[middle] as number) < slot) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/**
 * Each token's slots. A slot's text read again (an edit, a new listing) adds it to its tokens' lists; its old
 * tokens are not known then, so it stays in their lists too, and its current tokens are kept aside (`since`):
 * a match is checked against those for such slots. Memory: four bytes per token of each text.
 */
export class ListingWords {
  private readonly numbers = new Map<string, number>();
  private readonly tokens: string[] = [];
  private readonly postings: SlotList[] = [];
  /** The current tokens of the slots whose text was read after their first (their old tokens' lists hold them). */
  private readonly since = new Map<number, Uint32Array>();
  /** Bits by slot: its text has a token folded beyond its case (an accent, ß). */
  private folded = new Uint32Array(0);
  /** Token numbers by prefix, while no token is added. */
  private readonly prefixes = new Map<string, Uint32Array>();

  /** Takes a slot's text (name and description), its first or a new one. */
  set(slot: number, text: string, first: boolean): void {
    const { tokens, folded } = tokenize(text);
    const numbers = Uint32Array.from(tokens, (token) => this.numberOf(token));
    for (const number of numbers) this.postings[number]!.add(slot);
    if (!first) this.since.set(slot, numbers);
    if (slot >>> 5 >= this.folded.length) {
      const grown = new Uint32Array(Math.max(1024, (slot >>> 5) * 2));
      grown.set(this.folded);
      this.folded = grown;
    }
    if (folded) this.folded[slot >>> 5]! |= 1 << (slot & 31);
    else this.folded[slot >>> 5]! &= ~(1 << (slot & 31));
  }

  /** Whether the slot's text has a token folded beyond its case. */
  isFolded(slot: number): boolean {
    return (((this.folded[slot >>> 5] ?? 0) >>> (slot & 31)) & 1) === 1;
  }

  /**
   * The slots whose text holds a token starting with each of `words` (MATCH … AGAINST ('+w1* +w2*' IN BOOLEAN
   * MODE)), as bits by slot (`capacity` slots); the caller checks which are listed.
   */
  matching(words: readonly string[], capacity: number): Uint32Array {
    let result: Uint32Array | null = null;
    for (const word of words) {
      const tokens = this.tokensStarting(word);
      const bits = new Uint32Array((capacity >>> 5) + 1);
      const wanted = new Set(tokens);
      for (const token of tokens) {
        for (const slot of this.postings[token]!.view()) {
          const current = this.since.get(slot);
          if (current && !current.some((number) => wanted.has(number))) continue;
          bits[slot >>> 5]! |= 1 << (slot & 31);
        }
      }
      if (result) for (let at = 0; at < result.length; at += 1) result[at]! &= bits[at] ?? 0;
      else result = bits;
    }
    return result ?? new Uint32Array((capacity >>> 5) + 1);
  }

  /** Bytes of the posting lists and the kept token lists (the dictionary's strings aside). */
  get bytes(): number {
    let bytes = 0;
    for (const list of this.postings) bytes += list.slots.byteLength;
    for (const numbers of this.since.values()) bytes += numbers.byteLength;
    return bytes + this.folded.byteLength;
  }

  private numberOf(token: string): number {
    let number = this.numbers.get(token);
    if (number === undefined) {
      number = this.tokens.length;
      this.numbers.set(token, number);
      this.tokens.push(token);
      this.postings.push(new SlotList());
      this.prefixes.clear();
    }
    return number;
  }

  private tokensStarting(word: string): Uint32Array {
    let numbers = this.prefixes.get(word);
    if (!numbers) {
      const found: number[] = [];
      this.tokens.forEach((token, number) => {
        if (token.startsWith(word)) found.push(number);
      });
      numbers = Uint32Array.from(found);
      if (this.prefixes.size >= 1000) this.prefixes.clear();
      this.prefixes.set(word, numbers);
    }
    return numbers;
  }
}
