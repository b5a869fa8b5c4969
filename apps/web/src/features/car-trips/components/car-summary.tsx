import { useTranslation } from '../../../shared/i18n/react';
import { formatMoney, type CarBooking } from '@travel/contracts';
import type { BookingFact } from '../../../shared/booking/manage/booking-facts';
import { CarBookingHead, formatRentalDates } from '../../../shared/car/car-booking-sections';
import { formatInstant } from '../../../shared/format/booking';
import { currentLanguage } from '../../../shared/i18n/i18n';

/** A car rental at a glance: car, status, references, dates, when booked, refund. */
export function CarSummary({ booking }: { booking: CarBooking }) {
  const { t } = useTranslation('trips');
  const language = currentLanguage();
  const facts: BookingFact[] = [
    { label: t('details.reference'), value: booking.referenceNumber, testId: 'reference-number' },
    { label: t('car.confirmation'), value: booking.confirmationNumber ?? '—', testId: 'car-confirmation' },
    { label: t('car.dates'), value: formatRentalDates(booking.rental), testId: 'car-dates' },
    { label: t('details.bookedOn'), value: formatInstant(booking.createdAt, language) },
    { label: t('details.customer'), value: booking.customerName },
  ];
  if (booking.cancelledAt)
    facts.push({ label: t('details.cancelledOn'), value: formatInstant(booking.cancelledAt, language) });
  if (booking.refund)
    facts.push({ label: t('details.refunded'), value: formatMoney(booking.refund, language), testId: 'refunded' });
  return <CarBookingHead booking={booking} facts={facts} />;
}
