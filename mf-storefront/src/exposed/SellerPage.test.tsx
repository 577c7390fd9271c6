import { makeProduct } from '@usedcars/shared-ui/testing/fixtures';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import { signOut } from '@usedcars/shared-ui/testing/auth';
import type { SellerProfile } from '@usedcars/contract/types';
import { screen, within } from '@testing-library/react';
import SellerPage from './SellerPage';

function makeSeller(overrides: Partial<SellerProfile> = {}): SellerProfile {
  return {
    _id: 'u1',
    displayName: 'Sam Seller',
    photoURL: null,
    verified: true,
    memberSince: '2024-03',
    forSale: {
      total: 2,
      items: [makeProduct({ _id: 'p2', product_name: 'Honda Fit 2019' }), makeProduct({ _id: 'p1' })],
    },
    soldCount: 3,
    responseRate: 0.92,
    responseTimeSeconds: 2.5 * 3600,
    rating: { average: null, count: 0 },
    reviews: { total: 0, items: [] },
    ...overrides,
  };
}

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('SellerPage', () => {
  beforeEach(() => signOut());

  it('shows who the seller is, how they answer, no reviews yet, and their cars as cards', async () => {
    mockFetch({ 'GET /api/sellers/u1': { body: makeSeller() } });
    renderPage(<SellerPage />, { route: '/sellers/u1', path: '/sellers/:id' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Seller' })).toBeInTheDocument();
    expect(screen.getByText('Verified seller')).toBeInTheDocument();
    expect(fact('Member since')).toHaveTextContent('Mar 2024');
    expect(fact('For sale')).toHaveTextContent('2 cars for sale');
    expect(fact('Sold')).toHaveTextContent('3 cars sold');
    expect(fact('Response rate')).toHaveTextContent('92% within a day');
    expect(fact('Typical response')).toHaveTextContent('within 3 hours');
    expect(fact('Rating')).toHaveTextContent('No reviews yet');
    const cars = screen.getByRole('list', { name: 'Cars for sale by Sam Seller' });
    expect(within(cars).getAllByTestId('product-card')).toHaveLength(2);
    expect(within(cars).getByRole('link', { name: 'Honda Fit 2019' })).toHaveAttribute(
      'href',
      '/products/p2',
    );
    expect(document.title).toBe('Sam Seller, used-car seller | UsedCars');
  });

  it('says when there are too few conversations to tell, and shows no badge for an unverified seller', async () => {
    mockFetch({
      'GET /api/sellers/u1': {
        body: makeSeller({
          verified: false,
          responseRate: null,
          responseTimeSeconds: null,
          forSale: { total: 0, items: [] },
        }),
      },
    });
    renderPage(<SellerPage />, { route: '/sellers/u1', path: '/sellers/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Seller' })).toBeInTheDocument();
    expect(screen.queryByText('Verified seller')).not.toBeInTheDocument();
    expect(fact('Response rate')).toHaveTextContent('Not enough conversations yet');
    expect(fact('Typical response')).toHaveTextContent('Not enough conversations yet');
    expect(screen.getByText('No cars for sale right now')).toBeInTheDocument();
  });

  it('shows the rating as stars with its count, and each review with the seller’s answer', async () => {
    mockFetch({
      'GET /api/sellers/u1': {
        body: makeSeller({
          rating: { average: 4.5, count: 2 },
          reviews: {
            total: 2,
            items: [
              {
                _id: 'r2',
                date: '2026-11-02T10:00:00.000Z',
                stars: 4,
                text: 'Fine car, <b>late</b> papers.',
                reviewerName: 'Bea Buyer',
                productName: 'Honda Fit 2019',
                answer: { text: 'Sorry about the papers.', date: '2026-11-03T10:00:00.000Z' },
              },
              {
                _id: 'r1',
                date: '2026-10-01T10:00:00.000Z',
                stars: 5,
                text: 'Excellent seller.',
                reviewerName: 'A former member',
                productName: 'Toyota Axio 2016',
                answer: null,
              },
            ],
          },
        }),
      },
    });
    renderPage(<SellerPage />, { route: '/sellers/u1', path: '/sellers/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Seller' })).toBeInTheDocument();
    expect(within(fact('Rating') as HTMLElement).getByRole('img')).toHaveAccessibleName(
      'Rated 4.5 of 5 from 2 reviews',
    );
    expect(screen.getByRole('heading', { name: 'Reviews (2)' })).toBeInTheDocument();
    const reviews = screen.getAllByTestId('review');
    expect(reviews).toHaveLength(2);
    expect(within(reviews[0] as HTMLElement).getByRole('img')).toHaveAccessibleName('4 of 5 stars');
    // Written as plain text, never as markup.
    expect(reviews[0]).toHaveTextContent('Fine car, <b>late</b> papers.');
    expect(within(reviews[0] as HTMLElement).getByTestId('review-answer')).toHaveTextContent(
      'Sorry about the papers.',
    );
    expect(within(reviews[1] as HTMLElement).queryByTestId('review-answer')).not.toBeInTheDocument();
  });

  it('is Not Found for an unknown seller', async () => {
    mockFetch({ 'GET /api/sellers/nobody': { status: 404, body: { message: 'Seller not found.' } } });
    renderPage(<SellerPage />, { route: '/sellers/nobody', path: '/sellers/:id' });
    expect(await screen.findByText('Not Found')).toBeInTheDocument();
    expect(screen.getByText('This seller does not exist or no longer sells here.')).toBeInTheDocument();
  });
});
