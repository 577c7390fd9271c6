import { readSearchFilters } from './search-filters';
import { carSearchTitle, catalogName } from './search-title';

const read = (search: string) => {
  const params = new URLSearchParams(search);
  return readSearchFilters((key) => params.get(key));
};

describe("the car search's title", () => {
  it('names the brand, model and category the catalogue knows', () => {
    expect(carSearchTitle(read('brand=toyota'), { brand: 'Toyota' })).toBe('Used Toyota cars for sale');
    expect(carSearchTitle(read('brand=toyota&model=Corolla'), { brand: 'Toyota', model: 'Corolla' })).toBe(
      'Used Toyota Corolla cars for sale',
    );
    expect(carSearchTitle(read('category=suv&brand=kia'), { brand: 'Kia', category: 'SUV' })).toBe(
      'Used Kia SUV cars for sale',
    );
  });

  it('says the price range, a band by its round top, and the location', () => {
    expect(carSearchTitle(read('category=suv&maxPrice=19999.99'), { category: 'SUV' })).toBe(
      'Used SUV cars for sale under $20,000',
    );
    expect(carSearchTitle(read('maxPrice=20000'), {})).toBe('Used cars for sale up to $20,000');
    expect(carSearchTitle(read('minPrice=5000&maxPrice=9999.99'), {})).toBe(
      'Used cars for sale from $5,000 to $10,000',
    );
    expect(carSearchTitle(read('minPrice=50000&location=Dhaka'), {})).toBe(
      'Used cars for sale in Dhaka from $50,000',
    );
  });

  it('is "Cars for sale" without a filter it names, and never writes text from the address', () => {
    expect(carSearchTitle(read(''), {})).toBe('Cars for sale');
    expect(carSearchTitle(read('q=cheap+pills&fuel=Hybrid&location=Nowhere'), {})).toBe('Cars for sale');
    // A model is named only within a brand the catalogue knows.
    expect(carSearchTitle(read('model=Corolla'), { model: 'Corolla' })).toBe('Cars for sale');
    expect(carSearchTitle(read('brand=toyota'), { brand: 'Toyota' }, 3)).toBe(
      'Used Toyota cars for sale, page 3',
    );
  });

  it('finds a name by its value in any case', () => {
    const brands = [{ value: 'toyota', brandName: 'Toyota' }];
    const name = (value: string | undefined) =>
      catalogName(
        brands,
        value,
        (brand) => brand.value,
        (brand) => brand.brandName,
      );
    expect(name('TOYOTA ')).toBe('Toyota');
    expect(name('tesla')).toBeUndefined();
    expect(name(undefined)).toBeUndefined();
  });
});
