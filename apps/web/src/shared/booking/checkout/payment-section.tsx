import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { BookingBase } from '@travel/contracts';
import { formatMoney } from '@travel/contracts';
import { currentLanguage } from '../../i18n/i18n';
import { PayUntil } from '../../widgets/pay-booking';
import { CardForm } from './card-form';
import type { CardPayment } from './use-card-payment';

/**
 * The payment step of a booking awaiting payment: what is held (the vertical's words), until
 * when it can be paid, and the card form for its total.
 */
export function PaymentSection({
  booking,
  held,
  payment,
}: {
  booking: Pick<BookingBase, 'bookingStatus' | 'referenceNumber' | 'breakdown'> & {
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
    </Paper>
  );
}
