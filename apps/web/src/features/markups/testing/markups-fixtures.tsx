import { MantineProvider } from '@mantine/core';
import type { ReactElement } from 'react';
import type { UserProfile } from '@travel/contracts';
import { queryClient, QueryProvider } from '../../../shared/api/query-provider';
import { type ApiHandlers, mockApi as mockAnyApi } from '../../../testing/mock-api';
import { renderUi } from '../../../testing/render';
import { testProfile } from '../../../testing/session';

/** Renders a page signed in, with the library in test mode. */
export function renderPage(page: ReactElement) {
  queryClient.clear();
  document.cookie = 'has-session=1; Path=/';
  return renderUi(
    <MantineProvider env="test">
      <QueryProvider>{page}</QueryProvider>
    </MantineProvider>,
    { route: '/settings/markups' },
  );
}

/** Answers calls by 'METHOD /path'; the profile is `user` (the agency owner unless given); anything else is a 404. */
export function mockApi(handlers: ApiHandlers, user: UserProfile = testProfile()) {
  return mockAnyApi(handlers, { profile: user });
}
