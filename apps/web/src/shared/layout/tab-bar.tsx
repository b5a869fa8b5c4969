import { IconBeach, IconBed, IconCar, IconPlane } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../i18n/react';
import { BOOKING_PATHS, bookingTypeForPath, offeredBookingItems, type BookingType } from '@travel/contracts';
import { useAgency } from '../agency/agency-context';
import { useSession } from '../session/session-context';
import classes from './tab-bar.module.css';

const ICONS: Record<BookingType, typeof IconPlane> = {
  Flights: IconPlane,
  Hotels: IconBed,
  Cars: IconCar,
  Activities: IconBeach,
};

/** Mid-booking paths where switching vertical would lose the booking in progress. */
const LOCKED_PATHS = ['/checkout', '/confirm-payment', '/confirmation'];

/**
 * Flights, Hotels, Cars, Activities: the agency's active items whose pages exist (no tab leads to
 * 'Page not found'), only with a token.
 */
export function TabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const agency = useAgency();
  const { hasToken } = useSession();
  if (!hasToken) return null;
  const items = offeredBookingItems(agency.bookingMenuItemOptions);
  if (items.length === 0) {
    return (
      <p className={classes.empty} role="status">
        {t('tabs.empty')}
      </p>
    );
  }
  const active = bookingTypeForPath(pathname);
  const isLocked = LOCKED_PATHS.some((path) => pathname.includes(path));
  return (
    <nav aria-label={t('tabs.label')} className={classes.bar}>
      {items.map((item) => {
        const Icon = ICONS[item.title];
        const content = (
          <>
            <Icon size={16} aria-hidden />
            {t(`tabs.${item.title}`)}
          </>
        );
        const isActive = item.title === active;
        return isLocked && !isActive ? (
          <span key={item.title} className={classes.tab} aria-disabled="true">
            {content}
          </span>
        ) : (
          <Link
            key={item.title}
            to={BOOKING_PATHS[item.title]}
            className={classes.tab}
            aria-current={isActive ? 'page' : undefined}
          >
            {content}
          </Link>
        );
      })}
    </nav>
  );
}
