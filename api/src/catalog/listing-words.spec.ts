import { ListingWords } from './listing-words';
import { textWords, WORD_SEPARATOR } from './search-words';

/** The slots set in bits made by ListingWords.finding. */
function slotsOf(bits: Uint32Array): number[] {
  const slots: number[] = [];
  bits.forEach((word, index) => {
    for (let bit = 0; bit < 32; bit += 1) if ((word >>> bit) & 1) slots.push(index * 32 + bit);
  });
  return slots;
}

/** Stored words as the listing's writer keeps them. */
const stored = (text: string) => `${WORD_SEPARATOR}${textWords(text).join(WORD_SEPARATOR)}${WORD_SEPARATOR}`;

describe('ListingWords', () => {
  it('finds the slots holding a word each typed word finds, and follows edits of a listing', () => {
    const words = new ListingWords();
    const finding = (typed: string) => slotsOf(words.finding([typed], 64)[0]!);
    words.set(0, stored('White Corolla\nSunroof, leather'), true);
    words.set(1, stored('Silver Axio\nwhitewall tyres'), true);
    words.set(40, stored('Black Premio\nleather seats'), true);
    expect(finding('white')).toEqual([0, 1]);
    expect(finding('leather')).toEqual([0, 40]);
    expect(finding('nothing')).toEqual([]);
    // One edit forgiven from five letters: "lether" finds leather, "whte" (four) finds nothing.
    expect(finding('lether')).toEqual([0, 40]);
    expect(finding('whte')).toEqual([]);
    // An edit: the old words no longer find the slot, the new ones do.
    words.set(0, stored('Red Corolla\nno roof'), false);
    expect(finding('white')).toEqual([1]);
    expect(finding('leather')).toEqual([40]);
    expect(finding('roof')).toEqual([0]);
    words.set(0, stored('White again'), false);
    expect(finding('white')).toEqual([0, 1]);
    expect(finding('roof')).toEqual([]);
  });
});
