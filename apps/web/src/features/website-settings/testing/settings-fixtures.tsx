import { MantineProvider } from '@mantine/core';
import type { ReactElement } from 'react';
import type { PublicAgency, UserProfile } from '@travel/contracts';
import { queryClient, QueryProvider } from '../../../shared/api/query-provider';
import { type ApiHandlers, mockApi as mockAnyApi } from '../../../testing/mock-api';
import { renderUi } from '../../../testing/render';
import { testProfile } from '../../../testing/session';
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
    textLanguage: 'en',
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

/** Answers calls by 'METHOD /path'; the profile is `user` (the agency owner unless given); anything else is a 404. */
export function mockApi(handlers: ApiHandlers, user: UserProfile = testProfile()) {
  return mockAnyApi(handlers, { profile: user });
}
