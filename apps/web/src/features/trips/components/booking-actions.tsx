import { Button, Group } from '@mantine/core';
import { IconMail, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/react';
import type { BookingBase } from '@travel/contracts';
import { useIsAgencyActive } from '../../../shared/agency/agency-context';
import { notify } from '../../../shared/ui/notify';
import { PayBookingButton } from '../../../shared/widgets/pay-booking';
import { useClaimRefund } from '../api/claim-refund';
import { useSendConfirmation } from '../api/send-confirmation';
import { canClaimProtection } from '../lib/booking';

/** Pay a held booking (until its time limit); resend the confirmation mail; claim the refund protection of a protected, cancelled booking. */
export function BookingActions<B extends BookingBase>({
  booking,
  payPath,
  sendConfirmationPath,
  onChanged,
}: {
  booking: B;
  /** Where the vertical pays a held booking (null: nowhere yet). */
  payPath: string | null;
  /** The vertical's endpoint that resends the confirmation. */
  sendConfirmationPath: string;
  onChanged(booking: B): void;
}) {
  const { t } = useTranslation('trips');
  const resend = useSendConfirmation(sendConfirmationPath);
  const claim = useClaimRefund<B>();
  const isActive = useIsAgencyActive();
  const canResend = booking.bookingStatus !== 'pending_payment' && booking.bookingStatus !== 'failed';
  return (
    <Group gap="sm" align="flex-start">
      <PayBookingButton booking={booking} payPath={payPath} />
      {canResend && (
        <Button
          variant="default"
          leftSection={<IconMail size={16} aria-hidden />}
          loading={resend.isPending}
          disabled={!isActive}
          onClick={() =>
            resend.mutate(booking.referenceNumber, {
              onSuccess: (response) => void notify(response.message || t('common:message.confirmationSent'), 'success'),
            })
          }
        >
          {t('details.resend')}
        </Button>
      )}
      {canClaimProtection(booking) && (
        <Button
          color="teal"
          leftSection={<IconShieldCheck size={16} aria-hidden />}
          loading={claim.isPending}
          disabled={!isActive}
          onClick={() =>
            claim.mutate(booking.referenceNumber, {
              onSuccess: (response) => {
                void notify(response.message || t('common:message.refunded'), 'success');
                onChanged(response.data);
              },
            })
          }
        >
          {t('details.claimProtection')}
        </Button>
      )}
    </Group>
  );
}
