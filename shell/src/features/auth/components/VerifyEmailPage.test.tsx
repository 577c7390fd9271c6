import { screen } from '@testing-library/react';
import { EMAIL_VERIFICATION_MESSAGES } from '@usedcars/contract/email-verification-messages';
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { signInAs } from '@usedcars/shared-ui/testing/auth';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import { VerifyEmailPage } from './VerifyEmailPage';

describe('VerifyEmailPage', () => {
  it('follows the link once and shows the address as confirmed', async () => {
    const me = signInAs({ emailVerified: false });
    const fetchMock = mockFetch({
      'POST /api/auth/verify-email': { body: { acknowledged: true } },
      'GET /api/auth/me': { body: { ...me, emailVerified: true } },
    });
    renderPage(<VerifyEmailPage />, { route: '/verify-email?token=abc_123' });
    expect(await screen.findByRole('heading', { name: 'Address confirmed' })).toBeInTheDocument();
    expect(screen.getByText(EMAIL_VERIFICATION_MESSAGES.verified)).toBeInTheDocument();
    const posts = fetchMock.mock.calls.filter(([url]) => url === '/api/auth/verify-email');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]?.[1]?.body))).toEqual({ token: 'abc_123' });
    await screen.findByRole('heading', { name: 'Address confirmed' });
    expect(useAuthStore.getState().user?.emailVerified).toBe(true);
  });

  it('says why a link that was used or has expired did not work', async () => {
    mockFetch({
      'POST /api/auth/verify-email': {
        status: 400,
        body: { statusCode: 400, message: EMAIL_VERIFICATION_MESSAGES.linkInvalid },
      },
    });
    renderPage(<VerifyEmailPage />, { route: '/verify-email?token=used' });
    expect(await screen.findByRole('heading', { name: 'This link did not work' })).toBeInTheDocument();
    expect(screen.getByText(EMAIL_VERIFICATION_MESSAGES.linkInvalid)).toBeInTheDocument();
  });

  it('asks for the link from the mail when the address has no code', () => {
    const fetchMock = mockFetch({});
    renderPage(<VerifyEmailPage />, { route: '/verify-email' });
    expect(screen.getByText(EMAIL_VERIFICATION_MESSAGES.token)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
