import { Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FlightBooking } from '@travel/contracts';
import { useIsAgencyActive } from '../../../shared/agency/agency-context';
import { notify } from '../../../shared/ui/notify';
import { useCancelBooking } from '../api/cancel-booking';
import { useCancelVoidBooking } from '../api/cancel-void-booking';
import type { CancellationQuote } from '@travel/contracts';
import { getPenalty } from '../api/get-penalty';
import { QuoteSummary } from './quote-summary';

interface CancelDialogProps {
  booking: Pick<FlightBooking, 'referenceNumber' | 'bookingStatus'>;
  opened: boolean;
  onClose(): void;
  /** A quote already fetched; without it the dialog asks for one when it opens. */
  quote?: CancellationQuote | null;
}

/**
 * The confirmation of a cancellation: the quote, then 'Confirm void' when the ticket can still be
 * voided, else 'Confirm cancellation'. The answer replaces the booking in the list.
 */
export function CancelDialog({ booking, opened, onClose, quote: given = null }: CancelDialogProps) {
  const { t } = useTranslation('agency');
  const queryClient = useQueryClient();
  const fetched = useQuery({
    queryKey: ['agency-flights', 'penalty', booking.referenceNumber],
    queryFn: () => getPenalty(booking.referenceNumber),
    enabled: opened && given === null,
    staleTime: 0,
    gcTime: 0,
  });
  const quote = given ?? fetched.data ?? null;
  const cancel = useCancelBooking();
  const cancelVoid = useCancelVoidBooking();
  const action = quote?.isVoidable ? cancelVoid : cancel;
  const isActive = useIsAgencyActive();

  const confirm = () =>
    action.mutate(booking.referenceNumber, {
      onSuccess: () => void notify(t('common:message.flightCancelled'), 'success'),
      // Refused: the booking may have changed meanwhile.
      onError: () => void queryClient.invalidateQueries({ queryKey: ['agency-flights'] }),
      onSettled: onClose,
    });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        quote?.isVoidable
          ? t('flights.cancel.voidTitle', { reference: booking.referenceNumber })
          : t('flights.cancel.cancelTitle', { reference: booking.referenceNumber })
      }
      closeButtonProps={{ 'aria-label': t('common:common.close') }}
      centered
    >
      {quote ? (
        <Stack>
          <QuoteSummary quote={quote} isTicketed={booking.bookingStatus === 'ticketed'} />
          <Text size="sm">{t('flights.cancel.irreversible')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={action.isPending}>
              {t('flights.cancel.keep')}
            </Button>
            <Button color="red" onClick={confirm} loading={action.isPending} disabled={!isActive}>
              {quote.isVoidable ? t('flights.cancel.confirmVoid') : t('flights.cancel.confirmCancel')}
            </Button>
          </Group>
        </Stack>
      ) : fetched.isError ? (
        <Text c="red">{t('flights.cancel.quoteFailed')}</Text>
      ) : (
        <Center py="md">
          <Loader aria-label={t('common:common.loading')} />
        </Center>
      )}
    </Modal>
  );
}
