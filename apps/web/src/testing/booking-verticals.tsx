import { MantineProvider } from '@mantine/core';
import type { ReactElement, ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { BOOKING_VERTICALS } from '../app/verticals';
import { queryClient, QueryProvider } from '../shared/api/query-provider';
import { BookingVerticalsProvider } from '../shared/booking/registry';
import { renderUi } from './render';

/** The app's vertical registry, for page tests of the pages that show every vertical's bookings. */
export function WithBookingVerticals({ children }: { children: ReactNode }) {
  return <BookingVerticalsProvider verticals={BOOKING_VERTICALS}>{children}</BookingVerticalsProvider>;
}

/**
 * Renders a booking page at `route` with the app's vertical registry, signed in (the session hint
 * cookie), with the library in test mode.
 */
export function renderBookingPage(page: ReactElement, { path, route }: { path: string; route: string }) {
  queryClient.clear();
  document.cookie = 'has-session=1; Path=/';
  return renderUi(
    <MantineProvider env="test">
      <QueryProvider>
        <Routes>
          <Route path={path} element={<WithBookingVerticals>{page}</WithBookingVerticals>} />
        </Routes>
      </QueryProvider>
    </MantineProvider>,
    { route },
  );
}
