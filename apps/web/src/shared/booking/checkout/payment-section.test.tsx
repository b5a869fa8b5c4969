import { MantineProvider } from '@mantine/core';
import { screen } from '@testing-library/react';
import type { BookingBase } from '@travel/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { mockApi } from '../../../testing/mock-api';
import { renderUi } from '../../../testing/render';
import { testProfile } from '../../../testing/session';
import { PaymentSection } from './payment-section';

beforeAll(() => i18n.loadNamespaces(['checkout']));

function renderSection(approval: BookingBase['approval']) {
  mockApi({}, { profile: testProfile() });
  renderUi(
    <MantineProvider env="test">
      <PaymentSection
        booking={{
          bookingStatus: 'pending_payment',
          referenceNumber: 'FLAB12CD34',
          breakdown: { currency: 'EUR', lines: [], total: 120_000 },
          approval,
        }}
        held="Your seats are held under booking FLAB12CD34. Pay now to confirm it."
        payment={{ isPaying: false, error: null, pay: vi.fn() }}
      />
    </MantineProvider>,
    { route: '/pay' },
  );
}

describe('the payment step', () => {
  it('offers no card form while an owner or admin has not approved the booking', () => {
    renderSection({ status: 'pending', reason: null });
    expect(screen.getByTestId('awaiting-approval').textContent).toContain('Waiting for approval');
    expect(screen.getByTestId('awaiting-approval').textContent).toContain(
      'An owner or admin has been asked to approve it',
    );
    expect(screen.queryByTestId('card-form')).toBeNull();
  });

  it('takes the card once approved, as for a booking that needs no approval', () => {
    renderSection({ status: 'approved', reason: null });
    expect(screen.queryByTestId('awaiting-approval')).toBeNull();
    expect(screen.getByTestId('card-form')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Pay / }).textContent).toContain('€1,200.00');
  });
});
