import { useTranslation } from '../../../shared/i18n/react';
import { formatMoney, type HotelBooking } from '@travel/contracts';
import { formatInstant } from '../../../shared/format/booking';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { formatStay } from '../../../shared/hotel/hotel-format';
import { HotelBookingHead } from '../../../shared/hotel/hotel-sections';
import type { BookingFact } from '../../../shared/booking/manage/booking-facts';

/** A hotel booking at a glance: hotel, status, references, stay, when booked, refund. */
export function HotelSummary({ booking }: { booking: HotelBooking }) {
  const { t } = useTranslation('trips');
  const language = currentLanguage();
  const facts: BookingFact[] = [
    { label: t('details.reference'), value: booking.referenceNumber, testId: 'reference-number' },
    {
      label: t('hotel.confirmation'),
      value: booking.hotelConfirmationNumber ?? booking.supplierReference ?? '—',
      testId: 'hotel-confirmation',
    },
    { label: t('hotel.stay'), value: formatStay(booking, language), testId: 'hotel-stay' },
    { label: t('details.bookedOn'), value: formatInstant(booking.createdAt, language) },
    { label: t('details.customer'), value: booking.customerName },
  ];
  if (booking.cancelledAt)
    facts.push({ label: t('details.cancelledOn'), value: formatInstant(booking.cancelledAt, language) });
  if (booking.refund)
    facts.push({ label: t('details.refunded'), value: formatMoney(booking.refund, language), testId: 'refunded' });
  return <HotelBookingHead booking={booking} facts={facts} />;
}
