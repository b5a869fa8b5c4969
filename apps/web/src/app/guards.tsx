import { Navigate, Outlet, useLocation } from 'react-router';
import { NotFoundPage } from '../shared/shell/not-found-page';
import { useSession } from '../shared/session/session-context';
import { saveRedirectPath } from '../shared/routing/paths';

/**
 * Protected booking routes: without a token the path and query are saved as the redirect target
 * and the visitor goes to the logout route with the origin location in state.
 */
export function RequireToken() {
  const { hasToken } = useSession();
  const location = useLocation();
  if (!hasToken) {
    saveRedirectPath(location.pathname + location.search);
    return <Navigate to="/logout" replace state={{ from: location }} />;
  }
  return <Outlet />;
}

/** The agent area exists only for travel agents; for anyone else its paths are unknown. */
export function RequireAgent() {
  const { hasToken, isTravelAgent, isLoadingProfile } = useSession();
  if (!hasToken) return <UnknownPath />;
  if (isLoadingProfile) return null;
  return isTravelAgent ? <Outlet /> : <NotFoundPage />;
}

/** Unknown paths: logged-out visitors go to /login; signed-in users see 'not found'. */
export function UnknownPath() {
  const { hasToken } = useSession();
  return hasToken ? <NotFoundPage /> : <Navigate to="/login" replace />;
}
