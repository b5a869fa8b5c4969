import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlightBooking } from '@travel/contracts';
import { i18n } from '../../../shared/i18n/i18n';
import { callsTo } from '../../../testing/mock-api';
import { signOut } from '../../../testing/session';
import { heldBooking, mockApi, renderAt } from '../testing/checkout-fixtures';
import { ConfirmationPage } from './confirmation-page';

const REF = 'FL9BMEA3CM';
const STATUS = '/api/flight/bookingStatus';
const paid = heldBooking({ bookingStatus: 'confirmed', bookedStatus: 'held' });

/** The page with the booking as given; each status ask answers the next of `statuses` (the last one repeats). */
function renderConfirmation(booking: FlightBooking, statuses: FlightBooking['bookingStatus'][]) {
  const fetchMock = mockApi({
    'GET /api/flight/getReservationDetails': () => ({ body: { data: booking } }),
    [`GET ${STATUS}`]: () => {
      const bookingStatus = statuses.length > 1 ? statuses.shift() : statuses[0];
      return {
        body: {
          data: {
            referenceNumber: REF,
            bookingStatus,
            bookedStatus: bookingStatus === 'ticketed' ? 'ticketed' : 'held',
          },
        },
      };
    },
  });
  renderAt(<ConfirmationPage />, {
    path: '/booknow/flights/confirmation',
    route: `/booknow/flights/confirmation?referenceNumber=${REF}`,
  });
  return fetchMock;
}

const badge = () => screen.getByTestId('booking-status');
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function setPageHidden(isHidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (isHidden ? 'hidden' : 'visible'),
  });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeAll(() => i18n.loadNamespaces(['checkout', 'widgets']));
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  setPageHidden(false);
  vi.useRealTimers();
  signOut();
});

describe('confirmation: the booking status', () => {
  it('asks the status every 15 s while the tickets are awaited, and stops once ticketed', async () => {
    const fetchMock = renderConfirmation(paid, ['confirmed', 'ticketed']);
    expect((await screen.findByTestId('booking-status')).textContent).toBe('Confirmed');
    expect(screen.getByTestId('ticketing-note').textContent).toBe(
      'Your tickets are being issued. This page shows when they are.',
    );
    // The details just read say 'confirmed': the first ask waits its 15 s.
    expect(callsTo(fetchMock, STATUS)).toHaveLength(0);

    await wait(15_000);
    expect(callsTo(fetchMock, STATUS).map((call) => call.query)).toEqual([{ referenceNumber: REF }]);
    expect(badge().textContent).toBe('Confirmed');

    await wait(15_000);
    expect(callsTo(fetchMock, STATUS)).toHaveLength(2);
    expect(badge().textContent).toBe('Ticketed');
    expect(badge().getAttribute('data-status')).toBe('ticketed');
    expect(screen.queryByTestId('ticketing-note')).toBeNull();

    await wait(60_000);
    expect(callsTo(fetchMock, STATUS)).toHaveLength(2);
  });

  it.each(['cancelled', 'voided', 'failed'] as const)('stops asking once the booking is %s', async (settled) => {
    const fetchMock = renderConfirmation(paid, [settled]);
    await screen.findByTestId('booking-status');
    await wait(15_000);
    expect(badge().getAttribute('data-status')).toBe(settled);
    await wait(60_000);
    expect(callsTo(fetchMock, STATUS)).toHaveLength(1);
  });

  it('does not ask for a booking already ticketed', async () => {
    const fetchMock = renderConfirmation(heldBooking({ bookingStatus: 'ticketed', bookedStatus: 'ticketed' }), [
      'ticketed',
    ]);
    expect((await screen.findByTestId('booking-status')).textContent).toBe('Ticketed');
    await wait(60_000);
    expect(callsTo(fetchMock, STATUS)).toHaveLength(0);
  });

  it('pauses while the page is hidden and goes on when it is shown again', async () => {
    const fetchMock = renderConfirmation(paid, ['confirmed']);
    await screen.findByTestId('booking-status');
    setPageHidden(true);
    await wait(60_000);
    expect(callsTo(fetchMock, STATUS)).toHaveLength(0);

    setPageHidden(false);
    await wait(15_000);
    expect(callsTo(fetchMock, STATUS)).toHaveLength(1);
  });
});
