import { useParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import { formatMoney } from '@travel/contracts';
import {
  ActivityBookingHead,
  ActivityBookingSections,
  useActivityStart,
} from '../../../shared/activity/activity-booking-sections';
import { ActivityCancel } from '../../../shared/activity/activity-cancel';
import { AgencyBookingPage } from '../../../shared/booking/manage/agency-booking-page';
import { AgencyBookingSide } from '../../../shared/booking/manage/agency-booking-side';
import type { BookingFact } from '../../../shared/booking/manage/booking-facts';
import { formatInstant } from '../../../shared/format/booking';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useAgencyActivity } from '../api/activity-bookings';
import { useAgencyActivityCancelled } from '../components/agency-activity-cancel';

/** One activity booking of the agency (/bookings/activities/:id), with the same cancel as its row in the list. */
export function ActivityBookingPage() {
  const { t } = useTranslation('agency');
  const language = currentLanguage();
  const start = useActivityStart();
  const id = useParams().id ?? '';
  const details = useAgencyActivity(id);
  const cancelled = useAgencyActivityCancelled(false);
  return (
    <AgencyBookingPage query={details} back={{ to: '/bookings/activities', label: t('activities.detail.back') }}>
      {(booking, readAt) => {
        const money = (amount: number) => formatMoney({ amount, currency: booking.breakdown.currency }, language);
        const facts: BookingFact[] = [
          { label: t('activities.detail.reference'), value: booking.referenceNumber, testId: 'reference-number' },
          { label: t('activities.detail.supplierReference'), value: booking.bookingRef ?? '—' },
          { label: t('activities.detail.start'), value: start(booking.activity) },
          { label: t('activities.detail.customer'), value: booking.customerName },
          { label: t('activities.detail.created'), value: formatInstant(booking.createdAt, language) },
          { label: t('activities.detail.commission'), value: money(booking.agencyCommission), testId: 'commission' },
          { label: t('activities.detail.fee'), value: money(booking.agencyTransactionFee), testId: 'transaction-fee' },
        ];
        if (booking.cancelledAt)
          facts.push({
            label: t('activities.detail.cancelledAt'),
            value: formatInstant(booking.cancelledAt, language),
          });
        return {
          summary: <ActivityBookingHead booking={booking} facts={facts} />,
          main: <ActivityBookingSections booking={booking} />,
          side: (
            <AgencyBookingSide
              booking={booking}
              textsPrefix="activities"
              cancel=<ActivityCancel key={readAt} booking={booking} {...cancelled} />
            />
          ),
        };
      }}
    </AgencyBookingPage>
  );
}
