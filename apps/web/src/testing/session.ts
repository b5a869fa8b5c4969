import { vi } from 'vitest';
import { SESSION_HINT_COOKIE, type UserProfile } from '@travel/contracts';

/** A signed-in user's profile as GET /api/user/getProfile answers it; tests override what they care about. */
export function testProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    _id: '9a0c2a8e-1111-4222-8333-444455556666',
    name: 'Olivia Owner',
    email: 'owner@demo.test',
    userType: 'AgencyOwner',
    isTravelAgent: true,
    isSubscribed: true,
    isRestrictedAgent: false,
    language: 'en',
    loginCount: 9,
    phone: null,
    profileImage: null,
    isRewardWalletEnable: false,
    agencyName: 'Test Travel',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

type Answer = { status?: number; body?: unknown };

/**
 * Signs the page in as `user` (the session hint cookie, and the profile call answered), or
 * leaves it signed out with `null`. Other calls are answered by path ('/api/agency/navigations'),
 * else 404.
 */
export function signInAs(user: UserProfile | null, answers: Record<string, Answer> = {}) {
  document.cookie = user ? `${SESSION_HINT_COOKIE}=1; Path=/` : `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/`;
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    const answer: Answer =
      answers[pathname] ??
      (pathname === '/api/user/getProfile' && user
        ? { body: { data: user } }
        : { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } });
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Forgets the session hint cookie and the fetch stub between tests. */
export function signOut(): void {
  document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/`;
  vi.unstubAllGlobals();
}
