import { type ReactNode, useEffect } from 'react';
import { loginUrl } from '../feedback/error-feedback.js';
import { useServices, useSession } from './services.js';

/** Sends a visitor without a (valid) session to log-in, keeping the current address as referer. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { loggedIn } = useSession();
  const { effects, session } = useServices();
  useEffect(() => {
    // A redirect already under way (forbidden → accessDenied) keeps its own reason.
    if (!loggedIn && !effects.leaving?.()) {
      effects.navigateTo(
        loginUrl(effects.currentAddress(), session.expired() ? 'sessionExpired' : undefined),
      );
    }
  }, [loggedIn, effects, session]);
  return loggedIn ? children : null;
}
