import { formatDate, formatDollars, formatKm, formatMonthYear, keySpecs } from './format';

describe('format', () => {
  it('shows prices in dollars', () => {
    expect(formatDollars(12500)).toBe('$12,500');
    expect(formatDollars(99.5)).toBe('$99.50');
    expect(formatDollars(15500.05)).toBe('$15,500.05');
  });

  it('shows a YYYY-MM month as month-year', () => {
    expect(formatMonthYear('2021-06')).toBe('Jun 2021');
    expect(formatMonthYear('2019-12')).toBe('Dec 2019');
    expect(formatMonthYear('soon')).toBe('soon');
  });

  it('shows an ISO date', () => {
    expect(formatDate('2024-03-05T10:00:00.000Z')).toMatch(/^Mar [56], 2024$/);
  });
});

describe('car facts', () => {
  it('writes kilometres with thousands separators', () => {
    expect(formatKm(64000)).toBe('64,000 km');
    expect(formatKm(0)).toBe('0 km');
  });

  it('leads with year, mileage, fuel and gearbox, leaving out what the listing does not give', () => {
    expect(
      keySpecs({ purchaseYear: '2019-05', mileage: 64000, fuel: 'Hybrid', transmission: 'Automatic' }),
    ).toEqual(['2019', '64,000 km', 'Hybrid', 'Automatic']);
    expect(keySpecs({ purchaseYear: '2012-01', mileage: null, fuel: null, transmission: null })).toEqual([
      '2012',
    ]);
  });
});
