import { useTranslation } from '../../../shared/i18n/react';
import { formatMoney, type ActivityBooking } from '@travel/contracts';
import { ActivityBookingHead, useActivityStart } from '../../../shared/activity/activity-booking-sections';
import { ActivityCancel } from '../../../shared/activity/activity-cancel';
import type { BookingFact } from '../../../shared/booking/manage/booking-facts';
import { formatInstant } from '../../../shared/format/booking';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { notify } from '../../../shared/ui/notify';

/** An activity booking at a glance: status, references, start, when booked, refund. */
export function ActivityTripSummary({ booking }: { booking: ActivityBooking }) {
  const { t } = useTranslation('trips');
  const { t: ta } = useTranslation('activity-booking');
  const language = currentLanguage();
  const start = useActivityStart();
  const facts: BookingFact[] = [
    { label: t('details.reference'), value: booking.referenceNumber, testId: 'reference-number' },
    { label: ta('booking.supplierReference'), value: booking.bookingRef ?? '—', testId: 'supplier-reference' },
    { label: ta('booking.start'), value: start(booking.activity), testId: 'activity-start' },
    { label: t('details.bookedOn'), value: formatInstant(booking.createdAt, language) },
    { label: t('details.customer'), value: booking.customerName },
  ];
  if (booking.cancelledAt)
    facts.push({ label: t('details.cancelledOn'), value: formatInstant(booking.cancelledAt, language) });
  if (booking.refund)
    facts.push({ label: t('details.refunded'), value: formatMoney(booking.refund, language), testId: 'refunded' });
  return <ActivityBookingHead booking={booking} facts={facts} />;
}

/** The customer's cancellation on the details page; the server words its success. */
export function ActivityTripCancel({
  booking,
  onCancelled,
  onFailed,
}: {
  booking: ActivityBooking;
  onCancelled(booking: ActivityBooking): void;
  onFailed(): void;
}) {
  return (
    <ActivityCancel
      booking={booking}
      onCancelled={(cancelled, message) => {
        void notify(message, 'success');
        onCancelled(cancelled);
      }}
      onFailed={onFailed}
    />
  );
}
