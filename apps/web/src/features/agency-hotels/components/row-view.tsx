import { Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/react';
import type { HotelBooking } from '@travel/contracts';
import type { BookingRowView } from '../../../shared/booking/manage/bookings-table';
import { BookingRowActions } from '../../../shared/booking/manage/row-actions';
import { formatStay } from '../../../shared/hotel/hotel-format';
import { hotelPayPath } from '../../../shared/hotel/paths';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { BookingStatusBadge } from '../../../shared/widgets/booking-status';
import { Ltr } from '../../../shared/widgets/ltr';
import { HotelCancelDialog } from './cancel-dialog';

/** The hotel and where it is. */
function HotelCell({ booking }: { booking: HotelBooking }) {
  return (
    <>
      <Text size="sm" fw={600}>
        {booking.hotelName}
      </Text>
      <Text size="xs" c="dimmed">
        <Ltr>{booking.hotelAddress}</Ltr>
      </Text>
    </>
  );
}

/** The stay in the hotel's dates, its nights, rooms. */
function StayCell({ booking }: { booking: HotelBooking }) {
  const { t } = useTranslation('agency');
  return (
    <>
      <Text size="sm">
        <Ltr>{formatStay(booking, currentLanguage())}</Ltr>
      </Text>
      <Text size="xs" c="dimmed">
        {t('hotels.table.nights', { count: booking.nights })} ·{' '}
        {t('hotels.table.rooms', { count: booking.rooms.length })}
      </Text>
    </>
  );
}

/** A row's actions: view, pay while it awaits payment, and cancel under the hotel's terms while it can be. */
function RowActions({ booking }: { booking: HotelBooking }) {
  const { t } = useTranslation('agency');
  return (
    <BookingRowActions
      booking={booking}
      view={{
        to: `/bookings/hotels/${booking.bookingId}`,
        text: t('hotels.actions.view'),
        label: t('hotels.actions.viewLabel', { reference: booking.referenceNumber }),
      }}
      payPath={hotelPayPath(booking.referenceNumber)}
      cancel={{
        text: t('hotels.actions.cancel'),
        label: t('hotels.actions.cancelLabel', { reference: booking.referenceNumber }),
        dialog: (close) => <HotelCancelDialog booking={booking} opened onClose={close} />,
      }}
    />
  );
}

/** A hotel booking in the agency's table: hotel, stay, the hotel's confirmation, status, actions. */
export function useHotelRowView(): BookingRowView<HotelBooking> {
  const { t } = useTranslation('agency');
  return {
    columns: [
      { key: 'hotel', cell: (booking) => <HotelCell booking={booking} /> },
      { key: 'stay', cell: (booking) => <StayCell booking={booking} /> },
    ],
    referenceNote: (booking) => {
      const value = booking.hotelConfirmationNumber ?? booking.supplierReference;
      return value ? { value, label: t('hotels.table.confirmation', { number: value }) } : null;
    },
    title: (booking) => booking.hotelName,
    status: (booking) => <BookingStatusBadge status={booking.bookingStatus} />,
    actions: (booking) => <RowActions booking={booking} />,
  };
}
