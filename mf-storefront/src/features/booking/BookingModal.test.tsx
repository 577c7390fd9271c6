import { BUYING_MESSAGES } from '@usedcars/contract/messages';
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { signInAs, signOut } from '@usedcars/shared-ui/testing/auth';
import { makeProduct } from '@usedcars/shared-ui/testing/fixtures';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { BookingModal } from './BookingModal';

const user = userEvent.setup({ delay: null });
const car = makeProduct({ _id: 'p7', product_name: 'Honda Civic 2019', sellPrice: 12500 });

function Where() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '';
  return <output aria-label="current url">{`${location.pathname} from=${from}`}</output>;
}

function renderModal(onClose = jest.fn()) {
  renderPage(
    <>
      <BookingModal product={car} onClose={onClose} />
      <Where />
    </>,
    { route: '/cars?q=civic' },
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Book Honda Civic 2019' }) };
}

async function fillAndSubmit(dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Mobile'), '+880 1711-000000');
  await user.type(within(dialog).getByLabelText('Meeting Location'), 'Gulshan 1 circle');
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
}

function apiError(status: number, message: string, errors?: { field: string; message: string }[]) {
  return { status, body: { statusCode: status, error: 'Error', message, errors } };
}

describe('BookingModal', () => {
  beforeEach(() => signOut());

  it('shows the buyer and the car read-only', () => {
    signInAs({ displayName: 'Bea Buyer', email: 'bea@example.test' });
    mockFetch({});
    const { dialog } = renderModal();
    const expected: [string, string][] = [
      ['Name', 'Bea Buyer'],
      ['Email', 'bea@example.test'],
      ['Product name', 'Honda Civic 2019'],
      ['Price', '$12,500'],
    ];
    for (const [label, value] of expected) {
      const input = within(dialog).getByLabelText(label);
      expect(input).toHaveValue(value);
      expect(input).toHaveAttribute('readonly');
    }
    expect(within(dialog).getByLabelText('Mobile')).not.toHaveAttribute('readonly');
  });

  it('requires the mobile number and the meeting location', async () => {
    signInAs();
    const fetchMock = mockFetch({});
    const { dialog } = renderModal();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(BUYING_MESSAGES.mobile)).toBeInTheDocument();
    expect(within(dialog).getByText(BUYING_MESSAGES.meetLocation)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('books the car, confirms and closes', async () => {
    signInAs();
    const fetchMock = mockFetch({ 'POST /api/orders': { status: 201, body: { _id: 'o1' } } });
    const { dialog, onClose } = renderModal();
    await fillAndSubmit(dialog);
    expect(await screen.findByText(BUYING_MESSAGES.booked)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      productID: 'p7',
      customerMobile: '+880 1711-000000',
      meetLocation: 'Gulshan 1 circle',
    });
  });

  it('disables the submit button while booking', async () => {
    signInAs();
    let answer: (response: Response) => void = () => undefined;
    global.fetch = jest.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const { dialog } = renderModal();
    await fillAndSubmit(dialog);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Submit/ })).toBeDisabled());
    answer(
      new Response(JSON.stringify({ _id: 'o1' }), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    expect(await screen.findByText(BUYING_MESSAGES.booked)).toBeInTheDocument();
  });

  it("shows the server's field messages under their fields", async () => {
    signInAs();
    mockFetch({
      'POST /api/orders': apiError(400, 'Bad Request', [
        { field: 'customerMobile', message: 'Enter a valid mobile number' },
      ]),
    });
    const { dialog } = renderModal();
    await fillAndSubmit(dialog);
    expect(await within(dialog).findByText('Enter a valid mobile number')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [403, BUYING_MESSAGES.ownCar],
    [409, BUYING_MESSAGES.alreadyBooked],
    [404, BUYING_MESSAGES.carUnavailable],
  ])('shows a %i answer in the modal', async (status, text) => {
    signInAs();
    mockFetch({ 'POST /api/orders': apiError(status, text) });
    const { dialog, onClose } = renderModal();
    await fillAndSubmit(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('on an expired session: says so, logs out and goes to /login, coming back here', async () => {
    signInAs();
    mockFetch({ 'POST /api/orders': apiError(401, 'Unauthorized') });
    const { dialog, onClose } = renderModal();
    await fillAndSubmit(dialog);
    expect(await screen.findByText(BUYING_MESSAGES.bookingSessionExpired)).toBeInTheDocument();
    expect(useAuthStore.getState().user).toBeNull();
    expect(onClose).toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByLabelText('current url')).toHaveTextContent('/login from=/cars?q=civic'),
    );
  });

  it('asks a logged-out visitor to log in, with a way back', async () => {
    mockFetch({});
    const { dialog } = renderModal();
    expect(within(dialog).getByText(BUYING_MESSAGES.bookingLogin)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Mobile')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('link', { name: 'Login' }));
    expect(screen.getByLabelText('current url')).toHaveTextContent('/login from=/cars?q=civic');
  });
});
