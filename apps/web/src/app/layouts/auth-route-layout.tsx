import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useAgency } from '../../shared/agency/agency-context';
import { AuthModeContext, type AuthMode } from '../../shared/layout/auth-mode';
import { lazyPage } from '../lazy-page';

const LandingPage = lazyPage(
  () => import('../../features/landing/pages/landing-page'),
  (m) => m.LandingPage,
  { ui: false },
);

/** Auth routes: on agency sites the landing stays behind the form's modal. */
export function AuthRouteLayout() {
  const agency = useAgency();
  const mode: AuthMode = agency.authLayout === 'split' ? 'split' : agency.isOwner ? 'page' : 'modal';
  return (
    <AuthModeContext.Provider value={mode}>
      {mode === 'modal' && (
        <Suspense fallback={null}>
          <LandingPage />
        </Suspense>
      )}
      <Outlet />
    </AuthModeContext.Provider>
  );
}
