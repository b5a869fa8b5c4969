import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SESSION_HINT_COOKIE, type UserProfile } from '@travel/contracts';
import { deleteCookie, getCookie } from '../preferences/cookies';

interface Session {
  /** A session cookie exists (the HttpOnly token itself cannot be read by the page). */
  hasToken: boolean;
  profile: UserProfile | null;
  isLoadingProfile: boolean;
  isTravelAgent: boolean;
  /** Re-reads the hint cookie and the profile after log-in or a profile change. */
  refresh(): void;
  /** Forgets the session on this page (the server side is revoked by the logout call). */
  clear(): void;
}

const SessionContext = createContext<Session | null>(null);

/** The profile read for one generation of the session (each refresh is a new generation). */
interface Loaded {
  generation: number;
  profile: UserProfile | null;
}

/**
 * The signed-in user. The profile is read fresh on every page load (cached user data time is 0,
 * spec section 9); it is plain state, so the first paint does not need the query library.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [hasToken, setHasToken] = useState(() => getCookie(SESSION_HINT_COOKIE) !== null);
  const [generation, setGeneration] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!hasToken) return;
    const controller = new AbortController();
    // The API client loads with the first signed-in page, not with a visitor's first paint.
    import('../api/client')
      .then(({ api }) => api.get<{ data: UserProfile }>('/api/user/getProfile', { signal: controller.signal }))
      .then(
        (response) => setLoaded({ generation, profile: response.data }),
        // A 401 runs the session-expired flow (see the API client); the profile is simply gone.
        () => {
          if (!controller.signal.aborted) setLoaded({ generation, profile: null });
        },
      );
    return () => controller.abort();
  }, [hasToken, generation]);

  const refresh = useCallback(() => {
    setHasToken(getCookie(SESSION_HINT_COOKIE) !== null);
    setGeneration((g) => g + 1);
  }, []);
  const clear = useCallback(() => {
    deleteCookie(SESSION_HINT_COOKIE);
    setHasToken(false);
    setLoaded(null);
  }, []);

  const isCurrent = hasToken && loaded?.generation === generation;
  const profile = isCurrent ? (loaded?.profile ?? null) : null;
  const value = useMemo<Session>(
    () => ({
      hasToken,
      profile,
      isLoadingProfile: hasToken && !isCurrent,
      isTravelAgent: profile?.isTravelAgent ?? false,
      refresh,
      clear,
    }),
    [hasToken, profile, isCurrent, refresh, clear],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
