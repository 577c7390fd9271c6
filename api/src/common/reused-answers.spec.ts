import { etagOf, keptText, sentText, sentUnchanged } from './reused-answers';

describe('answers sent again unchanged', () => {
  it('are serialized and hashed once, and hashed again only for what else they say', () => {
    const page = sentUnchanged([{ _id: 'a', seller: { name: 'Ann' } }]);
    const first = sentText(page, '\n41\n');
    expect(first).toMatchObject({ text: JSON.stringify(page), etag: etagOf(JSON.stringify(page), '\n41\n') });
    expect(sentText(page, '\n41\n')).toBe(first);

    const newTotal = sentText(page, '\n42\n');
    expect(newTotal?.text).toBe(first?.text);
    expect(newTotal?.etag).not.toBe(first?.etag);
  });

  it('share one text between the catalog cache, which measures them by it, and their sending', () => {
    const page = sentUnchanged([{ _id: 'a', seller: { name: 'Ann' } }]);
    const stringify = jest.spyOn(JSON, 'stringify');
    try {
      const text = keptText(page);
      expect(sentText(page, '\n41\n')?.text).toBe(text);
      expect(sentText(page, '\n42\n')?.text).toBe(text);
      expect(stringify).toHaveBeenCalledTimes(1);
    } finally {
      stringify.mockRestore();
    }
    expect(keptText({ _id: 'unmarked' })).toBeUndefined();
  });

  it('have the ETag @fastify/etag gives any other answer', () => {
    const car = sentUnchanged({ _id: 'b' });
    expect(sentText(car, '')?.etag).toBe(etagOf('{"_id":"b"}', ''));
  });

  it('cannot be changed, however deep', () => {
    const page = sentUnchanged([{ _id: 'a', seller: { name: 'Ann' } }]);
    expect(() => {
      page[0]!.seller.name = 'Bob';
    }).toThrow(TypeError);
    expect(() => page.push({ _id: 'c', seller: { name: 'Cy' } })).toThrow(TypeError);
  });

  it('are only those marked', () => {
    expect(sentText({ _id: 'a' }, '')).toBeUndefined();
    expect(sentText('text', '')).toBeUndefined();
  });
});
