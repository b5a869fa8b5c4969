import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { activityBooking, bookedItem } from '../../../testing/activity-booking';
import { CLIENT } from '../../../testing/checkout-users';
import { mockApi } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render-route';
import { signOut } from '../../../testing/session';
import { ActivityConfirmationPage } from './activity-confirmation-page';

const PATH = '/booknow/activities/confirmation/:referenceNumber';
const renderConfirmation = (booking = activityBooking()) => {
  mockApi(
    { [`GET /api/activities/bookings/${booking.referenceNumber}/details`]: () => ({ body: { data: booking } }) },
    { profile: CLIENT },
  );
  return renderAt(<ActivityConfirmationPage />, {
    path: PATH,
    route: `/booknow/activities/confirmation/${booking.referenceNumber}`,
  });
};

beforeAll(() => i18n.loadNamespaces(['activity-booking', 'checkout', 'trips', 'widgets']));
afterEach(() => signOut());

describe('activity confirmation', () => {
  it('confirmed: the reference, what was paid, the ticket PDF and the way to My Trips', async () => {
    renderConfirmation();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your activity is booked' })).toBeTruthy();
    expect(screen.getByTestId('reference-number').textContent).toBe('AC7QK2M4XP');
    expect(screen.getByTestId('supplier-reference').textContent).toBe("Operator's reference: VTR-889120");
    expect(screen.getByTestId('paid-amount').textContent).toBe('Paid: €115.00');
    expect(screen.getByRole('link', { name: 'Download the ticket (PDF)' }).getAttribute('href')).toBe(
      '/api/activities/bookings/AC7QK2M4XP/ticket',
    );
    expect(screen.getByRole('link', { name: 'Go to My Trips' }).getAttribute('href')).toBe('/mytrip');
    expect(
      within(screen.getByTestId('activity-summary')).getByText('2 adults, 1 child', { exact: false }),
    ).toBeTruthy();
  });

  it('manual confirmation: paid and pending, until when the operator answers (local time), no ticket yet', async () => {
    renderConfirmation(
      activityBooking({
        supplierStatus: 'PENDING',
        confirmBy: '2026-11-25T10:00:00.000Z',
        ticketPdfUrl: null,
        activity: bookedItem({ confirmationType: 'MANUAL' }),
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: "Awaiting the operator's confirmation" })).toBeTruthy();
    expect(screen.getByTestId('awaiting-note').textContent).toBe(
      'Your payment is received. The operator confirms this booking by hand by Nov 25, 2026, 10:00 AM (Lisbon time); we will e-mail client@demo.test either way.',
    );
    expect(screen.queryByRole('link', { name: 'Download the ticket (PDF)' })).toBeNull();
    expect(screen.getByText('Your ticket will be here once the operator confirms.')).toBeTruthy();
  });

  it('unpaid: leads to the payment step', async () => {
    renderConfirmation(activityBooking({ bookingStatus: 'pending_payment', payment: null, ticketPdfUrl: null }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This booking is awaiting payment' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(
      '/booknow/activities/bookings/checkout?booking=AC7QK2M4XP',
    );
  });

  it('rejected by the operator: says so and that the payment is refunded', async () => {
    renderConfirmation(activityBooking({ bookingStatus: 'voided', supplierStatus: 'REJECTED', ticketPdfUrl: null }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The operator could not accept this booking' }),
    ).toBeTruthy();
    expect(screen.getByTestId('rejected-note').textContent).toContain('your payment is refunded');
  });
});
