import { makeProductDetail } from '@usedcars/shared-ui/testing/fixtures';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { savedIds, useCompareStore } from '../features/compare/compare-store';
import ComparePage from './ComparePage';

const user = userEvent.setup({ delay: null });

function Where() {
  const location = useLocation();
  return <output aria-label="current url">{`${location.pathname}${location.search}`}</output>;
}

const renderCompare = (route: string) =>
  renderPage(
    <>
      <ComparePage />
      <Where />
    </>,
    { route, path: '/compare' },
  );

const cars = {
  'GET /api/product/p1': {
    body: makeProductDetail({
      _id: 'p1',
      product_name: 'Toyota Corolla 2018',
      priceRating: { label: 'Good', marketPrice: 16_200, comparables: 42 },
    }),
  },
  'GET /api/product/p2': {
    body: makeProductDetail({
      _id: 'p2',
      product_name: 'Honda Fit 2016',
      sellPrice: 9800,
      mileage: null,
      fuel: 'Hybrid',
      author: { displayName: 'Ola', verified: false, photoURL: null, rating: { average: null, count: 0 } },
      lastPriceChange: {
        from: { price: 10500, date: '2026-01-05T10:00:00.000Z' },
        to: { price: 9800, date: '2026-02-03T10:00:00.000Z' },
      },
    }),
  },
};

const rowCells = (label: string) =>
  // By its row header's exact name: 'Price' and 'Price rating' both start with 'Price'.
  within(screen.getByRole('rowheader', { name: label }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('ComparePage', () => {
  beforeEach(() => useCompareStore.getState().clear());

  it('shows the cars of the address side by side, unknown facts as Unknown, and makes them the picked cars', async () => {
    mockFetch(cars);
    renderCompare('/compare?ids=p1,p2');
    expect(await screen.findByRole('link', { name: 'Honda Fit 2016' })).toHaveAttribute(
      'href',
      '/products/p2',
    );
    expect(await screen.findByRole('link', { name: 'Toyota Corolla 2018' })).toHaveAttribute(
      'href',
      '/products/p1',
    );
    expect(rowCells('Price')).toEqual([
      '$15,500',
      expect.stringMatching(/^\$9,800Price dropped \$700 on Feb 3, 20\d\d/),
    ]);
    expect(rowCells('Price rating')).toEqual([
      'Good price: $700 below the market price ($16,200) of 42 similar cars',
      'Not enough similar cars to rate this price',
    ]);
    expect(rowCells('Mileage')).toEqual(['64,000 km', 'Unknown']);
    expect(rowCells('Fuel')).toEqual(['Petrol', 'Hybrid']);
    expect(rowCells('Year')).toEqual(['2018', '2018']);
    expect(rowCells('Seller')).toEqual(['Verified seller', 'Not verified']);
    expect(useCompareStore.getState().ids).toEqual(['p1', 'p2']);
  });

  it('removes a car from the comparison and the address', async () => {
    mockFetch(cars);
    renderCompare('/compare?ids=p1,p2');
    await user.click(
      await screen.findByRole('button', { name: 'Remove Honda Fit 2016 from the comparison' }),
    );
    expect(screen.getByLabelText('current url')).toHaveTextContent('/compare?ids=p1');
    expect(screen.queryByRole('link', { name: 'Honda Fit 2016' })).not.toBeInTheDocument();
    expect(useCompareStore.getState().ids).toEqual(['p1']);
  });

  it('says how to pick cars when the address names none', async () => {
    mockFetch(cars);
    renderCompare('/compare');
    expect(screen.getByText('No cars to compare')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all cars' })).toHaveAttribute('href', '/cars');
  });
});

describe('compare store', () => {
  beforeEach(() => useCompareStore.getState().clear());

  it('keeps at most three cars, in the order picked; a second tick takes a car out', () => {
    const { toggle } = useCompareStore.getState();
    for (const id of ['a', 'b', 'c', 'd']) toggle(id);
    expect(useCompareStore.getState().ids).toEqual(['a', 'b', 'c']);
    toggle('b');
    expect(useCompareStore.getState().ids).toEqual(['a', 'c']);
    useCompareStore.getState().replace(['x', 'x', 'y', 'z', 'w']);
    expect(useCompareStore.getState().ids).toEqual(['x', 'y', 'z']);
  });

  it('keeps the picks in the browser for the next page load, and ignores a saved value it cannot read', () => {
    useCompareStore.getState().replace(['a', 'b']);
    expect(JSON.parse(localStorage.getItem('usedcars-compare') ?? 'null')).toEqual(['a', 'b']);
    expect(savedIds()).toEqual(['a', 'b']);
    localStorage.setItem('usedcars-compare', '{not json');
    expect(savedIds()).toEqual([]);
    localStorage.setItem('usedcars-compare', JSON.stringify(['a', 7, 'b', 'c', 'd']));
    expect(savedIds()).toEqual(['a', 'b', 'c']);
  });
});
