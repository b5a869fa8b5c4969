import { Link } from 'react-router';
import { useTranslation } from '../i18n/react';
import { isManagerType } from '@travel/contracts';
import { useAgency } from '../agency/agency-context';
import { useSession } from '../session/session-context';
import classes from '../shell/shell.module.css';

/**
 * The agency logo, or 'Your logo'. It links to the subscription page for an unsubscribed owner
 * or admin, otherwise home (spec section 2). The image's box is fixed, so
 * nothing moves when it arrives.
 */
export function Logo() {
  const { t } = useTranslation();
  const agency = useAgency();
  const { profile } = useSession();
  const isUnsubscribedManager = profile !== null && isManagerType(profile.userType) && !profile.isSubscribed;
  const target = isUnsubscribedManager ? '/subscription' : '/';
  return (
    <Link
      to={target}
      aria-label={t('header.home', { name: agency.agencyName })}
      style={{ display: 'inline-flex', textDecoration: 'none' }}
      data-testid="logo-link"
    >
      {agency.logo ? (
        <img src={agency.logo} alt={agency.agencyName} width={160} height={40} className={classes.logoImage} />
      ) : (
        <span className={classes.logoText}>{t('header.yourLogo')}</span>
      )}
    </Link>
  );
}
