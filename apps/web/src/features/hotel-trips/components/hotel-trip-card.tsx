import { Group, Stack, Text } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/react';
import type { HotelBooking } from '@travel/contracts';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { Ltr } from '../../../shared/widgets/ltr';
import { formatStay, occupancyOf } from '../../../shared/hotel/hotel-format';
import { TripCard } from '../../../shared/booking/manage/trip-card';
import { hotelDetailsPath, hotelPayPath } from '../../../shared/hotel/paths';

/** One hotel stay in My Trips: hotel, where, the stay in the hotel's dates, rooms and guests, reference, status, total. */
export function HotelTripCard({ booking }: { booking: HotelBooking }) {
  const { t } = useTranslation('trips');
  const language = currentLanguage();
  const occupancy = occupancyOf(booking);
  return (
    <TripCard
      booking={booking}
      label={t('hotel.cardLabel', { hotel: booking.hotelName, reference: booking.referenceNumber })}
      detailsPath={hotelDetailsPath(booking.referenceNumber)}
      payPath={hotelPayPath(booking.referenceNumber)}
    >
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
    </TripCard>
  );
}
