import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/react';
import { useLocation } from 'react-router';
import { useAgency } from '../../shared/agency/agency-context';
import { fullTitle, pageTitleKey } from '../page-title';

interface TitleOverride {
  pathname: string;
  title: string;
}

const PageTitleContext = createContext<(override: TitleOverride | null) => void>(() => undefined);

/**
 * A page whose title needs what it loaded (city names, a booking reference) names itself; the
 * route's own title stands until then.
 */
export function usePageTitle(title: string | null | undefined): void {
  const setOverride = useContext(PageTitleContext);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!title) return;
    setOverride({ pathname, title });
  }, [pathname, title, setOverride]);
}

/** How long a new page's heading is waited for (its code may still be loading). */
const HEADING_WAIT_MS = 5_000;

/**
 * The new page's h1, once it is no longer the previous page's. `before` is what had focus when
 * the route changed: once the new page has put focus elsewhere itself (a form's first invalid
 * field, an autofocused control), it is left there, never pulled back to the heading.
 */
function focusHeading(previous: Element | null, before: Element | null, started: number): boolean {
  // A dialog (log-in over the landing) takes focus itself.
  if (document.querySelector('[role="dialog"]')) return true;
  const active = document.activeElement;
  if (active && active !== document.body && active !== before && active !== previous) return true;
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading || (heading === previous && Date.now() - started < 1_500)) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * Each page's document title ('Search flights – Blue Horizon Travel'), and on every route change
 * focus on the new page's h1 with the title announced, so neither keyboard nor screen-reader
 * users are left on <body> (WCAG 2.4.2, 2.4.3, 4.1.3).
 */
export function PageFocus({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const agency = useAgency();
  const location = useLocation();
  const { pathname, search } = location;
  const [firstKey] = useState(location.key);
  const [override, setOverride] = useState<TitleOverride | null>(null);
  const { key, values } = pageTitleKey(pathname, search);
  const routeTitle = key ? t(`pageTitle.${key}`, values) : '';
  const title = override?.pathname === pathname ? override.title : routeTitle;
  const isFirst = useRef(true);
  const lastHeading = useRef<Element | null>(null);

  useEffect(() => {
    document.title = fullTitle(title, agency.agencyName);
  }, [title, agency.agencyName]);

  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      lastHeading.current = document.querySelector('main h1');
      return;
    }
    const started = Date.now();
    const previous = lastHeading.current;
    const before = document.activeElement;
    let timer = 0;
    const attempt = () => {
      if (focusHeading(previous, before, started)) {
        lastHeading.current = document.querySelector('main h1');
        return;
      }
      if (Date.now() - started < HEADING_WAIT_MS) timer = window.setTimeout(attempt, 100);
    };
    timer = window.setTimeout(attempt, 0);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  // Announced after a navigation, never on the first load (the screen reader reads the page then).
  const announcement = location.key !== firstKey ? title || agency.agencyName : '';

  return (
    <PageTitleContext.Provider value={setOverride}>
      <div className="visually-hidden" role="status" aria-live="polite" data-testid="route-announcer">
        {announcement}
      </div>
      {children}
    </PageTitleContext.Provider>
  );
}
