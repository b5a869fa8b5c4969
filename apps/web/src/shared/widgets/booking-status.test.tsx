import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from '@travel/contracts';
import { renderUi } from '../../testing/render';
import { BookingStatusBadge, useBookingStatusLabel, useBookingStatusOptions } from './booking-status';

function Labels({ statuses }: { statuses: string[] }) {
  const label = useBookingStatusLabel();
  return <output data-testid="labels">{statuses.map(label).join('|')}</output>;
}

function Options() {
  const options = useBookingStatusOptions();
  return <output data-testid="options">{options.map((option) => `${option.value}=${option.label}`).join('|')}</output>;
}

describe('booking status', () => {
  it('shows each status in the words every booking page uses, marked with the status', () => {
    renderUi(
      <>
        {BOOKING_STATUSES.map((status) => (
          <BookingStatusBadge key={status} status={status} />
        ))}
      </>,
    );
    const badges = screen.getAllByTestId('booking-status');
    expect(badges.map((badge) => [badge.dataset.status, badge.textContent])).toEqual([
      ['pending_payment', 'Awaiting payment'],
      ['confirmed', 'Confirmed'],
      ['ticketed', 'Ticketed'],
      ['cancelled', 'Cancelled'],
      ['voided', 'Voided'],
      ['failed', 'Failed'],
    ]);
  });

  it('names a status it does not know (a history event) as it is', () => {
    renderUi(<Labels statuses={['ticketed', 'refund_requested']} />);
    expect(screen.getByTestId('labels').textContent).toBe('Ticketed|refund_requested');
  });

  it('offers All, then every status, as the choices of a status filter', () => {
    renderUi(<Options />);
    expect(screen.getByTestId('options').textContent).toBe(
      'All=All|pending_payment=Awaiting payment|confirmed=Confirmed|ticketed=Ticketed|cancelled=Cancelled|voided=Voided|failed=Failed',
    );
  });
});
