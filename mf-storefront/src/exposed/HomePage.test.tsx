import { makeCategory, makeProduct } from '@usedcars/shared-ui/testing/fixtures';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import { screen, waitFor } from '@testing-library/react';
import { carsForSaleClaim } from '../features/home/components/HeroBanner';
import HomePage from './HomePage';

describe('HomePage', () => {
  it('shows the hero with Book Now to /cars and how many cars are for sale', async () => {
    mockFetch({ 'GET /api/advertise-product': { body: [] }, 'GET /api/categories': { body: [] } });
    renderPage(<HomePage />);
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/cars');
    expect(screen.queryByText(/for sale right now/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What Our Customers Say' })).toBeInTheDocument();
  });

  it('hides the advertised section entirely when nothing is advertised', async () => {
    mockFetch({
      'GET /api/advertise-product': { body: [] },
      'GET /api/categories': { body: [makeCategory()] },
    });
    renderPage(<HomePage />);
    expect(await screen.findByRole('link', { name: 'Sedan' })).toHaveAttribute('href', '/category/sedan');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Advertised Cars' })).not.toBeInTheDocument(),
    );
  });

  it('shows the advertised cars when there are some', async () => {
    mockFetch({
      'GET /api/advertise-product': {
        body: [makeProduct({ advertise: true, product_name: 'Honda Civic 2019' })],
      },
      'GET /api/categories': { body: [makeCategory()] },
    });
    renderPage(<HomePage />);
    // While they load, placeholders hold their place (the sections below do not jump when they arrive).
    expect(screen.getByRole('heading', { name: 'Advertised Cars' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading cars' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Honda Civic 2019' })).toHaveAttribute(
      'href',
      '/products/p1',
    );
    expect(screen.queryByRole('status', { name: 'Loading cars' })).not.toBeInTheDocument();
    // All there are is all it shows: no link to more.
    expect(screen.queryByRole('link', { name: /See all/ })).not.toBeInTheDocument();
  });

  it('shows the newest advertised cars and links to all of them when there are more', async () => {
    mockFetch({
      // Only the first few are asked for: the rest are on /advertise.
      'GET /api/advertise-product?pageSize=6': {
        body: [makeProduct({ advertise: true, product_name: 'Honda Civic 2019' })],
        headers: { 'X-Total-Count': '1204' },
      },
      'GET /api/categories': { body: [makeCategory()] },
    });
    renderPage(<HomePage />);
    expect(await screen.findByRole('link', { name: 'See all 1,204 advertised cars' })).toHaveAttribute(
      'href',
      '/advertise',
    );
  });

  it('lists the categories with their thumbnails', async () => {
    mockFetch({
      'GET /api/advertise-product': { body: [] },
      'GET /api/categories': {
        body: [
          makeCategory(),
          makeCategory({ _id: 'c2', category: 'SUV', value: 'suv', thumbnail: '/api/media/suv.jpg' }),
        ],
      },
    });
    renderPage(<HomePage />);
    const suv = await screen.findByRole('link', { name: 'SUV' });
    expect(suv).toHaveAttribute('href', '/category/suv');
    expect(suv.querySelector('img')).toHaveAttribute('src', '/api/media/suv.jpg');
  });

  it('leaves out the categories without a car for sale', async () => {
    mockFetch({
      'GET /api/advertise-product': { body: [] },
      'GET /api/categories': {
        body: [makeCategory(), makeCategory({ _id: 'c2', category: 'SUV', value: 'suv' })],
      },
      'GET /api/products/facets': {
        body: {
          approximate: false,
          total: 3,
          facets: {
            brand: [],
            category: [
              { value: 'sedan', count: 3 },
              { value: 'suv', count: 0 },
            ],
            fuel: [],
            transmission: [],
            price: [],
          },
        },
      },
    });
    renderPage(<HomePage />);
    expect(await screen.findByRole('link', { name: 'Sedan' })).toHaveAttribute('href', '/category/sedan');
    expect(screen.queryByRole('link', { name: 'SUV' })).not.toBeInTheDocument();
    // The hero's count is the catalogue's.
    expect(screen.getByText(/3 cars for sale right now\./)).toBeInTheDocument();
  });
});

describe('carsForSaleClaim', () => {
  it('counts the cars for sale, "about" when the API estimated them', () => {
    expect(carsForSaleClaim({ total: 1, approximate: false })).toBe('1 car for sale right now.');
    expect(carsForSaleClaim({ total: 12_345, approximate: true })).toBe(
      'About 12,345 cars for sale right now.',
    );
  });
});
