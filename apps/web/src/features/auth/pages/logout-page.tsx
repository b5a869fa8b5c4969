import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGOUT_REDIRECT_MS } from '@travel/contracts';
import { REDIRECT_PATH_KEY } from '../../../app/paths';
import { useSession } from '../../../shared/session/session-context';
import { Spinner } from '../../../shared/shell/spinner';
import { logout } from '../api/logout';

/** Deep-link items kept for the session; the saved redirect path survives log-out on purpose. */
function clearDeepLinkItems(): void {
  for (const key of Object.keys(sessionStorage)) {
    if (key !== REDIRECT_PATH_KEY && key.startsWith('deeplink')) sessionStorage.removeItem(key);
  }
}

/** 'Logging out...': local data cleared, the session revoked, then home after 100 ms. */
export function LogoutPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { clear } = useSession();
  useEffect(() => {
    let timer: number | undefined;
    localStorage.clear();
    clearDeepLinkItems();
    void logout()
      .catch(() => undefined)
      .finally(() => {
        clear();
        timer = window.setTimeout(() => void navigate('/', { replace: true }), LOGOUT_REDIRECT_MS);
      });
    return () => window.clearTimeout(timer);
  }, [clear, navigate]);
  return (
    <div style={{ textAlign: 'center', padding: 48 }}>
      <Spinner label={t('logout.loggingOut')} />
      <p>{t('logout.loggingOut')}</p>
    </div>
  );
}
