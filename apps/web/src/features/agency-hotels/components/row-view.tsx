import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HotelBooking } from '@travel/contracts';
import { useIsAgencyActive } from '../../../shared/agency/agency-context';
import type { BookingRowView } from '../../../shared/booking/manage/bookings-table';
import { isCancellable } from '../../../shared/format/booking';
import { formatStay } from '../../../shared/hotel/hotel-format';
import { hotelPayPath } from '../../../shared/hotel/hotel-paths';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { BookingStatusBadge } from '../../../shared/widgets/booking-status';
import { Ltr } from '../../../shared/widgets/ltr';
import { PayBookingButton } from '../../../shared/widgets/pay-booking';
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

/** A row's actions: view, pay (an unpaid stay), and cancel under the hotel's terms while it can be. */
function RowActions({ booking }: { booking: HotelBooking }) {
  const { t } = useTranslation('agency');
  const [isCancelling, setCancelling] = useState(false);
  const isActive = useIsAgencyActive();
  return (
    <Group gap={6} wrap="wrap">
      <Button
        component={Link}
        to={`/bookings/hotels/${booking.bookingId}`}
        size="xs"
        variant="default"
        aria-label={t('hotels.actions.viewLabel', { reference: booking.referenceNumber })}
      >
        {t('hotels.actions.view')}
      </Button>
      <PayBookingButton booking={booking} payPath={hotelPayPath(booking.referenceNumber)} size="xs" />
      {isCancellable(booking) && (
        <Button
          size="xs"
          variant="light"
          color="red"
          onClick={() => setCancelling(true)}
          disabled={!isActive}
          aria-label={t('hotels.actions.cancelLabel', { reference: booking.referenceNumber })}
        >
          {t('hotels.actions.cancel')}
        </Button>
      )}
      {/* Outside the condition: the answer makes the booking uncancellable while the dialog closes. */}
      {isCancelling && <HotelCancelDialog booking={booking} opened onClose={() => setCancelling(false)} />}
    </Group>
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
