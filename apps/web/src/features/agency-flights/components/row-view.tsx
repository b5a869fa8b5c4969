import { Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/react';
import type { FlightBooking } from '@travel/contracts';
import { formatDay, type BookingRowView } from '../../../shared/booking/manage/bookings-table';
import { routeOf } from '../../../shared/format/booking';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { Ltr } from '../../../shared/widgets/ltr';
import { RowActions } from './row-actions';
import { StatusBadges } from './status-badges';

/** A flight's trip: its route and the day it leaves. */
function TripCell({ booking }: { booking: FlightBooking }) {
  return (
    <>
      <Text size="sm">
        <Ltr>{routeOf(booking.flights)}</Ltr>
      </Text>
      {booking.travelDate && (
        <Text size="xs" c="dimmed">
          <Ltr>{formatDay(booking.travelDate, currentLanguage())}</Ltr>
        </Text>
      )}
    </>
  );
}

/** A flight booking in the agency's table: its trip, airline record, statuses and actions. */
export function useFlightRowView(): BookingRowView<FlightBooking> {
  const { t } = useTranslation('agency');
  return {
    columns: [{ key: 'trip', cell: (booking) => <TripCell booking={booking} /> }],
    referenceNote: (booking) =>
      booking.pnr ? { value: booking.pnr, label: t('flights.table.pnr', { pnr: booking.pnr }) } : null,
    title: (booking) => routeOf(booking.flights),
    status: (booking) => <StatusBadges booking={booking} />,
    actions: (booking) => <RowActions booking={booking} />,
  };
}
