import { Group, Stack, Text } from '@mantine/core';
import { IconCar } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/react';
import type { CarBooking } from '@travel/contracts';
import { TripCard } from '../../../shared/booking/manage/trip-card';
import { formatRentalDates } from '../../../shared/car/car-booking-sections';
import { carPayPath, carReservationPath } from '../../../shared/car/paths';
import { Ltr } from '../../../shared/widgets/ltr';

/** One car rental in My Trips: car and company, where from and to, the dates, reference, status, total. */
export function CarTripCard({ booking }: { booking: CarBooking }) {
  const { t } = useTranslation('trips');
  const { rental } = booking;
  const isOneWay = rental.pickup.id !== rental.dropoff.id;
  return (
    <TripCard
      booking={booking}
      label={t('car.cardLabel', { car: rental.name, reference: booking.referenceNumber })}
      detailsPath={carReservationPath(booking.referenceNumber)}
      payPath={carPayPath(booking.referenceNumber)}
    >
      <Stack gap={4}>
        <Group gap="xs" wrap="nowrap">
          <IconCar size={18} aria-hidden />
          <Text fw={700} size="lg" data-testid="car-name">
            {rental.name}
          </Text>
        </Group>
        <Text size="sm" c="dimmed" data-testid="car-vendor">
          {rental.vendorName}
        </Text>
        <Text size="sm" data-testid="car-places">
          {isOneWay ? t('car.oneWay', { from: rental.pickup.name, to: rental.dropoff.name }) : rental.pickup.name}
        </Text>
        <Text size="sm" data-testid="car-dates">
          <bdi>
            <Ltr>{formatRentalDates(rental)}</Ltr> · {t('car.days', { count: rental.rentalDays })}
          </bdi>
        </Text>
      </Stack>
    </TripCard>
  );
}
