import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../i18n/react';
import type { CarBooking } from '@travel/contracts';
import { BookingFacts, BookingSummaryCard, type BookingFact } from '../booking/manage/booking-facts';
import { DetailSection } from '../booking/manage/detail-section';
import { formatLocalDate } from '../format/wall-clock';
import { currentLanguage } from '../i18n/i18n';
import { BookingStatusBadge } from '../widgets/booking-status';
import { Ltr } from '../widgets/ltr';
import { CarPicture, RentalSections, TermsPdfLink, type RentalView } from './car-sections';

/**
 * Whether a booked rate cancels free until its deadline: a saver rate keeps everything it was
 * paid, so its late fee is the whole of what was paid now (a one-day rental's day is the whole too).
 */
function isRefundableRental(rental: CarBooking['rental']): boolean {
  const paidNow = rental.charges
    .filter((charge) => charge.payAt === 'now')
    .reduce((sum, c) => sum + c.amount.amount, 0);
  return rental.rentalDays === 1 || rental.lateCancellationFee.amount < paidNow;
}

/** A booked rental as the shared sections read it. */
export function rentalOfBooking(booking: CarBooking): RentalView {
  const { rental } = booking;
  return {
    ...rental,
    freeUntilLocal: rental.freeCancellationUntilLocal,
    isRefundable: isRefundableRental(rental),
  };
}

/** The rental's dates as the pick-up and return places' calendars read them. */
export function formatRentalDates(rental: Pick<CarBooking['rental'], 'pickUpDateTime' | 'returnDateTime'>) {
  const language = currentLanguage();
  return `${formatLocalDate(rental.pickUpDateTime, language)} – ${formatLocalDate(rental.returnDateTime, language)}`;
}

/** The car, its company and its category, and the main driver. */
function CarAndDriver({ booking }: { booking: CarBooking }) {
  const { t } = useTranslation('car-booking');
  const { rental, driver } = booking;
  return (
    <Group gap="lg" align="flex-start" wrap="wrap">
      <CarPicture src={rental.image} name={rental.name} height={90} />
      <Stack gap={2}>
        <Text fw={700} data-testid="car-name">
          {rental.name}
        </Text>
        <Text size="sm">
          {t(`sizes.${rental.size}`)} · {t(`transmission.${rental.transmissionType}`)} · <Ltr>{rental.acriss}</Ltr>
        </Text>
        <Text size="sm" c="dimmed" data-testid="car-vendor">
          {rental.vendorName}
        </Text>
        <Text size="sm" mt="xs" data-testid="car-driver">
          {t('driver.summary', { name: `${driver.givenName} ${driver.familyName}`, age: driver.age })}
        </Text>
        {booking.flightNumber && (
          <Text size="sm">
            <Ltr>{t('driver.flight', { flight: booking.flightNumber })}</Ltr>
          </Text>
        )}
      </Stack>
    </Group>
  );
}

/** A car booking in detail: the car and driver, places and times, cover, charges, cancellation terms and the terms PDF. */
export function CarBookingSections({ booking }: { booking: CarBooking }) {
  const { t } = useTranslation('car-booking');
  const rental = rentalOfBooking(booking);
  return (
    <>
      <DetailSection title={t('sections.car')}>
        <CarAndDriver booking={booking} />
      </DetailSection>
      <RentalSections rental={rental} terms={<TermsPdfLink href={booking.termsPdfUrl} />} />
    </>
  );
}

/** The head of a car booking's page: the car and company (the page's heading), the status and the facts. */
export function CarBookingHead({ booking, facts }: { booking: CarBooking; facts: readonly BookingFact[] }) {
  return (
    <BookingSummaryCard
      title={booking.rental.name}
      subtitle={
        <>
          {booking.rental.vendorName} · {booking.rental.pickup.name}
        </>
      }
      status={<BookingStatusBadge status={booking.bookingStatus} />}
    >
      <BookingFacts facts={facts} />
    </BookingSummaryCard>
  );
}
