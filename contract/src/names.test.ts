import { cleanName } from './names';

describe('cleanName', () => {
  it.each([
    ['Ann\r\nSmith', 'Ann Smith'],
    ['Ann\nSet-Cookie: x=1', 'Ann Set-Cookie: x=1'],
    ['  Toyota\tCorolla  ', 'Toyota Corolla'],
    ['Line\u2028Para\u2029End\u0085', 'Line Para End'],
    ['Bell\u0007 and nul\u0000', 'Bell and nul'],
    ['C1\u009b31m', 'C131m'],
    ['\u202egnp.exe', 'gnp.exe'],
    ['isolate\u2066d\u2069', 'isolated'],
    ['\r\n\t', ''],
  ])('keeps %j as %j', (name, kept) => {
    expect(cleanName(name)).toBe(kept);
  });

  it.each(['Rahim Uddin', 'Spaced   out', 'Zoë', 'محمد', '日本車', '👩‍👩‍👧 family', 'Mercedes-Benz C 200'])(
    'leaves %j as it is',
    (name) => {
      expect(cleanName(name)).toBe(name);
    },
  );
});
