import { useTranslation } from '../../../shared/i18n/react';
import { formatMoney, type FlightBooking } from '@travel/contracts';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { formatInstant } from '../../../shared/format/booking';
import { BookingFacts, type BookingFact } from '../../../shared/booking/manage/booking-facts';

/** Reference, airline record, customer, contact and the booking's deadlines. */
export function FlightBookingFacts({ booking }: { booking: FlightBooking }) {
  const { t } = useTranslation('agency');
  const language = currentLanguage();
  const fact = (label: string, value: string, testId?: string): BookingFact => ({ label, value, testId });
  const facts = [
    fact(t('flights.detail.reference'), booking.referenceNumber, 'reference-number'),
    fact(t('flights.detail.pnr'), booking.pnr ?? '—', 'pnr'),
    fact(t('flights.detail.customer'), booking.customerName),
    fact(t('flights.detail.contact'), `${booking.contact.email} · ${booking.contact.phone}`),
    fact(t('flights.detail.created'), formatInstant(booking.createdAt, language)),
    fact(t('flights.detail.fareFamily'), booking.fareFamilyName),
  ];
  if (booking.ticketingTimeLimit && booking.bookingStatus !== 'ticketed')
    facts.push(fact(t('flights.detail.ticketBy'), formatInstant(booking.ticketingTimeLimit, language)));
  if (booking.ticketedAt) facts.push(fact(t('flights.detail.ticketedAt'), formatInstant(booking.ticketedAt, language)));
  if (booking.voidableUntil && booking.bookingStatus === 'ticketed')
    facts.push(fact(t('flights.detail.voidableUntil'), formatInstant(booking.voidableUntil, language)));
  if (booking.cancelledAt)
    facts.push(fact(t('flights.detail.cancelledAt'), formatInstant(booking.cancelledAt, language)));
  if (booking.refund) facts.push(fact(t('flights.detail.refunded'), formatMoney(booking.refund, language), 'refunded'));
  return <BookingFacts facts={facts} wide />;
}
