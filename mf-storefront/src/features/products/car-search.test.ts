import { priceBandOf } from '@usedcars/contract/search-filters';
import { countActiveFilters, readCarSearch, withFilter } from './car-search';

describe('car search in the URL', () => {
  it('reads the fuels known to the contract, each once and in its order, and drops the rest', () => {
    const read = (fuel: string) => readCarSearch(new URLSearchParams({ fuel })).fuel;
    expect(read('LPG, Petrol,Steam,LPG')).toEqual(['Petrol', 'LPG']);
    expect(read('Steam,')).toBeUndefined();
  });

  it('reads mileage bounds, a gearbox and a model; drops what the API would refuse', () => {
    const query = readCarSearch(
      new URLSearchParams(
        'minMileage=20000&maxMileage=-5&transmission=CVT&model=%20Premio%20&sort=year_desc',
      ),
    );
    expect(query).toMatchObject({ minMileage: 20000, model: 'Premio', sort: 'year_desc' });
    expect(query.maxMileage).toBeUndefined();
    expect(query.transmission).toBeUndefined();
  });

  it('writes fuels comma-separated, and drops the model when the brand changes', () => {
    const params = new URLSearchParams('brand=toyota&model=Premio&page=3');
    expect(withFilter(params, 'fuel', ['Petrol', 'CNG']).toString()).toBe(
      'brand=toyota&model=Premio&fuel=Petrol%2CCNG',
    );
    expect(withFilter(params, 'fuel', []).toString()).toBe('brand=toyota&model=Premio');
    expect(withFilter(params, 'brand', 'honda').toString()).toBe('brand=honda');
    expect(withFilter(params, 'brand', undefined).toString()).toBe('');
    expect(withFilter(params, 'transmission', 'Manual').toString()).toBe(
      'brand=toyota&model=Premio&transmission=Manual',
    );
  });

  it('counts every filter behind the toggle, the new ones included, but not the search box', () => {
    const query = readCarSearch(
      new URLSearchParams(
        'q=axio&brand=toyota&model=Premio&fuel=Petrol&transmission=Manual&minMileage=0&maxMileage=90000&sort=mileage_asc',
      ),
    );
    expect(countActiveFilters(query)).toBe(7);
    expect(countActiveFilters(readCarSearch(new URLSearchParams('q=axio&sort=newest')))).toBe(0);
  });

  it('writes a price band as its price range, and reads a range back as its band only when it is one', () => {
    const params = new URLSearchParams('brand=toyota&page=3&minPrice=1');
    expect(withFilter(params, 'priceBand', '5000-10000').toString()).toBe(
      'brand=toyota&minPrice=5000&maxPrice=9999.99',
    );
    expect(withFilter(params, 'priceBand', '0-5000').toString()).toBe('brand=toyota&maxPrice=4999.99');
    expect(withFilter(params, 'priceBand', '50000-').toString()).toBe('brand=toyota&minPrice=50000');
    expect(withFilter(params, 'priceBand', undefined).toString()).toBe('brand=toyota');
    expect(priceBandOf({ minPrice: 5000, maxPrice: 9999.99 })).toBe('5000-10000');
    expect(priceBandOf({ maxPrice: 4999.99 })).toBe('0-5000');
    expect(priceBandOf({ minPrice: 50000 })).toBe('50000-');
    expect(priceBandOf({ minPrice: 5000, maxPrice: 12000 })).toBeUndefined();
    expect(priceBandOf({})).toBeUndefined();
  });
});
