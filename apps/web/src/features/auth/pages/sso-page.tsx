import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import { Spinner } from '../../../shared/shell/spinner';
import { notify } from '../../../shared/ui/notify';
import { ssoSignIn } from '../api/sso';
import { useCompleteSignIn } from '../components/use-complete-sign-in';

/** /sso?token&navigateTo: the agency's portal signs the person in; failure ends on /errors/500. */
export function SsoPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const completeSignIn = useCompleteSignIn();
  const started = useRef(false);
  const token = params.get('token') ?? '';
  const navigateTo = params.get('navigateTo');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    ssoSignIn({ token, deepLink: navigateTo }).then(completeSignIn, () => {
      void notify(t('sso.failed'), 'error');
      void navigate('/errors/500', { replace: true });
    });
  }, [token, navigateTo, completeSignIn, navigate, t]);

  return <Spinner label={t('sso.signingIn')} />;
}
