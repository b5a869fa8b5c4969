import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import { firstActiveBookingPath } from '@travel/contracts';
import { type LoginPrompt, saveRedirectPath } from '../../../shared/routing/paths';
import { useAgency, useIsAgencyActive } from '../../../shared/agency/agency-context';
import { useSession } from '../../../shared/session/session-context';
import classes from '../../../shared/shell/shell.module.css';

/** Book Now: the first active booking type; logged-out visitors log in first and come back. */
export function BookNowButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const agency = useAgency();
  const isActive = useIsAgencyActive();
  const { hasToken } = useSession();
  const target = firstActiveBookingPath(agency.bookingMenuItemOptions);
  const onClick = () => {
    if (!target) return;
    if (hasToken) {
      void navigate(target);
      return;
    }
    saveRedirectPath(target);
    const prompt: LoginPrompt = { reason: 'protected' };
    void navigate('/login', { state: prompt });
  };
  return (
    <button
      type="button"
      className={`${classes.primary} ${classes.large}`}
      onClick={onClick}
      disabled={!isActive || !target}
    >
      {t('landing.bookNow')}
    </button>
  );
}
