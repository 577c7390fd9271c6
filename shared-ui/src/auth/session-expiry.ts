// A call made with a token that answers 401 means the session expired or was revoked. The API client reports
// it here; whoever renders the router (the shell, the admin console standalone) listens, tells the user, logs
// out and goes to /login. An event rather than a direct call keeps the client free of React and routing.
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
