// The one answer to an expired or revoked session (or a suspended account): when a call made with a token answers
// 401, say so, log out and go to /login, remembering the page so that logging in again returns there. Rendered once
// inside the router by whoever owns it (the shell; the admin console standalone).
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ACCOUNT_SUSPENDED_MESSAGE, SESSION_EXPIRED_MESSAGE } from '@usedcars/contract/messages';
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { loginRedirectState } from '@usedcars/shared-ui/auth/return-path';
import { onSessionExpired } from '@usedcars/shared-ui/auth/session-expiry';
import { message } from '@usedcars/shared-ui/feedback/message';

export function SessionExpiryHandler() {
  const navigate = useNavigate();
  const location = useLocation();
  const locationRef = useRef(location);
  useEffect(() => {
    locationRef.current = location;
  }, [location]);

  useEffect(
    () =>
      onSessionExpired((reason) => {
        message.error(reason === ACCOUNT_SUSPENDED_MESSAGE ? reason : SESSION_EXPIRED_MESSAGE);
        useAuthStore.getState().logout();
        const current = locationRef.current;
        navigate('/login', {
          state: current.pathname === '/login' ? undefined : loginRedirectState(current),
        });
      }),
    [navigate],
  );
  return null;
}
