// The one place that decides "a 401 means signed out". A call that answers 401 means the session expired or was
// revoked when it carried the session's proof that is still stored, or carried none while the page still shows
// someone signed in (the cookies expired together with their token). The API client reports such 401s here; whoever renders the router (the
// shell, a console standalone) listens, tells the user, logs out and goes to /login. An event rather than a direct
// call keeps the client free of React and routing.
import { getSessionProof } from '@usedcars/shared-ui/auth/access-token';

/** `reason`: the API's words, when they say more than "expired" (an admin suspended the account). */
type SessionExpiredListener = (reason?: string) => void;

const listeners = new Set<SessionExpiredListener>();

/** Subscribes; returns the unsubscribe function (fit for a useEffect cleanup). */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function notifySessionExpired(reason?: string): void {
  for (const listener of [...listeners]) listener(reason);
}

let signedIn = false;
let endingOnPurpose = false;

/** Kept by the auth store: whether the page shows someone signed in. */
export function setSignedIn(value: boolean): void {
  // A new sign-in is a new session, whose end is reported again.
  if (value && !signedIn) endingOnPurpose = false;
  signedIn = value;
}

/**
 * A call sent with the session proof `sentProof` (null: none) answered 401. Reports the end of the session when it
 * was one: the proof sent is still the stored one (parallel calls failing together, or answering after a logout or a
 * new sign-in, report it once), or none was sent nor is stored while the page shows someone signed in.
 */
export function reportUnauthorized(sentProof: string | null, reason?: string): void {
  if (endingOnPurpose) return;
  const stored = getSessionProof();
  if (sentProof ? stored === sentProof : signedIn && stored === null) notifySessionExpired(reason);
}

/**
 * Runs `end`, a call that ends the session itself (deleting the account ends its live stream, whose reconnection may
 * answer 401 before `end` does, and the page leaves before it forgets the account): a 401 from then on is that end,
 * not an expired session, until the page signs in again. Should `end` fail, 401s are reported again.
 */
export async function endingSession<T>(end: () => Promise<T>): Promise<T> {
  endingOnPurpose = true;
  try {
    return await end();
  } catch (error) {
    endingOnPurpose = false;
    throw error;
  }
}
