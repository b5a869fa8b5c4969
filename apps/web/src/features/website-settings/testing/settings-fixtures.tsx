import { MantineProvider } from '@mantine/core';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { PublicAgency, UserProfile } from '@travel/contracts';
import { queryClient, QueryProvider } from '../../../shared/api/query-provider';
import { renderUi } from '../../../testing/render';
import { testAgency } from '../../../testing/test-agency';

/** The demo agency as GET /api/agency answers it. */
export function demoAgency(overrides: Partial<PublicAgency> = {}): PublicAgency {
  return testAgency({
    _id: '5b1f4b8e-1111-4222-8333-444455556666',
    code: 'demo',
    agencyName: 'Blue Horizon Travel',
    logo: '/media/demo/blue-horizon-logo.svg',
    primaryColor: '#0b7285',
    heading: 'Discover the world with Blue Horizon',
    headingColor: '#ffffff',
    subHeading: 'Hand-picked flights, hotels, cars and experiences',
    subHeadingColor: '#e3fafc',
    backgroundImage: '/media/demo/hero.jpg',
    backgroundOverlay: 35,
    twitter: 'https://x.com/bluehorizon_example',
    contactEmailId: 'hello@bluehorizon.example',
    privacyPolicy: 'We keep only what your booking needs.',
    ...overrides,
  });
}

/** Renders a page signed in, inside the agency the server inlined, with the library in test mode. */
export function renderPage(page: ReactElement, agency: PublicAgency = demoAgency()) {
  queryClient.clear();
  document.cookie = 'has-session=1; Path=/';
  return renderUi(
    <MantineProvider env="test">
      <QueryProvider>{page}</QueryProvider>
    </MantineProvider>,
    { route: '/settings/website', agency },
  );
}

export function signOut(): void {
  document.cookie = 'has-session=; Max-Age=0; Path=/';
}

export function profile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    _id: '9a0c2a8e-1111-4222-8333-444455556666',
    name: 'Olivia Owner',
    email: 'owner@demo.test',
    userType: 'AgencyOwner',
    isTravelAgent: true,
    isSubscribed: true,
    isRestrictedAgent: false,
    language: 'en',
    loginCount: 1,
    phone: null,
    profileImage: null,
    isRewardWalletEnable: false,
    agencyName: 'Blue Horizon Travel',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

type Answer = { status?: number; body?: unknown } | undefined;
type Handler = (body: unknown, url: URL) => Answer;

/** Answers calls by 'METHOD /path' (the profile by default); anything else is a 404. */
export function mockApi(handlers: Record<string, Handler>, user: UserProfile = profile()) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    let answer = handlers[`${method} ${url.pathname}`]?.(body, url);
    if (!answer && url.pathname === '/api/user/getProfile') answer = { body: { data: user } };
    answer ??= { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The bodies sent with one method to one path. */
export function bodiesSent(fetchMock: ReturnType<typeof mockApi>, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === path,
    )
    .map(([, init]) => (typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body));
}
