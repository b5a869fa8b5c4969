import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { BookingBase } from '@travel/contracts';
import { formatMoney } from '@travel/contracts';
import { currentLanguage } from '../../i18n/i18n';
import { PayUntil } from '../../widgets/pay-booking';
import { CardForm } from './card-form';
import { CreditChoice } from '../../wallet/credit-choice';
import { useSession } from '../../session/session-context';
import type { CardPayment } from './use-card-payment';

/**
 * The payment step of a booking awaiting payment: what is held (the vertical's words), until
 * when it can be paid, the reward credit to use (when the customer has some in the booking's
 * currency), and the card form for the rest (none when credit pays it all); or, while an owner or admin has not yet
 * approved it, that it waits for them.
 */
export function PaymentSection({
  booking,
  held,
  payment,
}: {
  booking: Pick<BookingBase, 'bookingStatus' | 'referenceNumber' | 'breakdown' | 'approval' | 'customerId'> & {
    ticketingTimeLimit?: string | null;
  };
  /** What is held under the reference and what paying does (a flight's seats, a hotel's rooms). */
  held: string;
  payment: CardPayment;
}) {
  const { t } = useTranslation('checkout');
  const { t: tw } = useTranslation('wallet');
  const [credit, setCredit] = useState(0);
  const { profile } = useSession();
  const isOwnBooking = profile !== null && profile._id === booking.customerId;
  const { total, currency } = booking.breakdown;
  const money = (amount: number) => formatMoney({ amount, currency }, currentLanguage());
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
          {/* Reward credit is its owner's: an agent paying a client's booking has none to spend on it. */}
          {isOwnBooking && (
            <CreditChoice
              total={total}
              currency={currency}
              value={credit}
              onChange={setCredit}
              disabled={payment.isPaying}
            />
          )}
          {credit >= total ? (
            <>
              {payment.error && (
                <Alert color="red" role="alert" data-testid="payment-error">
                  {payment.error}
                </Alert>
              )}
              <Button
                loading={payment.isPaying}
                onClick={() => payment.pay(booking.referenceNumber, null, credit)}
                data-testid="pay-with-credit"
              >
                {tw('pay.payWithCredit', { amount: money(credit) })}
              </Button>
            </>
          ) : (
            <CardForm
              amountLabel={money(total - credit)}
              isPaying={payment.isPaying}
              error={payment.error}
              onToken={(token) => payment.pay(booking.referenceNumber, token, credit)}
            />
          )}
        </Stack>
      )}
    </Paper>
  );
}
