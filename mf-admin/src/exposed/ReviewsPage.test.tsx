import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AdminReviewItem, REVIEW_MESSAGES } from '@usedcars/contract/reviews';
import { signInAs } from '@usedcars/shared-ui/testing/auth';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import ReviewsPage from './ReviewsPage';

const user = userEvent.setup({ delay: null });

const visible: AdminReviewItem = {
  _id: 'r1',
  orderId: 'o1',
  date: '2024-05-08T10:00:00.000Z',
  stars: 1,
  text: 'Rude words about the seller.',
  reviewerName: 'Sam Sour',
  productName: 'Toyota Corolla 2018',
  answer: null,
  seller: { uid: 'u-seller', displayName: 'Sid Seller' },
  reviewer: { uid: 'u-buyer', displayName: 'Sam Sour', email: 'sam@example.test' },
  hidden: null,
};

function renderReviews(route = '/admin/reviews') {
  return renderPage(<ReviewsPage />, { route, path: '/admin/reviews' });
}

describe('ReviewsPage (admin)', () => {
  beforeEach(() => {
    signInAs({ uid: 'u-admin', role: 'Admin' });
  });

  it('lists the visible reviews a page at a time and hides one with a required reason', async () => {
    let hidden = false;
    const fetchMock = mockFetch({
      'GET /api/admin/reviews': () => ({
        body: hidden ? [] : [visible],
        headers: { 'X-Total-Count': hidden ? '0' : '1' },
      }),
      'POST /api/admin/reviews/r1/hide': () => {
        hidden = true;
        return { body: { acknowledged: true } };
      },
    });
    renderReviews();
    expect(screen.getByRole('heading', { level: 1, name: 'Reviews' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Sam Sour/ });
    expect(within(row).getByRole('link', { name: 'Sid Seller' })).toHaveAttribute(
      'href',
      '/sellers/u-seller',
    );
    expect(row).toHaveTextContent('sam@example.test');
    expect(within(row).getByRole('img', { name: '1 of 5 stars' })).toBeInTheDocument();
    expect(row).toHaveTextContent('Rude words about the seller.');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/reviews?status=visible&page=1&pageSize=20',
      expect.anything(),
    );

    await user.click(within(row).getByRole('button', { name: 'Hide the review by Sam Sour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide the review by Sam Sour' });
    // The reason is required.
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await within(dialog).findByText(REVIEW_MESSAGES.reason)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/admin/reviews/r1/hide', expect.anything());

    await user.type(within(dialog).getByLabelText('Reason'), ' Insults the seller. ');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('Review hidden.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/reviews/r1/hide',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ reason: 'Insults the seller.' }) }),
    );
    expect(await screen.findByText('No reviews')).toBeInTheDocument();
  });

  it('shows when, why and by whom a review was hidden, on the Hidden tab', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/reviews': {
        body: [
          {
            ...visible,
            hidden: {
              date: '2024-05-09T10:00:00.000Z',
              reason: 'Insults the seller.',
              by: { uid: 'u-admin', displayName: 'Ada Admin' },
            },
          },
        ],
      },
    });
    renderReviews('/admin/reviews?status=hidden');
    const row = await screen.findByRole('row', { name: /Sam Sour/ });
    expect(row).toHaveTextContent(/Hidden by Ada Admin, .*2024.*: Insults the seller\./);
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/reviews?status=hidden&page=1&pageSize=20',
      expect.anything(),
    );
  });

  it("says so in the server's words when another admin hid it first", async () => {
    mockFetch({
      'GET /api/admin/reviews': { body: [visible] },
      'POST /api/admin/reviews/r1/hide': {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: REVIEW_MESSAGES.alreadyHidden },
      },
    });
    renderReviews();
    await user.click(await screen.findByRole('button', { name: 'Hide the review by Sam Sour' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(screen.getByText(REVIEW_MESSAGES.alreadyHidden)).toBeInTheDocument());
  });
});
