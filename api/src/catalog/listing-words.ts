// The words of the listed cars (their stored `searchWords`, see search-words.ts) for text searches from the search
// index (docs/search.md): each word with the slots whose listing holds it, so that "a word the typed word finds" is a
// few posting lists rather than a scan of every listing.
import { findsWord, storedWords } from './search-words';

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
 * Each word's slots. A slot's words read again (an edit, a new listing) add it to its words' lists; its old words
 * are not known then, so it stays in their lists too, and its current words are kept aside (`since`): a match is
 * checked against those for such slots. Memory: four bytes per word of each listing.
 */
export class ListingWords {
  private readonly numbers = new Map<string, number>();
  private readonly words: string[] = [];
  private readonly postings: SlotList[] = [];
  /** The current words of the slots whose words were read after their first (their old words' lists hold them). */
  private readonly since = new Map<number, Uint32Array>();
  /** Word numbers by typed word, while no word is added. */
  private readonly found = new Map<string, Uint32Array>();

  /** Takes a slot's stored words (`searchWords`), its first or new ones. */
  set(slot: number, searchWords: string, first: boolean): void {
    const numbers = Uint32Array.from(storedWords(searchWords), (word) => this.numberOf(word));
    for (const number of numbers) this.postings[number]!.add(slot);
    if (!first) this.since.set(slot, numbers);
  }

  /**
   * The slots holding a word each of `typed` finds (findsWord), as bits by slot (`capacity` slots), one array per
   * typed word; the caller checks which are listed.
   */
  finding(typed: readonly string[], capacity: number): Uint32Array[] {
    return typed.map((word) => {
      const numbers = this.wordsFound(word);
      const bits = new Uint32Array((capacity >>> 5) + 1);
      const wanted = new Set(numbers);
      for (const number of numbers) {
        for (const slot of this.postings[number]!.view()) {
          const current = this.since.get(slot);
          if (current && !current.some((held) => wanted.has(held))) continue;
          bits[slot >>> 5]! |= 1 << (slot & 31);
        }
      }
      return bits;
    });
  }

  /** Bytes of the posting lists and the kept word lists (the dictionary's strings aside). */
  get bytes(): number {
    let bytes = 0;
    for (const list of this.postings) bytes += list.slots.byteLength;
    for (const numbers of this.since.values()) bytes += numbers.byteLength;
    return bytes;
  }

  private numberOf(word: string): number {
    let number = this.numbers.get(word);
    if (number === undefined) {
      number = this.words.length;
      this.numbers.set(word, number);
      this.words.push(word);
      this.postings.push(new SlotList());
      this.found.clear();
    }
    return number;
  }

  private wordsFound(typed: string): Uint32Array {
    let numbers = this.found.get(typed);
    if (!numbers) {
      const found: number[] = [];
      this.words.forEach((word, number) => {
        if (findsWord(typed, word)) found.push(number);
      });
      numbers = Uint32Array.from(found);
      if (this.found.size >= 1000) this.found.clear();
      this.found.set(typed, numbers);
    }
    return numbers;
  }
}
