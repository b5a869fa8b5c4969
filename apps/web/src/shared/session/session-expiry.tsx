import { useEffect, useEffectEvent, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../i18n/react';
import { SESSION_EXPIRED_REDIRECT_MS } from '@travel/contracts';
import { api, onUnauthorized } from '../api/client';
import { notify } from '../ui/notify';
import { useSession } from './session-context';

/**
 * Any 401 while signed in: the session is over. Log out here and on the server (its cookie is
 * cleared), say so, and go home after a second (spec section 4).
 */
export function SessionExpiryWatcher() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hasToken, clear } = useSession();
  // Several calls can fail with 401 at once: only the first one ends the session.
  const hasEnded = useRef(false);
  const endSession = useEffectEvent(() => {
    if (!hasToken || hasEnded.current) return;
    hasEnded.current = true;
    localStorage.clear();
    clear();
    void api.post('/api/user/logout').catch(() => undefined);
    void notify(t('common.sessionExpired'), 'error');
    window.setTimeout(() => {
      hasEnded.current = false;
      void navigate('/', { replace: true });
    }, SESSION_EXPIRED_REDIRECT_MS);
  });
  useEffect(() => onUnauthorized(() => endSession()), []);
  return null;
}
