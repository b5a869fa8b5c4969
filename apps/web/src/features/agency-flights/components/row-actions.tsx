import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FlightBooking } from '@travel/contracts';
import { useIsAgencyActive } from '../../../shared/agency/agency-context';
import { isCancellable, payPathOf } from '../../../shared/format/booking';
import { PayBookingButton } from '../../../shared/widgets/pay-booking';
import { CancelDialog } from './cancel-dialog';
import { TicketButtons } from './ticket-buttons';

/** A row's actions: view, pay (held, until its time limit), ticket (paid) or ticket on account (unpaid), cancel or void. */
export function RowActions({ booking }: { booking: FlightBooking }) {
  const { t } = useTranslation('agency');
  const [isCancelling, setCancelling] = useState(false);
  const isActive = useIsAgencyActive();
  return (
    <Group gap={6} wrap="wrap">
      <Button
        component={Link}
        to={`/bookings/flights/${booking.bookingId}`}
        size="xs"
        variant="default"
        aria-label={t('flights.actions.viewLabel', { reference: booking.referenceNumber })}
      >
        {t('flights.actions.view')}
      </Button>
      <PayBookingButton booking={booking} payPath={payPathOf(booking.referenceNumber)} size="xs" />
      <TicketButtons booking={booking} />
      {isCancellable(booking) && (
        <Button size="xs" variant="light" color="red" onClick={() => setCancelling(true)} disabled={!isActive}>
          {t('flights.actions.cancelVoid')}
        </Button>
      )}
      {/* Outside the condition: the answer makes the booking uncancellable while the dialog closes. */}
      {isCancelling && <CancelDialog booking={booking} opened onClose={() => setCancelling(false)} />}
    </Group>
  );
}
