import { Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/react';
import type { CarBooking } from '@travel/contracts';
import { AgencyCancelDialog } from '../../../shared/booking/manage/agency-cancel';
import type { BookingRowView } from '../../../shared/booking/manage/bookings-table';
import { BookingRowActions } from '../../../shared/booking/manage/row-actions';
import { formatRentalDates } from '../../../shared/car/car-booking-sections';
import { carPayPath } from '../../../shared/car/paths';
import { BookingStatusBadge } from '../../../shared/widgets/booking-status';
import { Ltr } from '../../../shared/widgets/ltr';
import { AGENCY_CAR_CANCEL } from '../api/car-bookings';

/** The car and its company. */
function CarCell({ booking }: { booking: CarBooking }) {
  return (
    <>
      <Text size="sm" fw={600}>
        {booking.rental.name}
      </Text>
      <Text size="xs" c="dimmed">
        {booking.rental.vendorName}
      </Text>
    </>
  );
}

/** Where from (and to, one way), the dates in the places' calendars, the days. */
function RentalCell({ booking }: { booking: CarBooking }) {
  const { t } = useTranslation('agency');
  const { rental } = booking;
  return (
    <>
      <Text size="sm">
        {rental.pickup.id === rental.dropoff.id
          ? rental.pickup.name
          : t('cars.table.oneWay', { from: rental.pickup.name, to: rental.dropoff.name })}
      </Text>
      <Text size="xs" c="dimmed">
        <bdi>
          <Ltr>{formatRentalDates(rental)}</Ltr> · {t('cars.table.days', { count: rental.rentalDays })}
        </bdi>
      </Text>
    </>
  );
}

/** A row's actions: view, pay while it awaits payment, and cancel under the rental company's terms while it can be. */
function RowActions({ booking }: { booking: CarBooking }) {
  const { t } = useTranslation('agency');
  return (
    <BookingRowActions
      booking={booking}
      view={{
        to: `/bookings/cars/${booking.bookingId}`,
        text: t('cars.actions.view'),
        label: t('cars.actions.viewLabel', { reference: booking.referenceNumber }),
      }}
      payPath={carPayPath(booking.referenceNumber)}
      cancel={{
        text: t('cars.actions.cancel'),
        label: t('cars.actions.cancelLabel', { reference: booking.referenceNumber }),
        dialog: (close) => (
          <AgencyCancelDialog cancellation={AGENCY_CAR_CANCEL} booking={booking} opened onClose={close} />
        ),
      }}
    />
  );
}

/** A car booking in the agency's table: car, rental, the company's confirmation, status, actions. */
export function useCarRowView(): BookingRowView<CarBooking> {
  const { t } = useTranslation('agency');
  return {
    columns: [
      { key: 'car', cell: (booking) => <CarCell booking={booking} /> },
      { key: 'rental', cell: (booking) => <RentalCell booking={booking} /> },
    ],
    referenceNote: (booking) =>
      booking.confirmationNumber
        ? {
            value: booking.confirmationNumber,
            label: t('cars.table.confirmation', { number: booking.confirmationNumber }),
          }
        : null,
    title: (booking) => booking.rental.name,
    status: (booking) => <BookingStatusBadge status={booking.bookingStatus} />,
    actions: (booking) => <RowActions booking={booking} />,
  };
}
