import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney, type HotelBooking } from '@travel/contracts';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { BookingStatusBadge } from '../../../shared/widgets/booking-status';
import { Ltr } from '../../../shared/widgets/ltr';
import { PayBookingButton } from '../../../shared/widgets/pay-booking';
import { formatStay, occupancyOf } from '../../../shared/hotel/hotel-format';
import { hotelDetailsPath, hotelPayPath } from '../lib/paths';
import classes from '../../../shared/booking/manage/trip-card.module.css';

/** One hotel stay in My Trips: hotel, where, the stay in the hotel's dates, rooms and guests, reference, status, total. */
export function HotelTripCard({ booking }: { booking: HotelBooking }) {
  const { t } = useTranslation('trips');
  const language = currentLanguage();
  const occupancy = occupancyOf(booking);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={t('hotel.cardLabel', { hotel: booking.hotelName, reference: booking.referenceNumber })}
      data-testid="trip-card"
      data-reference={booking.referenceNumber}
    >
      <div className={classes.card}>
        <Stack gap={4}>
          <Group gap="xs" wrap="nowrap">
            <IconBuildingSkyscraper size={18} aria-hidden />
            <Text fw={700} size="lg" data-testid="hotel-name">
              {booking.hotelName}
            </Text>
          </Group>
          <Text size="sm" c="dimmed" data-testid="hotel-address">
            <Ltr>{booking.hotelAddress}</Ltr>
          </Text>
          <Text size="sm" data-testid="hotel-stay">
            <Ltr>{formatStay(booking, language)}</Ltr> · {t('hotel.nights', { count: booking.nights })}
          </Text>
          <Text size="sm" c="dimmed" data-testid="hotel-occupancy">
            {t('hotel.rooms', { count: occupancy.rooms })} ·{' '}
            {t('hotel.guests', { count: occupancy.adults + occupancy.children })}
          </Text>
        </Stack>
        <div className={classes.meta}>
          <Text size="sm" c="dimmed">
            {t('list.reference')}
          </Text>
          <Text fw={600} data-testid="trip-reference">
            <Ltr>{booking.referenceNumber}</Ltr>
          </Text>
          <BookingStatusBadge status={booking.bookingStatus} />
        </div>
        <div className={classes.amount}>
          <Text fw={700} size="lg" data-testid="trip-total">
            <Ltr>
              {formatMoney({ amount: booking.breakdown.total, currency: booking.breakdown.currency }, language)}
            </Ltr>
          </Text>
          <Button
            component={Link}
            to={hotelDetailsPath(booking.referenceNumber)}
            variant="light"
            size="sm"
            aria-label={t('list.viewLabel', { reference: booking.referenceNumber })}
          >
            {t('list.view')}
          </Button>
          <PayBookingButton booking={booking} payPath={hotelPayPath(booking.referenceNumber)} />
        </div>
      </div>
    </Paper>
  );
}
