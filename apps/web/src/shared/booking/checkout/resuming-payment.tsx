import { Alert, Button, Container, Loader, Stack } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { CardPayment } from './use-card-payment';

/**
 * Back from the bank's 3-D Secure page: the payment finishing, or why it did not, with the way
 * to the booking (still awaiting payment) to try again.
 */
export function ResumingPayment({ payment, onViewBooking }: { payment: CardPayment; onViewBooking(): void }) {
  const { t } = useTranslation('checkout');
  return (
    <Container size="sm" py="xl">
      <Stack align="center">
        {payment.error ? (
          <>
            <Alert color="red" role="alert" data-testid="payment-error">
              {payment.error}
            </Alert>
            <Button onClick={onViewBooking}>{t('viewBooking')}</Button>
          </>
        ) : (
          <Loader aria-label={t('paying')} />
        )}
      </Stack>
    </Container>
  );
}
