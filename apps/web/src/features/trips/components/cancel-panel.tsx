import { Alert, Button, Group, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type FlightBooking } from '@travel/contracts';
import { useIsAgencyActive } from '../../../shared/agency/agency-context';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { notify } from '../../../shared/ui/notify';
import { useCancelBooking } from '../api/cancel-booking';
import { useCancelVoidBooking } from '../api/cancel-void-booking';
import { useGetPenalty, type CancellationQuote } from '../api/get-penalty';

interface CancelPanelProps {
  referenceNumber: string;
  /** Tickets were issued (the quote then follows the fare's rules unless a void is still possible). */
  isTicketed: boolean;
  /** The booking as the server answered the cancellation. */
  onCancelled(booking: FlightBooking): void;
  /** A refused cancellation: the booking may have changed meanwhile. */
  onFailed(): void;
}

/**
 * Cancellation in two steps: the quote first (what is kept, what comes back), then cancel after a
 * confirmation dialog. Within 24 hours of ticketing the cancellation is a void (everything back);
 * the customer is told so, but the action stays 'Cancel booking': voiding is the agency's word.
 */
export function CancelPanel({ referenceNumber, isTicketed, onCancelled, onFailed }: CancelPanelProps) {
  const { t } = useTranslation('trips');
  const language = currentLanguage();
  const [quote, setQuote] = useState<CancellationQuote | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const penalty = useGetPenalty();
  const cancel = useCancelBooking();
  const cancelVoid = useCancelVoidBooking();
  const isActive = useIsAgencyActive();
  const action = quote?.isVoidable ? cancelVoid : cancel;

  const getQuote = () => penalty.mutate(referenceNumber, { onSuccess: setQuote });
  const confirm = () =>
    action.mutate(referenceNumber, {
      onSuccess: (response) => {
        void notify(t('common:message.flightCancelled'), 'success');
        onCancelled(response.data);
      },
      onError: onFailed,
      onSettled: () => {
        setConfirming(false);
        setQuote(null);
      },
    });

  if (!quote) {
    return (
      <Group>
        <Button variant="light" color="red" onClick={getQuote} loading={penalty.isPending} disabled={!isActive}>
          {t('cancel.getQuote')}
        </Button>
      </Group>
    );
  }
  const penaltyText = formatMoney(quote.penalty, language);
  const refundText = formatMoney(quote.refund, language);
  return (
    <Paper withBorder radius="md" p="md" data-testid="cancellation-quote">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <div>
            <Text size="sm" c="dimmed">
              {t('cancel.penalty')}
            </Text>
            <Text fw={700} data-testid="penalty-amount">
              {penaltyText}
            </Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              {t('cancel.refund')}
            </Text>
            <Text fw={700} data-testid="refund-amount">
              {refundText}
            </Text>
          </div>
        </SimpleGrid>
        <Alert color={quote.isVoidable ? 'teal' : 'gray'} variant="light" data-testid="voidable-note">
          {quote.isVoidable ? t('cancel.voidable') : isTicketed ? t('cancel.notVoidable') : t('cancel.notTicketed')}
        </Alert>
        <Group>
          <Button color="red" onClick={() => setConfirming(true)} disabled={!isActive}>
            {t('cancel.cancel')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={isConfirming}
        onClose={() => setConfirming(false)}
        title={t('cancel.confirmCancelTitle')}
        closeButtonProps={{ 'aria-label': t('common:common.close') }}
        centered
      >
        <Stack>
          <Text>{t('cancel.confirmText', { refund: refundText, penalty: penaltyText })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={action.isPending}>
              {t('cancel.keep')}
            </Button>
            <Button color="red" onClick={confirm} loading={action.isPending} disabled={!isActive}>
              {t('cancel.confirmCancel')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
