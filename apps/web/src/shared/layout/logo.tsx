import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isManagerType } from '@travel/contracts';
import { useAgency } from '../agency/agency-context';
import { useSession } from '../session/session-context';
import classes from '../shell/shell.module.css';

/**
 * The agency logo, or 'Your logo'. It links to the subscription page for an unsubscribed owner
 * or admin, otherwise home (spec section 2).
 */
export function Logo() {
  const { t } = useTranslation();
  const agency = useAgency();
  const { profile } = useSession();
  const target = profile && isManagerType(profile.userType) && !profile.isSubscribed ? '/subscription' : '/';
  return (
    <Link
      to={target}
      aria-label={t('header.home', { name: agency.agencyName })}
      style={{ display: 'inline-flex', textDecoration: 'none' }}
      data-testid="logo-link"
    >
      {agency.logo ? (
        <img
          src={agency.logo}
          alt={agency.agencyName}
          height={40}
          style={{ height: 40, width: 'auto', display: 'block' }}
        />
      ) : (
        <span className={classes.logoText}>{t('header.yourLogo')}</span>
      )}
    </Link>
  );
}
