import { vi } from 'vitest';
import { SESSION_HINT_COOKIE, type UserProfile } from '@travel/contracts';
import { type ApiHandlers, mockApi } from './mock-api';

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

/** The test client's id: the customer of the booking fixtures. */
export const TEST_CLIENT_ID = '5f1c2a8e-1111-4222-8333-444455556666';

/** A signed-in customer of the agency (not an agent); tests override what they care about. */
export function testClient(overrides: Partial<UserProfile> = {}): UserProfile {
  return testProfile({
    _id: TEST_CLIENT_ID,
    name: 'Clara Client',
    email: 'client@demo.test',
    userType: 'Client',
    isTravelAgent: false,
    isSubscribed: false,
    ...overrides,
  });
}

/**
 * Signs the page in as `user` (the session hint cookie, and the profile call answered), or
 * leaves it signed out with `null`. Other calls go to `handlers` by 'METHOD /path', else 404.
 */
export function signInAs(user: UserProfile | null, handlers: ApiHandlers = {}) {
  document.cookie = user ? `${SESSION_HINT_COOKIE}=1; Path=/` : `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/`;
  return mockApi(handlers, { profile: user });
}

/** Forgets the session hint cookie and the fetch stub between tests. */
export function signOut(): void {
  document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/`;
  vi.unstubAllGlobals();
}
