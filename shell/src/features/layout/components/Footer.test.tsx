import { makeCategory } from '@usedcars/shared-ui/testing/fixtures';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import { screen, within } from '@testing-library/react';
import { Footer } from './Footer';

describe('Footer', () => {
  it('lists the categories from the API, each linking to its page', async () => {
    const fetchMock = mockFetch({
      'GET /api/categories': {
        body: [makeCategory(), makeCategory({ _id: 'c2', category: 'Pickup Truck', value: 'pickup_truck' })],
      },
    });
    renderPage(<Footer />);
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(await within(nav).findByRole('link', { name: 'Sedan' })).toHaveAttribute(
      'href',
      '/category/sedan',
    );
    expect(within(nav).getByRole('link', { name: 'Pickup Truck' })).toHaveAttribute(
      'href',
      '/category/pickup_truck',
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/categories', expect.anything());
  });

  it('percent-encodes a category value that holds / ? # % . or letters beyond ASCII', async () => {
    mockFetch({
      'GET /api/categories': {
        body: [makeCategory({ category: 'Coupé/Cabrio? #1 100% v2.0', value: 'coupé/cabrio?_#1_100%_v2.0' })],
      },
    });
    renderPage(<Footer />);
    expect(await screen.findByRole('link', { name: 'Coupé/Cabrio? #1 100% v2.0' })).toHaveAttribute(
      'href',
      '/category/coup%C3%A9%2Fcabrio%3F_%231_100%25_v2.0',
    );
  });

  it('says so when the categories cannot be loaded', async () => {
    mockFetch({
      'GET /api/categories': { status: 503, body: { statusCode: 503, error: 'Down', message: 'Down' } },
    });
    renderPage(<Footer />);
    expect(await screen.findByText('Categories are unavailable right now.')).toBeInTheDocument();
  });

  it('has the help links and the privacy policy, and no badge or icon that leads nowhere of ours', () => {
    mockFetch({ 'GET /api/categories': { body: [] } });
    renderPage(<Footer />);
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).toMatch(/^\//);
    expect(screen.queryByRole('img', { name: /App Store|Google Play/ })).not.toBeInTheDocument();
  });
});
