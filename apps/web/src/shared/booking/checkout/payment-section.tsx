import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { BookingBase } from '@travel/contracts';
import { formatMoney } from '@travel/contracts';
import { currentLanguage } from '../../i18n/i18n';
import { PayUntil } from '../../widgets/pay-booking';
import { CardForm } from './card-form';
import type { CardPayment } from './use-card-payment';

/**
 * The payment step of a booking awaiting payment: what is held (the vertical's words), until
 * when it can be paid, and the card form for its total; or, while an owner or admin has not yet
 * approved it, that it waits for them.
 */
export function PaymentSection({
  booking,
  held,
  payment,
}: {
  booking: Pick<BookingBase, 'bookingStatus' | 'referenceNumber' | 'breakdown' | 'approval'> & {
    ticketingTimeLimit?: string | null;
  };
  /** What is held under the reference and what paying does (a flight's seats, a hotel's rooms). */
  held: string;
  payment: CardPayment;
}) {
  const { t } = useTranslation('checkout');
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="payment-title">
      <Title order={2} size="h4" id="payment-title" mb="xs">
        {t('payment')}
      </Title>
      <Text size="sm">{held}</Text>
      <PayUntil booking={booking} />
      {booking.approval?.status === 'pending' ? (
        // A restricted agent's booking over the agency's limit: nothing can be charged before an
        // owner or admin approves it (the server refuses), so no card form until then.
        <Alert mt="md" color="yellow" variant="light" title={t('approval.title')} data-testid="awaiting-approval">
          {t('approval.pending')}
        </Alert>
      ) : (
        <Stack mt="md">
          <CardForm
            amountLabel={formatMoney(
              { amount: booking.breakdown.total, currency: booking.breakdown.currency },
              currentLanguage(),
            )}
            isPaying={payment.isPaying}
            error={payment.error}
            onToken={(token) => payment.pay(booking.referenceNumber, token)}
          />
        </Stack>
      )}
    </Paper>
  );
}
