import { fullTextTokens, ListingWords } from './listing-words';

/** The slots set in bits made by ListingWords.matching. */
function slotsOf(bits: Uint32Array): number[] {
  const slots: number[] = [];
  bits.forEach((word, index) => {
    for (let bit = 0; bit < 32; bit += 1) if ((word >>> bit) & 1) slots.push(index * 32 + bit);
  });
  return slots;
}

describe('fullTextTokens', () => {
  it('splits as InnoDB does: letters, digits and underscores, lower case, 3 to 84 long, no stopwords', () => {
    expect(fullTextTokens('The WHITE Corolla, with sun-roof & abs_2; 4x4 ok')).toEqual([
      'white',
      'corolla',
      'sun',
      'roof',
      'abs_2',
      '4x4',
    ]);
    // Folded as the collation compares: 'cafe' finds Café, 'gross' Größe; a Bengali word stays whole.
    expect(fullTextTokens(`Café GRÖSSE Größe Ærø গাড়ি ${'x'.repeat(85)}`)).toEqual([
      'cafe',
      'grosse',
      'ærø',
      'গাড়ি'.normalize('NFD').replace(/\p{M}/gu, ''),
    ]);
  });
});

describe('ListingWords', () => {
  it('finds the slots holding a token starting with every word, and follows edits of a text', () => {
    const words = new ListingWords();
    words.set(0, 'White Corolla\nSunroof, leather', true);
    words.set(1, 'Silver Axio\nwhitewall tyres', true);
    words.set(40, 'Black Premio\nleather seats', true);
    expect(slotsOf(words.matching(['white'], 64))).toEqual([0, 1]);
    expect(slotsOf(words.matching(['leather'], 64))).toEqual([0, 40]);
    expect(slotsOf(words.matching(['white', 'leather'], 64))).toEqual([0]);
    expect(slotsOf(words.matching(['nothing'], 64))).toEqual([]);
    // A stopword in a text is no token: a prefix of it finds nothing there.
    words.set(2, 'Sold with papers', true);
    expect(slotsOf(words.matching(['wit'], 64))).toEqual([]);
    // An edit: the old words no longer find the slot, the new ones do.
    words.set(0, 'Red Corolla\nno roof', false);
    expect(slotsOf(words.matching(['white'], 64))).toEqual([1]);
    expect(slotsOf(words.matching(['leather'], 64))).toEqual([40]);
    expect(slotsOf(words.matching(['roof'], 64))).toEqual([0]);
    words.set(0, 'White again', false);
    expect(slotsOf(words.matching(['white'], 64))).toEqual([0, 1]);
    expect(slotsOf(words.matching(['roof'], 64))).toEqual([]);
  });
});
