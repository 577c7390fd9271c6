import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { signInAs } from '@usedcars/shared-ui/testing/auth';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import { EMAIL_VERIFICATION_MESSAGES } from '@usedcars/contract/email-verification-messages';
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
});
