import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import { postLoginTarget, type LoginResult } from '@travel/contracts';
import { takeRedirectPath } from '../../../shared/routing/paths';
import { useAgency } from '../../../shared/agency/agency-context';
import { appConfig } from '../../../shared/app-config';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useSession } from '../../../shared/session/session-context';
import { notify } from '../../../shared/ui/notify';

/** After any successful sign-in: the toast, the session, and the page of spec section 4. */
export function useCompleteSignIn() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const agency = useAgency();
  const session = useSession();
  return useCallback(
    (result: LoginResult) => {
      void notify(t('loggedIn'), 'success');
      session.refresh();
      const target = postLoginTarget({
        ...result,
        redirectPath: takeRedirectPath(),
        bookingMenuItems: agency.bookingMenuItemOptions,
        language: currentLanguage(),
        paymentUrls: appConfig().paymentUrls,
      });
      if (target.kind === 'external') window.location.assign(target.url);
      else void navigate(target.path, { replace: true });
    },
    [t, navigate, agency, session],
  );
}
