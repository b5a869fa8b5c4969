import { Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/react';
import { formatMoney, type ActivityBooking } from '@travel/contracts';
import { useActivityStart } from '../../../shared/activity/activity-booking-sections';
import { useTravelersLine } from '../../../shared/activity/activity-summary';
import { activityPayPath } from '../../../shared/activity/paths';
import type { BookingRowView } from '../../../shared/booking/manage/bookings-table';
import { BookingRowActions } from '../../../shared/booking/manage/row-actions';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { BookingStatusBadge } from '../../../shared/widgets/booking-status';
import { Ltr } from '../../../shared/widgets/ltr';
import { AgencyActivityCancelDialog } from './agency-activity-cancel';

/** The activity, where, when on its place's clock, who. */
function ActivityCell({ booking }: { booking: ActivityBooking }) {
  const start = useActivityStart();
  const travelersLine = useTravelersLine();
  return (
    <>
      <Text size="sm" fw={600}>
        {booking.activity.title}
      </Text>
      <Text size="xs" c="dimmed">
        {start(booking.activity)} · {travelersLine(booking.activity.travelers)}
      </Text>
    </>
  );
}

/** The agency's commission and transaction fee (spec section 3: agencyCommission, agencyTransactionFee). */
function CommissionCell({ booking }: { booking: ActivityBooking }) {
  const { t } = useTranslation('agency');
  const language = currentLanguage();
  const money = (amount: number) => formatMoney({ amount, currency: booking.breakdown.currency }, language);
  return (
    <>
      <Text size="sm" data-testid="commission">
        <Ltr>{money(booking.agencyCommission)}</Ltr>
      </Text>
      <Text size="xs" c="dimmed" data-testid="transaction-fee">
        {t('activities.table.fee')} <Ltr>{money(booking.agencyTransactionFee)}</Ltr>
      </Text>
    </>
  );
}

function RowActions({ booking }: { booking: ActivityBooking }) {
  const { t } = useTranslation('agency');
  return (
    <BookingRowActions
      booking={booking}
      view={{
        to: `/bookings/activities/${booking.bookingId}`,
        text: t('activities.actions.view'),
        label: t('activities.actions.viewLabel', { reference: booking.referenceNumber }),
      }}
      payPath={activityPayPath(booking.referenceNumber)}
      cancel={{
        text: t('activities.actions.cancel'),
        label: t('activities.actions.cancelLabel', { reference: booking.referenceNumber }),
        dialog: (close) => <AgencyActivityCancelDialog booking={booking} onClose={close} />,
      }}
    />
  );
}

/** An activity booking in the agency's table: activity, commission, the operator's reference, status, actions. */
export function useActivityRowView(): BookingRowView<ActivityBooking> {
  const { t } = useTranslation('agency');
  return {
    columns: [
      { key: 'activity', cell: (booking) => <ActivityCell booking={booking} /> },
      { key: 'commission', cell: (booking) => <CommissionCell booking={booking} /> },
    ],
    referenceNote: (booking) =>
      booking.bookingRef
        ? { value: booking.bookingRef, label: t('activities.table.supplierReference', { number: booking.bookingRef }) }
        : null,
    title: (booking) => booking.activity.title,
    status: (booking) => <BookingStatusBadge status={booking.bookingStatus} />,
    actions: (booking) => <RowActions booking={booking} />,
  };
}
