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

/** Kept by the auth store: whether the page shows someone signed in. */
export function setSignedIn(value: boolean): void {
  signedIn = value;
}

/**
 * A call sent with the session proof `sentProof` (null: none) answered 401. Reports the end of the session when it
 * was one: the proof sent is still the stored one (parallel calls failing together, or answering after a logout or a
 * new sign-in, report it once), or none was sent nor is stored while the page shows someone signed in.
 */
export function reportUnauthorized(sentProof: string | null, reason?: string): void {
  const stored = getSessionProof();
  if (sentProof ? stored === sentProof : signedIn && stored === null) notifySessionExpired(reason);
}
