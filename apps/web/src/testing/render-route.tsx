import { MantineProvider } from '@mantine/core';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { SESSION_HINT_COOKIE } from '@travel/contracts';
import { queryClient, QueryProvider } from '../shared/api/query-provider';
import { renderUi } from './render';

/** Where the page went: path and query, for pages the test does not render. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders `page` at `path`, signed in, with the library in test mode; other paths show a probe. */
export function renderAt(page: ReactElement, { path, route }: { path: string; route: string }) {
  queryClient.clear();
  document.cookie = `${SESSION_HINT_COOKIE}=1; Path=/`;
  return renderUi(
    <MantineProvider env="test">
      <QueryProvider>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </QueryProvider>
    </MantineProvider>,
    { route },
  );
}
