import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type OwnReview, REVIEW_MESSAGES } from '@usedcars/contract/reviews';
import { signInAs } from '@usedcars/shared-ui/testing/auth';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import ReviewsPage from './ReviewsPage';

const user = userEvent.setup({ delay: null });

function review(overrides: Partial<OwnReview>): OwnReview {
  return {
    _id: 'r1',
    orderId: 'o1',
    date: '2024-05-08T10:00:00.000Z',
    stars: 4,
    text: 'Good car, the seller was on time.',
    reviewerName: 'Bea Buyer',
    productName: 'Toyota Corolla 2018',
    answer: null,
    hidden: false,
    ...overrides,
  };
}

function renderReviews(route = '/seller/reviews') {
  return renderPage(<ReviewsPage />, { route, path: '/seller/reviews' });
}

describe('ReviewsPage', () => {
  beforeEach(() => {
    signInAs({ uid: 'u-seller', role: 'Seller' });
  });

  it('lists the reviews of the deals a page at a time and answers one, once', async () => {
    let answered = false;
    const fetchMock = mockFetch({
      'GET /api/seller/reviews': () => ({
        body: [
          review(
            answered ? { answer: { text: 'Thank you, drive safe!', date: '2024-05-09T10:00:00.000Z' } } : {},
          ),
          review({
            _id: 'r2',
            stars: 1,
            reviewerName: 'Sam Sour',
            productName: 'Honda Civic 2016',
            text: 'Rude words an admin hid.',
            hidden: true,
          }),
        ],
        headers: { 'X-Total-Count': '45' },
      }),
      'POST /api/reviews/r1/answer': () => {
        answered = true;
        return { body: review({}) };
      },
    });
    renderReviews();
    expect(screen.getByRole('heading', { level: 1, name: 'Reviews' })).toBeInTheDocument();
    const first = await screen.findByRole('listitem', { name: 'Bea Buyer about Toyota Corolla 2018' });
    expect(within(first).getByRole('img', { name: '4 of 5 stars' })).toBeInTheDocument();
    expect(first).toHaveTextContent('bought Toyota Corolla 2018 · May 8, 2024');
    expect(first).toHaveTextContent('Good car, the seller was on time.');
    expect(within(first).queryByText('Hidden by an admin')).not.toBeInTheDocument();

    // A hidden review is marked, and can no longer be answered.
    const hidden = screen.getByRole('listitem', { name: 'Sam Sour about Honda Civic 2016' });
    expect(within(hidden).getByText('Hidden by an admin')).toBeInTheDocument();
    expect(within(hidden).queryByRole('button', { name: 'Answer' })).not.toBeInTheDocument();

    // 45 reviews: three pages of 20.
    expect(fetchMock).toHaveBeenCalledWith('/api/seller/reviews?page=1&pageSize=20', expect.anything());
    expect(screen.getByRole('listitem', { name: '3' })).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Answer' }));
    expect(within(first).getByText(REVIEW_MESSAGES.answer)).toBeInTheDocument();
    await user.type(
      within(first).getByLabelText('Your answer to Bea Buyer (once, shown to everyone)'),
      ' Thank you, drive safe! ',
    );
    await user.click(within(first).getByRole('button', { name: 'Answer' }));
    expect(await screen.findByText('Your answer is published under the review.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/reviews/r1/answer',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ text: 'Thank you, drive safe!' }) }),
    );
    const answeredItem = screen.getByRole('listitem', { name: 'Bea Buyer about Toyota Corolla 2018' });
    expect(await within(answeredItem).findByText('Thank you, drive safe!')).toBeInTheDocument();
    expect(answeredItem).toHaveTextContent('Your answer · May 9, 2024');
    expect(within(answeredItem).queryByRole('button', { name: 'Answer' })).not.toBeInTheDocument();
  });

  it('reads the page of the URL', async () => {
    const fetchMock = mockFetch({
      'GET /api/seller/reviews': { body: [review({})], headers: { 'X-Total-Count': '45' } },
    });
    renderReviews('/seller/reviews?page=3');
    await screen.findByRole('listitem', { name: 'Bea Buyer about Toyota Corolla 2018' });
    expect(fetchMock).toHaveBeenCalledWith('/api/seller/reviews?page=3&pageSize=20', expect.anything());
  });

  it("shows the server's words when the answer is refused", async () => {
    mockFetch({
      'GET /api/seller/reviews': { body: [review({})] },
      'POST /api/reviews/r1/answer': {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: REVIEW_MESSAGES.alreadyAnswered },
      },
    });
    renderReviews();
    const item = await screen.findByRole('listitem', { name: 'Bea Buyer about Toyota Corolla 2018' });
    await user.type(within(item).getByRole('textbox'), 'Thanks!');
    await user.click(within(item).getByRole('button', { name: 'Answer' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.alreadyAnswered);
  });

  it('says so when there are no reviews yet', async () => {
    mockFetch({ 'GET /api/seller/reviews': { body: [], headers: { 'X-Total-Count': '0' } } });
    renderReviews();
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument();
  });
});
