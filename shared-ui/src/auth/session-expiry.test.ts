// When a 401 means the session ended: a call carrying the stored proof, except while a call that ends the session on
// purpose (deleting the account) is under way.
import { CSRF_COOKIE } from '@usedcars/contract/types';
import { forgetSessionProof } from '@usedcars/shared-ui/auth/access-token';
import {
  endingSession,
  onSessionExpired,
  reportUnauthorized,
  setSignedIn,
} from '@usedcars/shared-ui/auth/session-expiry';

describe('a 401', () => {
  const expired = jest.fn();
  let unsubscribe: () => void;

  beforeEach(() => {
    document.cookie = `${CSRF_COOKIE}=proof-1; Path=/; SameSite=Lax`;
    unsubscribe = onSessionExpired(expired);
  });

  afterEach(() => {
    unsubscribe();
    forgetSessionProof();
    expired.mockReset();
  });

  it('with the stored proof ends the session; with an older proof it does not', () => {
    reportUnauthorized('proof-0');
    expect(expired).not.toHaveBeenCalled();
    reportUnauthorized('proof-1');
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('while the session is ended on purpose is that end, and the next one after a failed end is an expiry', async () => {
    let finish!: (ok: boolean) => void;
    const ending = endingSession(
      () =>
        new Promise<void>((resolve, reject) => (finish = (ok) => (ok ? resolve() : reject(new Error('no'))))),
    );
    reportUnauthorized('proof-1');
    expect(expired).not.toHaveBeenCalled();
    finish(false);
    await expect(ending).rejects.toThrow('no');
    reportUnauthorized('proof-1');
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('after the session was ended on purpose is that end, until the page signs in again', async () => {
    setSignedIn(true);
    await endingSession(() => Promise.resolve());
    reportUnauthorized('proof-1');
    expect(expired).not.toHaveBeenCalled();
    setSignedIn(false);
    setSignedIn(true);
    reportUnauthorized('proof-1');
    expect(expired).toHaveBeenCalledTimes(1);
    setSignedIn(false);
  });
});
