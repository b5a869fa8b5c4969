import { useTranslation } from '../../../shared/i18n/react';
import { formatMoney, type FlightBooking } from '@travel/contracts';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { BookingStatusBadge } from '../../../shared/widgets/booking-status';
import { Ltr } from '../../../shared/widgets/ltr';
import { formatInstant, routeOf } from '../../../shared/format/booking';
import { BookingFacts, BookingSummaryCard, type BookingFact } from '../../../shared/booking/manage/booking-facts';

/** The booking at a glance: route, status, reference, airline record, dates, refund. */
export function BookingSummary({ booking }: { booking: FlightBooking }) {
  const { t } = useTranslation('trips');
  const language = currentLanguage();
  const facts: BookingFact[] = [
    { label: t('details.reference'), value: booking.referenceNumber, testId: 'reference-number' },
    { label: t('details.pnr'), value: booking.pnr ?? '—', testId: 'pnr' },
    { label: t('details.bookedOn'), value: formatInstant(booking.createdAt, language) },
    { label: t('details.customer'), value: booking.customerName },
  ];
  if (booking.bookedStatus)
    facts.push({
      label: t('details.airlineStatus'),
      value: t(`bookedStatus.${booking.bookedStatus}`, { defaultValue: booking.bookedStatus }),
      testId: 'booked-status',
    });
  if (booking.ticketingTimeLimit && booking.bookingStatus !== 'ticketed')
    facts.push({ label: t('details.ticketBy'), value: formatInstant(booking.ticketingTimeLimit, language) });
  if (booking.cancelledAt)
    facts.push({ label: t('details.cancelledOn'), value: formatInstant(booking.cancelledAt, language) });
  if (booking.refund)
    facts.push({ label: t('details.refunded'), value: formatMoney(booking.refund, language), testId: 'refunded' });
  return (
    <BookingSummaryCard
      title={<Ltr>{routeOf(booking.flights)}</Ltr>}
      status={<BookingStatusBadge status={booking.bookingStatus} />}
    >
      <BookingFacts facts={facts} />
    </BookingSummaryCard>
  );
}
