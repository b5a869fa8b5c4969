import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/react';
import { useSession } from '../session/session-context';
import classes from '../shell/shell.module.css';
import { HeaderPreferences } from './header-preferences';
import { Logo } from './logo';

// Only signed-in users need these; visitors never download them.
const SideMenu = lazy(() => import('./side-menu'));
const UserMenu = lazy(() => import('./user-menu'));

export function Header() {
  const { t } = useTranslation();
  const { hasToken, isTravelAgent } = useSession();
  return (
    <header className={classes.header}>
      <div className={`${classes.container} ${classes.headerBar}`}>
        <div className={classes.row}>
          {isTravelAgent && (
            <Suspense fallback={null}>
              <SideMenu />
            </Suspense>
          )}
          <Logo />
        </div>
        <div className={classes.headerTools}>
          <HeaderPreferences />
          {hasToken ? (
            <Suspense fallback={null}>
              <UserMenu />
            </Suspense>
          ) : (
            <div className={classes.row} style={{ gap: 6 }}>
              <Link to="/login" className={classes.button}>
                {t('header.login')}
              </Link>
              <Link to="/signup" className={`${classes.primary} ${classes.signUpLink}`}>
                {t('header.signup')}
              </Link>
            </div>
          )}
        </div>
      </div>
    </header>
  );
}
