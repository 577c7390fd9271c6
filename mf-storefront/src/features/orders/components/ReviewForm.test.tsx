// The review form of a completed order: a closed form keeps its draft, not the errors of the last attempt.
import { REVIEW_MESSAGES } from '@usedcars/contract/reviews';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import { makeOrder } from '@usedcars/shared-ui/testing/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderReview } from './OrderReview';

const user = userEvent.setup({ delay: null });
const order = makeOrder(
  { _id: 'o1', status: 'completed' },
  { _id: 'p1', product_name: 'Toyota Corolla 2018' },
);
const DIALOG = 'Review the seller of Toyota Corolla 2018';

async function openForm() {
  await user.click(
    screen.getByRole('button', { name: 'Write a review of the seller of Toyota Corolla 2018' }),
  );
  return screen.findByRole('dialog', { name: DIALOG });
}

async function closeForm(dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: DIALOG })).not.toBeInTheDocument());
}

it('reopened after a check failed, shows no error until sent again', async () => {
  mockFetch({});
  renderPage(<OrderReview order={order} review={undefined} />);
  let dialog = await openForm();
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  expect(within(dialog).getByText(REVIEW_MESSAGES.stars)).toBeInTheDocument();
  expect(within(dialog).getByText(REVIEW_MESSAGES.text)).toBeInTheDocument();
  await closeForm(dialog);

  dialog = await openForm();
  expect(within(dialog).queryByText(REVIEW_MESSAGES.stars)).not.toBeInTheDocument();
  expect(within(dialog).queryByText(REVIEW_MESSAGES.text)).not.toBeInTheDocument();
});

it("reopened after the server refused, keeps the draft but not the server's answer", async () => {
  const refusal = 'Your account cannot write reviews at the moment.';
  mockFetch({
    'POST /api/reviews': { status: 403, body: { statusCode: 403, error: 'Forbidden', message: refusal } },
    'GET /api/reviews/mine': { body: [] },
  });
  renderPage(<OrderReview order={order} review={undefined} />);
  let dialog = await openForm();
  await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
  await user.click(within(dialog).getByLabelText('About the deal'));
  await user.paste('Met on time, the car was as described.');
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
  await closeForm(dialog);

  dialog = await openForm();
  expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  expect(within(dialog).getByLabelText('About the deal')).toHaveValue(
    'Met on time, the car was as described.',
  );
  expect(within(dialog).getByRole('radio', { name: '4 stars' })).toBeChecked();
});
