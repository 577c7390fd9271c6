import { makeProduct } from '@usedcars/shared-ui/testing/fixtures';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AdvertisePage from './AdvertisePage';

describe('AdvertisePage', () => {
  it('lists the advertised cars under Advertise Cars', async () => {
    mockFetch({ 'GET /api/advertise-product': { body: [makeProduct({ advertise: true })] } });
    renderPage(<AdvertisePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Advertise Cars' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Toyota Corolla 2018' })).toBeInTheDocument();
  });

  it('pages through every advertised car, the page in the address', async () => {
    const cars = (from: number) =>
      Array.from({ length: 24 }, (_, i) =>
        makeProduct({ _id: `p${from + i}`, advertise: true, product_name: `Car ${from + i}` }),
      );
    mockFetch({
      'GET /api/advertise-product': { body: cars(1), headers: { 'X-Total-Count': '50' } },
      'GET /api/advertise-product?page=2': { body: cars(25), headers: { 'X-Total-Count': '50' } },
    });
    renderPage(<AdvertisePage />, { route: '/advertise' });
    expect(await screen.findByRole('link', { name: 'Car 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Car 25' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/advertise?page=3');
    expect(screen.getByRole('navigation', { name: 'Pages of cars' })).toBeInTheDocument();
  });

  it('says No Product Found when nothing is advertised', async () => {
    mockFetch({ 'GET /api/advertise-product': { body: [] } });
    renderPage(<AdvertisePage />);
    expect(await screen.findByRole('heading', { name: 'No Product Found' })).toBeInTheDocument();
  });

  it('past the last page, says so and links to the first page', async () => {
    mockFetch({
      'GET /api/advertise-product?page=9': { body: [], headers: { 'X-Total-Count': '30' } },
      'GET /api/advertise-product': {
        body: [makeProduct({ advertise: true })],
        headers: { 'X-Total-Count': '30' },
      },
    });
    renderPage(<AdvertisePage />, { route: '/advertise?page=9' });
    expect(await screen.findByRole('heading', { name: 'No cars on this page' })).toBeInTheDocument();
    expect(screen.getByText(/there are 30 cars in all/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the first page' }));
    expect(await screen.findByRole('link', { name: 'Toyota Corolla 2018' })).toBeInTheDocument();
  });
});
