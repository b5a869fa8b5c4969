import {
  IconApps,
  IconChecklist,
  IconCreditCard,
  IconLink,
  IconHome,
  IconLayoutDashboard,
  IconListDetails,
  IconLuggage,
  IconPercentage,
  IconSettings,
  IconTicket,
  IconUserStar,
  IconUsers,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../i18n/react';
import type { NavigationEntry } from '@travel/contracts';
import { api } from '../api/client';
import classes from './navigation.module.css';
import { SearchBox } from './search-box';

/** Icons of the entries the server knows today; an entry added later shows its label alone. */
const ICONS: Record<string, typeof IconHome> = {
  home: IconHome,
  bookNow: IconTicket,
  myTrips: IconLuggage,
  dashboard: IconLayoutDashboard,
  clients: IconUsers,
  agents: IconUserStar,
  approvals: IconChecklist,
  flightBookings: IconListDetails,
  hotelBookings: IconListDetails,
  carBookings: IconListDetails,
  activityBookings: IconListDetails,
  markups: IconPercentage,
  websiteSettings: IconSettings,
  subscription: IconCreditCard,
  shortLinks: IconLink,
  applications: IconApps,
};

/** The side-navigation entries for the signed-in user, as `GET /api/agency/navigations` gives them. */
export function useNavigationEntries() {
  return useQuery({
    queryKey: ['agency', 'navigations'],
    queryFn: ({ signal }) =>
      api.get<{ data: NavigationEntry[] }>('/api/agency/navigations', { signal }).then((r) => r.data),
  });
}

/** An entry is current on its own path and the pages under it (a booking under its list). */
export function isCurrentEntry(entryPath: string, pathname: string): boolean {
  if (entryPath === '/') return pathname === '/';
  return pathname === entryPath || pathname.startsWith(`${entryPath}/`);
}

/**
 * The entries the server supplies (it decides by role and by which pages exist), as one list of
 * links: the same in the slide-out menu under 1200 px and the persistent side navigation above.
 */
export function NavigationEntries({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entries = useNavigationEntries();
  return (
    <nav aria-label={t('header.menu')} aria-busy={entries.isPending}>
      <ul className={classes.list}>
        {(entries.data ?? []).map((entry) => {
          if (entry.key === 'search')
            return (
              <li key={entry.key} className={classes.searchEntry}>
                <SearchBox path={entry.path} onNavigate={onNavigate} />
              </li>
            );
          const Icon = ICONS[entry.key];
          return (
            <li key={entry.key}>
              <Link
                to={entry.path}
                className={classes.entry}
                aria-current={isCurrentEntry(entry.path, pathname) ? 'page' : undefined}
                onClick={onNavigate}
              >
                {Icon && <Icon size={18} aria-hidden />}
                {t(`nav.${entry.key}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
