import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { signInAs } from '@usedcars/shared-ui/testing/auth';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import { DELETE_ACCOUNT_MESSAGES } from '@usedcars/contract/account-closing';
import { EMAIL_VERIFICATION_MESSAGES } from '@usedcars/contract/email-verification-messages';
import { Route, Routes } from 'react-router-dom';
import { ProfilePage } from './ProfilePage';

const user = userEvent.setup({ delay: null });

describe('ProfilePage', () => {
  it('shows name, email, role, verified status and member since', () => {
    signInAs({ displayName: 'Sam Seller', email: 'sam@example.test', role: 'Seller', verified: true });
    mockFetch({});
    renderPage(<ProfilePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByText('sam@example.test')).toBeInTheDocument();
    expect(screen.getByText('Seller')).toBeInTheDocument();
    // The admins' check, named apart from the e-mail's confirmation.
    expect(screen.getByText('Seller verification')).toBeInTheDocument();
    expect(screen.getByText('Verified by an admin')).toBeInTheDocument();
    expect(screen.queryByText('Not yet verified by an admin')).not.toBeInTheDocument();
    expect(screen.getByText('Feb 10, 2024')).toBeInTheDocument();
  });

  it('says a confirmed address and an account the admins have not verified as the two things they are', () => {
    signInAs({ role: 'Seller', emailVerified: true, verified: false });
    mockFetch({});
    renderPage(<ProfilePage />);
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByText('Seller verification')).toBeInTheDocument();
    expect(screen.getByText('Not yet verified by an admin')).toBeInTheDocument();
    expect(screen.queryByText('Verified', { exact: true })).not.toBeInTheDocument();
  });

  it('shows a confirmed address as confirmed, with nothing to ask for', () => {
    signInAs({ email: 'sam@example.test', emailVerified: true });
    mockFetch({});
    renderPage(<ProfilePage />);
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument();
  });

  it('asks to confirm an unproven address and sends the link again, or says why not', async () => {
    signInAs({ email: 'new@example.test', emailVerified: false });
    const answers = [
      { body: { acknowledged: true } },
      { status: 429, body: { statusCode: 429, message: EMAIL_VERIFICATION_MESSAGES.tooSoon } },
    ];
    const fetchMock = mockFetch({ 'POST /api/auth/verify-email/resend': () => answers.shift()! });
    renderPage(<ProfilePage />);
    expect(screen.getByText('Not confirmed')).toBeInTheDocument();
    expect(screen.getByText(`${EMAIL_VERIFICATION_MESSAGES.pending} new@example.test.`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText(EMAIL_VERIFICATION_MESSAGES.sent)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText(EMAIL_VERIFICATION_MESSAGES.tooSoon)).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/verify-email/resend')).toHaveLength(2);
  });

  it('changes the display name', async () => {
    const me = signInAs({ displayName: 'Sam' });
    const fetchMock = mockFetch({ 'PATCH /api/users/me': { body: { ...me, displayName: 'Samantha' } } });
    renderPage(<ProfilePage />);
    const input = screen.getByLabelText('Display name');
    await user.clear(input);
    await user.type(input, 'Samantha');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Your name was updated.')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/users/me')!;
    expect(JSON.parse(String(init?.body))).toEqual({ displayName: 'Samantha' });
    expect(useAuthStore.getState().user?.displayName).toBe('Samantha');
  });

  it('asks for a name when it is emptied', async () => {
    signInAs({ displayName: 'Sam' });
    mockFetch({});
    renderPage(<ProfilePage />);
    await user.clear(screen.getByLabelText('Display name'));
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Please Enter Your Name')).toBeInTheDocument();
  });

  it('uploads a new photo, then saves its URL on the profile', async () => {
    const me = signInAs();
    const fetchMock = mockFetch({
      'POST /api/images': {
        body: { success: true, data: { url: '/api/media/new.webp', thumbUrl: '/api/media/new-thumb.webp' } },
      },
      'PATCH /api/users/me': { body: { ...me, photoURL: '/api/media/new.webp' } },
    });
    const { container } = renderPage(<ProfilePage />);
    const fileInput = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(fileInput, new File(['img'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('Your photo was updated.')).toBeInTheDocument();
    const upload = fetchMock.mock.calls.find(([url]) => url === '/api/images')!;
    expect(upload[1]?.body).toBeInstanceOf(FormData);
    expect((upload[1]?.body as FormData).get('image')).toBeInstanceOf(File);
    await waitFor(() => expect(useAuthStore.getState().user?.photoURL).toBe('/api/media/new.webp'));
  });

  it('says why a photo was refused', async () => {
    signInAs();
    mockFetch({
      'POST /api/images': {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'Please choose an image file.' },
      },
    });
    const { container } = renderPage(<ProfilePage />);
    const fileInput = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(fileInput, new File(['img'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('Please choose an image file.')).toBeInTheDocument();
  });

  describe('deleting the account', () => {
    const badRequest = (field: string, text: string) => ({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: text, errors: [{ field, message: text }] },
    });

    /** My Profile at /profile, with a home page to land on once the account is gone. */
    function renderProfile() {
      renderPage(
        <Routes>
          <Route path="/profile" element={<ProfilePage />} />
          <Route path="/" element={<p>Home page</p>} />
        </Routes>,
        { route: '/profile' },
      );
    }

    async function openDialog() {
      await user.click(screen.getByRole('button', { name: 'Delete my account' }));
      return screen.findByRole('dialog', { name: 'Delete your account?' });
    }

    it('asks for the password, then signs out with a word of it', async () => {
      signInAs({ hasPassword: true });
      const answers = [
        badRequest('password', DELETE_ACCOUNT_MESSAGES.wrongPassword),
        { body: { acknowledged: true } },
      ];
      const fetchMock = mockFetch({
        'POST /api/users/me/delete': () => answers.shift()!,
        'POST /api/auth/logout': { status: 204 },
      });
      renderProfile();
      const dialog = await openDialog();
      await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
      expect(await within(dialog).findByText(DELETE_ACCOUNT_MESSAGES.password)).toBeInTheDocument();

      await user.type(within(dialog).getByLabelText('Your password'), 'Wrong#pass1');
      await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
      expect(await within(dialog).findByText(DELETE_ACCOUNT_MESSAGES.wrongPassword)).toBeInTheDocument();
      expect(useAuthStore.getState().user).not.toBeNull();

      await user.clear(within(dialog).getByLabelText('Your password'));
      await user.type(within(dialog).getByLabelText('Your password'), 'Secret#1');
      await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
      expect(await screen.findByText('Home page')).toBeInTheDocument();
      expect(await screen.findByText(DELETE_ACCOUNT_MESSAGES.deleted)).toBeInTheDocument();
      expect(useAuthStore.getState().user).toBeNull();
      const sent = fetchMock.mock.calls.filter(([url]) => url === '/api/users/me/delete');
      expect(sent.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
        { password: 'Wrong#pass1' },
        { password: 'Secret#1' },
      ]);
    });

    it("shows the server's refusal in the dialog, and keeps the account signed in", async () => {
      signInAs({ hasPassword: true });
      mockFetch({
        'POST /api/users/me/delete': {
          status: 409,
          body: { statusCode: 409, error: 'Conflict', message: DELETE_ACCOUNT_MESSAGES.dealsInProgress },
        },
      });
      renderProfile();
      const dialog = await openDialog();
      await user.type(within(dialog).getByLabelText('Your password'), 'Secret#1');
      await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        DELETE_ACCOUNT_MESSAGES.dealsInProgress,
      );
      expect(useAuthStore.getState().user).not.toBeNull();
    });

    it('asks an account without a password for its e-mail address', async () => {
      signInAs({ hasPassword: false, email: 'google@example.test' });
      const fetchMock = mockFetch({
        'POST /api/users/me/delete': { body: { acknowledged: true } },
        'POST /api/auth/logout': { status: 204 },
      });
      renderProfile();
      const dialog = await openDialog();
      await user.type(
        within(dialog).getByLabelText('Type your e-mail address (google@example.test)'),
        'google@example.test',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
      expect(await screen.findByText('Home page')).toBeInTheDocument();
      const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/users/me/delete')!;
      expect(JSON.parse(String(init?.body))).toEqual({ email: 'google@example.test' });
    });

    it('is not offered to an admin', () => {
      signInAs({ role: 'Admin' });
      mockFetch({});
      renderProfile();
      expect(screen.queryByRole('button', { name: 'Delete my account' })).not.toBeInTheDocument();
    });
  });
});
