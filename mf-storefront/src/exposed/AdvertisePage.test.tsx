import { makeProduct } from '@usedcars/shared-ui/testing/fixtures';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import { screen } from '@testing-library/react';
import AdvertisePage from './AdvertisePage';

describe('AdvertisePage', () => {
  it('lists the advertised cars under Advertise Cars', async () => {
    mockFetch({ 'GET /api/advertise-product': { body: [makeProduct({ advertise: true })] } });
    renderPage(<AdvertisePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Advertise Cars' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Toyota Corolla 2018' })).toBeInTheDocument();
  });

  it('says No Product Found when nothing is advertised', async () => {
    mockFetch({ 'GET /api/advertise-product': { body: [] } });
    renderPage(<AdvertisePage />);
    expect(await screen.findByRole('heading', { name: 'No Product Found' })).toBeInTheDocument();
  });
});
