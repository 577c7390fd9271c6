import { REPORT_MESSAGES } from '@usedcars/contract/messages';
import { REPORT_NOTE_MAX_LENGTH, REPORT_REASON_LABELS, REPORT_REASONS } from '@usedcars/contract/types';
import { onSessionExpired } from '@usedcars/shared-ui/auth/session-expiry';
import { signInAs, signOut } from '@usedcars/shared-ui/testing/auth';
import { makeProduct } from '@usedcars/shared-ui/testing/fixtures';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { ReportListingButton } from './ReportListingButton';

const user = userEvent.setup({ delay: null });
const car = makeProduct({ _id: 'p7', product_name: 'Honda Civic 2019', authorID: 'u-seller' });

function Where() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '';
  return <output aria-label="current url">{`${location.pathname} from=${from}`}</output>;
}

function renderButton() {
  renderPage(
    <>
      <ReportListingButton product={car} />
      <Where />
    </>,
    { route: '/products/p7?ref=home' },
  );
}

async function openModal() {
  await user.click(screen.getByRole('button', { name: 'Report this listing' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Report Honda Civic 2019')).toBeInTheDocument();
  return dialog;
}

function apiError(status: number, message: string, errors?: { field: string; message: string }[]) {
  return { status, body: { statusCode: status, error: 'Error', message, errors } };
}

function sentBody(fetchMock: ReturnType<typeof mockFetch>) {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
  expect(call?.[0]).toBe('/api/reports');
  return JSON.parse(String(call?.[1]?.body)) as unknown;
}

describe('ReportListingButton and ReportListingModal', () => {
  beforeEach(() => signOut());

  it('offers the reasons in order and requires one', async () => {
    signInAs();
    const fetchMock = mockFetch({});
    renderButton();
    const dialog = await openModal();
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(
      REPORT_REASONS.map((reason) => REPORT_REASON_LABELS[reason]),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(REPORT_MESSAGES.reason)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("requires a note for 'Other' only, limited in length", async () => {
    signInAs();
    const fetchMock = mockFetch({ 'POST /api/reports': { status: 201, body: { acknowledged: true } } });
    renderButton();
    const dialog = await openModal();
    expect(within(dialog).getByLabelText(/Note/)).toHaveAttribute(
      'maxlength',
      String(REPORT_NOTE_MAX_LENGTH),
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.type(within(dialog).getByLabelText(/Note/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(REPORT_MESSAGES.note)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText(/Note/));
    await user.type(within(dialog).getByLabelText(/Note/), ' The photos are of another car. ');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(REPORT_MESSAGES.received)).toBeInTheDocument();
    expect(sentBody(fetchMock)).toEqual({
      productID: 'p7',
      reason: 'other',
      note: 'The photos are of another car.',
    });
  });

  it('sends the report, thanks the user and turns the link into a disabled Reported', async () => {
    signInAs();
    const fetchMock = mockFetch({ 'POST /api/reports': { status: 201, body: { acknowledged: true } } });
    renderButton();
    const dialog = await openModal();
    await user.click(within(dialog).getByRole('radio', { name: 'Scam or fraud' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(REPORT_MESSAGES.received)).toBeInTheDocument();
    expect(sentBody(fetchMock)).toEqual({ productID: 'p7', reason: 'scam' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Reported' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Report this listing' })).not.toBeInTheDocument();
  });

  it('says when the user had already reported the listing, and shows Reported', async () => {
    signInAs();
    mockFetch({ 'POST /api/reports': apiError(409, REPORT_MESSAGES.alreadyReported) });
    renderButton();
    const dialog = await openModal();
    await user.click(within(dialog).getByRole('radio', { name: 'Already sold' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(REPORT_MESSAGES.alreadyReported)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Send report' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reported' })).toBeDisabled();
    expect(screen.queryByText(REPORT_MESSAGES.received)).not.toBeInTheDocument();
  });

  it.each([
    [403, REPORT_MESSAGES.ownListing],
    [404, 'Product not found'],
  ])("shows the server's %i answer in the modal", async (status, text) => {
    signInAs();
    mockFetch({ 'POST /api/reports': apiError(status, text) });
    renderButton();
    const dialog = await openModal();
    await user.click(within(dialog).getByRole('radio', { name: 'Offensive content' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Report this listing' })).toBeEnabled();
  });

  it("puts the server's field messages under their fields", async () => {
    signInAs();
    mockFetch({
      'POST /api/reports': apiError(400, 'Bad Request', [{ field: 'note', message: REPORT_MESSAGES.note }]),
    });
    renderButton();
    const dialog = await openModal();
    await user.click(within(dialog).getByRole('radio', { name: 'Wrong price or details' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(REPORT_MESSAGES.note)).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('on an expired session: hands over to the shared session-expired handling and closes', async () => {
    signInAs();
    const expired = jest.fn();
    const unsubscribe = onSessionExpired(expired);
    mockFetch({ 'POST /api/reports': apiError(401, 'Unauthorized') });
    renderButton();
    const dialog = await openModal();
    await user.click(within(dialog).getByRole('radio', { name: 'Scam or fraud' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(expired).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    unsubscribe();
  });

  it('asks a logged-out visitor to log in, with a way back', async () => {
    const fetchMock = mockFetch({});
    renderButton();
    const dialog = await openModal();
    expect(within(dialog).getByText(REPORT_MESSAGES.login)).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('link', { name: 'Login' }));
    expect(screen.getByLabelText('current url')).toHaveTextContent('/login from=/products/p7?ref=home');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("is not offered to the listing's own seller", () => {
    signInAs({ uid: 'u-seller', role: 'Seller' });
    mockFetch({});
    renderButton();
    expect(screen.queryByRole('button', { name: 'Report this listing' })).not.toBeInTheDocument();
  });
});
