import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import {
  activityCheck,
  activityProduct,
  availableDates,
  HOLD_ID,
  MEETING_POINT,
  PRODUCT_CODE,
} from '../../../testing/activity-booking';
import { CLIENT } from '../../../testing/checkout-users';
import { callsTo, mockApi, type ApiHandlers } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render-route';
import { signOut } from '../../../testing/session';
import { ActivityDetailsPage } from './activity-details-page';

const SEARCH = 'destination=lisbon&sort=RECOMMENDED';
const PATH = '/booknow/activities/result-details/:productCode';
const ROUTE = `/booknow/activities/result-details/${PRODUCT_CODE}?${new URLSearchParams({ search: SEARCH }).toString()}`;

function serve(extra: ApiHandlers = {}, product = activityProduct()) {
  return mockApi(
    {
      [`GET /api/activities/details/${PRODUCT_CODE}`]: () => ({ body: { data: product } }),
      [`GET /api/activities/locations/${MEETING_POINT.locationId}`]: () => ({ body: { data: MEETING_POINT } }),
      [`GET /api/activities/availableDates/${PRODUCT_CODE}`]: () => ({ body: { data: availableDates() } }),
      'POST /api/activities/availability/check': () => ({ body: { data: activityCheck() } }),
      ...extra,
    },
    { profile: CLIENT },
  );
}
const renderDetails = () => renderAt(<ActivityDetailsPage />, { path: PATH, route: ROUTE });

beforeAll(() => i18n.loadNamespaces(['activity-booking', 'checkout', 'widgets']));
afterEach(() => {
  vi.useRealTimers();
  signOut();
});

describe('activity details', () => {
  it('shows the product: photos, inclusions, meeting point, languages and the policy in plain words', async () => {
    serve();
    renderDetails();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lisbon Old Town Walking Tour' })).toBeTruthy();
    expect(screen.getByTestId('activity-duration').textContent).toBe('3 h');
    expect(screen.getByTestId('activity-rating').textContent).toBe('4.7 (1284 reviews)');
    expect(screen.getByRole('img', { name: 'Lisbon Old Town Walking Tour, photo 1 of 2' })).toBeTruthy();
    expect(within(screen.getByTestId('inclusions')).getByText('Pastel de nata')).toBeTruthy();
    expect(within(screen.getByTestId('meeting-point')).getByText('Praça do Comércio, 1100-148 Lisboa')).toBeTruthy();
    expect(screen.getByTestId('languages').textContent).toBe('English · Portuguese');
    const policy = within(screen.getAllByTestId('activity-policy')[0] as HTMLElement);
    expect(policy.getByText('Full refund if you cancel at least 24 hours before the start.')).toBeTruthy();
    expect(policy.getByText('No refund after that.')).toBeTruthy();
    expect(policy.getByText('Times are local time in Lisbon.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to results' }).getAttribute('href')).toBe(
      `/booknow/activities/search?${SEARCH}`,
    );
  });

  it('words custom tiers and all sales final', async () => {
    serve(
      {},
      activityProduct({
        cancellationPolicy: {
          type: 'CUSTOM',
          tiers: [
            { hoursBefore: 168, refundPercent: 100 },
            { hoursBefore: 48, refundPercent: 50 },
          ],
        },
      }),
    );
    const { unmount } = renderDetails();
    const policy = within((await screen.findAllByTestId('activity-policy'))[0] as HTMLElement);
    expect(policy.getByText('Full refund if you cancel at least 7 days before the start.')).toBeTruthy();
    expect(policy.getByText('50% refund if you cancel at least 2 days before the start.')).toBeTruthy();
    unmount();
    serve({}, activityProduct({ cancellationPolicy: { type: 'ALL_SALES_FINAL', tiers: [] } }));
    renderDetails();
    expect(await screen.findByText('All sales are final: nothing is refunded if you cancel.')).toBeTruthy();
  });

  it('picks a date with its price, a time with places left, travellers by band, checks and continues with the hold', async () => {
    const user = userEvent.setup();
    const fetchMock = serve();
    renderDetails();
    const panel = within(await screen.findByTestId('availability'));
    const day = await panel.findByRole('button', { name: 'Dec 10, 2026, from €45.00' });
    expect(panel.getByRole('button', { name: 'Dec 11, 2026, from €50.00' })).toBeTruthy();
    // A day without places cannot be chosen.
    expect(panel.getByRole('button', { name: '12 December 2026' })).toHaveProperty('disabled', true);
    expect(panel.getByRole('button', { name: 'Check availability' })).toHaveProperty('disabled', true);
    await user.click(day);
    expect(panel.getByRole('radio', { name: '14:00 · Sold out' })).toHaveProperty('disabled', true);
    await user.click(panel.getByRole('radio', { name: '09:00 · 6 places left' }));
    // The policy with the chosen start: its last moment on Lisbon's clock.
    expect(panel.getByText('Full refund if you cancel by Dec 9, 2026, 9:00 AM.')).toBeTruthy();
    await user.click(panel.getByRole('button', { name: 'Add one: Adult' }));
    await user.click(panel.getByRole('button', { name: 'Add one: Child' }));
    await user.click(panel.getByRole('button', { name: 'Check availability' }));

    expect((await panel.findByTestId('check-total')).textContent).toBe('€115.00');
    expect(callsTo(fetchMock, '/api/activities/availability/check')[0]?.body).toEqual({
      productCode: PRODUCT_CODE,
      date: '2026-12-10',
      startTime: '09:00',
      travelers: [
        { band: 'ADULT', count: 2 },
        { band: 'CHILD', count: 1 },
      ],
      currency: 'EUR',
    });
    await user.click(panel.getByRole('button', { name: 'Continue' }));
    const location = new URL((await screen.findByTestId('location')).textContent ?? '', 'http://localhost');
    expect(location.pathname).toBe('/booknow/activities/bookings/checkout');
    expect(Object.fromEntries(location.searchParams)).toEqual({ hold: HOLD_ID, product: PRODUCT_CODE, search: SEARCH });
  });

  it('says when the slot has too few places left, and changing the travellers asks again', async () => {
    const user = userEvent.setup();
    serve({
      'POST /api/activities/availability/check': () => ({
        body: {
          data: activityCheck({
            available: false,
            status: 'LIMITED',
            placesLeft: 2,
            holdId: null,
            holdExpiresAt: null,
          }),
        },
      }),
    });
    renderDetails();
    const panel = within(await screen.findByTestId('availability'));
    await user.click(await panel.findByRole('button', { name: 'Dec 11, 2026, from €50.00' }));
    await user.click(panel.getByRole('radio', { name: '09:00 · 2 places left' }));
    await user.click(panel.getByRole('button', { name: 'Add one: Adult' }));
    await user.click(panel.getByRole('button', { name: 'Add one: Adult' }));
    await user.click(panel.getByRole('button', { name: 'Check availability' }));
    expect((await panel.findByTestId('not-available')).textContent).toBe(
      'Only 2 places are left at this time: choose fewer travelers or another time.',
    );
    expect(panel.queryByRole('button', { name: 'Continue' })).toBeNull();
    await user.click(panel.getByRole('button', { name: 'Remove one: Adult' }));
    await waitFor(() => expect(panel.queryByTestId('not-available')).toBeNull());
  });

  it('says free cancellation has ended for a slot whose window has closed, and offers it while the window is open', async () => {
    const user = userEvent.setup();
    // The tour of 10 December at 09:00 in Lisbon (09:00Z in winter) is free to cancel until 9 December, 09:00 there.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-12-09T08:59:00Z'));
    serve();
    const { unmount } = renderDetails();
    let panel = within(await screen.findByTestId('availability'));
    await user.click(await panel.findByRole('button', { name: 'Dec 10, 2026, from €45.00' }));
    await user.click(panel.getByRole('radio', { name: '09:00 · 6 places left' }));
    expect(panel.getByText('Full refund if you cancel by Dec 9, 2026, 9:00 AM.')).toBeTruthy();
    unmount();

    // Past 09:00 there, the same slot: ended, and nothing comes back; the product keeps its flag.
    vi.setSystemTime(new Date('2026-12-09T09:01:00Z'));
    serve();
    renderDetails();
    panel = within(await screen.findByTestId('availability'));
    await user.click(await panel.findByRole('button', { name: 'Dec 10, 2026, from €45.00' }));
    await user.click(panel.getByRole('radio', { name: '09:00 · 6 places left' }));
    const policy = within(panel.getByTestId('activity-policy'));
    expect(policy.getByText('Free cancellation ended on Dec 9, 2026, 9:00 AM.')).toBeTruthy();
    expect(policy.getByText('Nothing is refunded if you cancel now.')).toBeTruthy();
    expect(policy.queryByText(/^Full refund/)).toBeNull();
    expect(policy.getByText('Times are local time in Lisbon.')).toBeTruthy();
  });
});
