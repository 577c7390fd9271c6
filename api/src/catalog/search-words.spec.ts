import {
  findsWord,
  searchWordsOf,
  storedWords,
  textWords,
  TYPO_MIN_LENGTH,
  typedWords,
  WORD_SEPARATOR,
  wordPatterns,
} from './search-words';

/** LIKE as both databases read these patterns: `%` any run, `_` any one character, the rest as is. */
function like(pattern: string): RegExp {
  const source = [...pattern]
    .map((char) => (char === '%' ? '.*' : char === '_' ? '.' : char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`, 'su');
}

describe('the words of a text search', () => {
  it('a text: lower case, accents dropped, each run of letters and digits, and runs joined by punctuation whole', () => {
    expect(textWords('Honda CR-V, 2019 (X-Trail?) Mercedes-Benz 2.0L')).toEqual([
      'honda',
      'crv',
      'cr',
      'v',
      '2019',
      'xtrail',
      'x',
      'trail',
      'mercedesbenz',
      'mercedes',
      'benz',
      '20l',
      '2',
      '0l',
    ]);
    expect(textWords('Café GRÖSSE Größe Ærø Łódź ﬁne গাড়ি')).toEqual([
      'cafe',
      'grosse',
      'aero',
      'lodz',
      'fine',
      'গাড়ি'.normalize('NFKD').replace(/\p{M}/gu, ''),
    ]);
    expect(textWords(' ... !! ')).toEqual([]);
  });

  it('a typed text: one word per run without spaces, its punctuation dropped', () => {
    expect(typedWords('  Hilux   DIESEL ')).toEqual(['hilux', 'diesel']);
    expect(typedWords('cr-v crv')).toEqual(['crv']);
    expect(typedWords('corolla!')).toEqual(['corolla']);
    expect(typedWords('!!')).toEqual([]);
  });

  it("a listing's words: name, model, fuel, gearbox, year, place and description, each once, separated", () => {
    const words = searchWordsOf({
      name: 'Toyota Hilux 2018',
      description: 'Diesel pickup, one owner.',
      model: 'Hilux',
      fuel: 'Diesel',
      transmission: 'Manual',
      listingYear: 2018,
      location: 'Chittagong',
    });
    expect(words).toBe(
      ['', 'toyota', 'hilux', '2018', 'diesel', 'manual', 'chittagong', 'pickup', 'one', 'owner', ''].join(
        WORD_SEPARATOR,
      ),
    );
    expect(storedWords(words)).toEqual([
      'toyota',
      'hilux',
      '2018',
      'diesel',
      'manual',
      'chittagong',
      'pickup',
      'one',
      'owner',
    ]);
    // Facts a listing does not give add nothing.
    expect(
      storedWords(
        searchWordsOf({
          name: 'Car',
          description: '',
          model: null,
          fuel: null,
          transmission: null,
          listingYear: 2011,
          location: 'Feni',
        }),
      ),
    ).toEqual(['car', '2011', 'feni']);
  });

  it('a typed word finds the words starting with it', () => {
    expect(findsWord('toy', 'toyota')).toBe(true);
    expect(findsWord('crv', 'crv')).toBe(true);
    expect(findsWord('2018', '2018')).toBe(true);
    expect(findsWord('yota', 'toyota')).toBe(false);
    expect(findsWord('toyotaxx', 'toyota')).toBe(false);
    expect(findsWord('toyotas', 'toyota')).toBe(true); // one extra letter, forgiven
  });

  it(`forgives one edit in a typed word of ${TYPO_MIN_LENGTH} letters or more, never in a shorter one`, () => {
    expect(findsWord('toyta', 'toyota')).toBe(true); // one missing
    expect(findsWord('toyoota', 'toyota')).toBe(true); // one extra
    expect(findsWord('toyoda', 'toyota')).toBe(true); // one wrong
    expect(findsWord('toyoat', 'toyota')).toBe(true); // two swapped
    expect(findsWord('otyota', 'toyota')).toBe(true); // the first two swapped
    expect(findsWord('hilax', 'hilux')).toBe(true);
    expect(findsWord('toyt', 'toyota')).toBe(false); // four letters: no typo forgiven
    expect(findsWord('hlux', 'hilux')).toBe(false);
    expect(findsWord('tyta', 'toyota')).toBe(false);
    expect(findsWord('toytaa', 'toyota')).toBe(false); // two edits
    expect(findsWord('otyoat', 'toyota')).toBe(false);
    // Forgiven against whole words only: a typo does not also find the words starting with its correction.
    expect(findsWord('toyta', 'toyotas')).toBe(false);
  });

  it('its LIKE patterns over the stored words find exactly the words findsWord finds', () => {
    let state = 7;
    const next = () => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return state / 2 ** 32;
    };
    // A letter beyond the Basic Multilingual Plane among them: one letter, two UTF-16 units.
    const letters = [...'abcot1𝒜'];
    const wordOf = (length: number) =>
      Array.from({ length }, () => letters[Math.floor(next() * letters.length)]).join('');
    const vocabulary = Array.from({ length: 400 }, () => wordOf(1 + Math.floor(next() * 8)));
    const typedList = [
      ...Array.from({ length: 150 }, () => wordOf(1 + Math.floor(next() * 7))),
      ...vocabulary.slice(0, 50),
      'toyta',
    ];
    let found = 0;
    for (const typed of typedList) {
      const patterns = wordPatterns(typed).map(like);
      for (const word of [...vocabulary, 'toyota', 'toyotas']) {
        // The word among others, as stored: a pattern must neither miss it nor match across its neighbours.
        const stored = ['', 'tt', word, 'a', ''].join(WORD_SEPARATOR);
        const byLike = patterns.some((pattern) => pattern.test(stored));
        const expected = ['tt', word, 'a'].some((held) => findsWord(typed, held));
        expect({ typed, word, byLike }).toEqual({ typed, word, byLike: expected });
        if (expected && !word.startsWith(typed)) found += 1;
      }
    }
    // Typos were tried, not only prefixes.
    expect(found).toBeGreaterThan(50);
  });
});
