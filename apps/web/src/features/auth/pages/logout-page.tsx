import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import { LOGOUT_REDIRECT_MS } from '@travel/contracts';
import { type LoginPrompt, REDIRECT_PATH_KEY } from '../../../shared/routing/paths';
import { useSession } from '../../../shared/session/session-context';
import { Spinner } from '../../../shared/shell/spinner';
import { logout } from '../api/logout';

/** Deep-link items kept for the session; the saved redirect path survives log-out on purpose. */
function clearDeepLinkItems(): void {
  for (const key of Object.keys(sessionStorage)) {
    if (key !== REDIRECT_PATH_KEY && key.startsWith('deeplink')) sessionStorage.removeItem(key);
  }
}

/** Local data goes, except the page saved for after log-in. */
function clearLocalStorage(): void {
  const saved = localStorage.getItem(REDIRECT_PATH_KEY);
  localStorage.clear();
  if (saved !== null) localStorage.setItem(REDIRECT_PATH_KEY, saved);
}

/**
 * 'Logging out...': local data cleared, the session revoked, then home after 100 ms. A visitor
 * sent here by a page that needs an account (spec section 2) goes on to the log-in form instead,
 * which says why; after log-in or sign-up they come back to that page.
 */
export function LogoutPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { clear } = useSession();
  const isSentByProtectedPage = Boolean((useLocation().state as { from?: unknown } | null)?.from);
  useEffect(() => {
    let timer: number | undefined;
    clearLocalStorage();
    clearDeepLinkItems();
    const prompt: LoginPrompt = { reason: 'protected' };
    const next = () =>
      isSentByProtectedPage ? navigate('/login', { replace: true, state: prompt }) : navigate('/', { replace: true });
    void logout()
      .catch(() => undefined)
      .finally(() => {
        clear();
        timer = window.setTimeout(() => void next(), LOGOUT_REDIRECT_MS);
      });
    return () => window.clearTimeout(timer);
  }, [clear, navigate, isSentByProtectedPage]);
  return (
    <div style={{ textAlign: 'center', padding: 48 }}>
      <Spinner label={t('logout.loggingOut')} />
      <p>{t('logout.loggingOut')}</p>
    </div>
  );
}
