import {
  formatDate,
  formatDateTime,
  formatDollars,
  formatKm,
  formatMonthYear,
  keySpecs,
  carTitle,
  carYear,
  describePriceChange,
} from './format';

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
    expect(formatMonthYear('2021-13')).toBe('2021-13');
  });

  it('shows an ISO date', () => {
    expect(formatDate('2024-03-05T10:00:00.000Z')).toMatch(/^Mar [56], 2024$/);
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('shows a local date-time on the twelve-hour clock', () => {
    expect(formatDateTime('2024-09-05T00:04:00')).toBe('Sep 5, 2024 12:04 AM');
    expect(formatDateTime('2024-09-05T15:30:00')).toBe('Sep 5, 2024 3:30 PM');
    expect(formatDateTime('2024-09-05T12:00:00')).toBe('Sep 5, 2024 12:00 PM');
    expect(formatDateTime('soon')).toBe('soon');
  });
});

describe('car facts', () => {
  it('writes kilometres with thousands separators', () => {
    expect(formatKm(64000)).toBe('64,000 km');
    expect(formatKm(0)).toBe('0 km');
  });

  it('leads with model year, mileage, fuel and gearbox, leaving out what the listing does not give', () => {
    expect(
      keySpecs({
        modelYear: 2015,
        purchaseYear: '2019-05',
        mileage: 64000,
        fuel: 'Hybrid',
        transmission: 'Automatic',
      }),
    ).toEqual(['2015', '64,000 km', 'Hybrid', 'Automatic']);
    // Without a model year, the year of purchase, said as such.
    expect(
      keySpecs({ modelYear: null, purchaseYear: '2012-01', mileage: null, fuel: null, transmission: null }),
    ).toEqual(['Bought 2012']);
  });

  it('names a car by model year, brand and model, without a year it does not know', () => {
    const car = { brand: 'toyota', brandName: 'Toyota', model: 'Corolla' };
    expect(carTitle({ ...car, modelYear: 2015 })).toBe('2015 Toyota Corolla');
    expect(carTitle({ ...car, modelYear: null })).toBe('Toyota Corolla');
    expect(carTitle({ ...car, modelYear: 2015, model: null })).toBeNull();
    expect(carYear({ modelYear: null, purchaseYear: '2019-05' })).toBe('Bought 2019');
  });
});

describe('describePriceChange', () => {
  const listed = { price: 18500.5, date: '2025-10-01T09:00:00.000Z' };

  it('says nothing while the listing asks its first price, or when the price was set again unchanged', () => {
    expect(describePriceChange(null)).toBeNull();
    expect(
      describePriceChange({ from: listed, to: { ...listed, date: '2026-01-01T00:00:00.000Z' } }),
    ).toBeNull();
  });

  it('says how much and when the last change dropped or raised the price, the date written as every other date', () => {
    const dropped = { from: listed, to: { price: 17500, date: '2026-11-03T10:00:00.000Z' } };
    expect(describePriceChange(dropped)).toEqual({
      dropped: true,
      text: 'Price dropped $1,000.50 on Nov 3, 2026',
    });
    expect(describePriceChange(dropped)?.text).toBe(
      `Price dropped $1,000.50 on ${formatDate(dropped.to.date)}`,
    );
    expect(
      describePriceChange({
        from: { price: 17000, date: '2026-02-01T10:00:00.000Z' },
        to: { price: 17250, date: '2025-12-30T10:00:00.000Z' },
      }),
    ).toEqual({ dropped: false, text: 'Price raised $250 on Dec 30, 2025' });
  });
});
