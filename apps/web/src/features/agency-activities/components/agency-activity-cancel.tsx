import { Modal } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/react';
import type { ActivityBooking } from '@travel/contracts';
import { ActivityCancel } from '../../../shared/activity/activity-cancel';
import { notify } from '../../../shared/ui/notify';
import { isStillListed, replaceActivityBooking } from '../api/activity-bookings';

/**
 * The agent's cancellation of an activity (the customer's own, with reasons and a refund that
 * may change): the answer replaces the row and the list is read again (CANCELLED, commission and
 * fee updated); a booking the list no longer holds says 'Booking update failed. Please refresh
 * the page.'.
 */
export function useAgencyActivityCancelled(inList: boolean) {
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  return {
    onCancelled: (booking: ActivityBooking, message: string) => {
      replaceActivityBooking(queryClient, booking);
      if (!inList) {
        void notify(message, 'success');
        return;
      }
      // The list is read again: its row shows CANCELLED with the commission and fee updated.
      void isStillListed(queryClient, booking.bookingId).then((isListed) =>
        notify(isListed ? message : t('message.activityBookingMissing'), isListed ? 'success' : 'error'),
      );
    },
    onFailed: () => void queryClient.invalidateQueries({ queryKey: ['agency-activities'] }),
  };
}

export function AgencyActivityCancelDialog({ booking, onClose }: { booking: ActivityBooking; onClose(): void }) {
  const { t } = useTranslation('agency');
  const { t: tCommon } = useTranslation('common');
  const { onCancelled, onFailed } = useAgencyActivityCancelled(true);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('activities.cancel.cancelTitle', { reference: booking.referenceNumber })}
      closeButtonProps={{ 'aria-label': tCommon('common.close') }}
      centered
    >
      <ActivityCancel
        booking={booking}
        onCancelled={(cancelled, message) => {
          onCancelled(cancelled, message);
          onClose();
        }}
        onFailed={onFailed}
      />
    </Modal>
  );
}
