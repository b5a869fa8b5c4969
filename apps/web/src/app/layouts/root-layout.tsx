import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteErrorPage } from '../../features/errors/pages/route-error-page';
import { Footer } from '../../shared/layout/footer';
import { Header } from '../../shared/layout/header';
import { InactiveBanner } from '../../shared/layout/inactive-banner';
import { useSession } from '../../shared/session/session-context';
import { Spinner } from '../../shared/shell/spinner';
import { ErrorBoundary } from '../../shared/ui/error-boundary';
import { FullScreenLoader } from '../../shared/ui/full-screen-loader';
import { isHeaderHidden, isLegalPath } from '../../shared/routing/paths';
import { PageFocus } from './page-focus';
import { SkipLink } from './skip-link';

// Only agents have a back office to navigate; visitors never download it.
const AgentNavigation = lazy(() => import('../../shared/layout/agent-navigation'));

// Only a signed-in visitor can have a session expire.
const SessionExpiryWatcher = lazy(() =>
  import('../../shared/session/session-expiry').then((m) => ({ default: m.SessionExpiryWatcher })),
);

/**
 * The page frame: header, inactive-agency notice, the agent's side navigation (1200 px and up),
 * the page, footer, and the profile loader.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const { isLoadingProfile, hasToken, isTravelAgent } = useSession();
  const isAgentSignedIn = hasToken && isTravelAgent;
  const showFooter = !isAgentSignedIn || pathname === '/' || isLegalPath(pathname);
  const hasHeader = !isHeaderHidden(pathname);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <PageFocus>
      <SkipLink />
      {hasToken && (
        <Suspense fallback={null}>
          <SessionExpiryWatcher />
        </Suspense>
      )}
      <FullScreenLoader visible={isLoadingProfile} />
      {hasHeader && <Header />}
      <InactiveBanner />
      {/* At least a screen tall: the footer starts below the fold, so a lazily loaded page
          never pushes it down in view (layout shift). */}
      <div style={{ flex: 1, display: 'flex', minWidth: 0, minHeight: '100vh' }}>
        {hasHeader && isAgentSignedIn && (
          <Suspense fallback={null}>
            <AgentNavigation />
          </Suspense>
        )}
        <main id="main" tabIndex={-1} style={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          <ErrorBoundary key={pathname} fallback={(error) => <RouteErrorPage error={error} />}>
            <Suspense fallback={<Spinner />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
      </div>
      {showFooter && <Footer />}
    </PageFocus>
  );
}
