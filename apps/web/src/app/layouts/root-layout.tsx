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
import { isHeaderHidden, isLegalPath } from '../paths';

// Only a signed-in visitor can have a session expire.
const SessionExpiryWatcher = lazy(() =>
  import('../../shared/session/session-expiry').then((m) => ({ default: m.SessionExpiryWatcher })),
);

/** The page frame: header, inactive-agency notice, the page, footer, and the profile loader. */
export function RootLayout() {
  const { pathname } = useLocation();
  const { isLoadingProfile, hasToken, isTravelAgent } = useSession();
  const isAgentSignedIn = hasToken && isTravelAgent;
  const showFooter = !isAgentSignedIn || pathname === '/' || isLegalPath(pathname);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <>
      {hasToken && (
        <Suspense fallback={null}>
          <SessionExpiryWatcher />
        </Suspense>
      )}
      <FullScreenLoader visible={isLoadingProfile} />
      {!isHeaderHidden(pathname) && <Header />}
      <InactiveBanner />
      <main id="main" style={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <ErrorBoundary key={pathname} fallback={(error) => <RouteErrorPage error={error} />}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      {showFooter && <Footer />}
    </>
  );
}
