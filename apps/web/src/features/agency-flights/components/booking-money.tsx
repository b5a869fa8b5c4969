import { PaidSplit } from '../../../shared/wallet/paid-split';
import { Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/react';
import type { FlightBooking } from '@travel/contracts';
import { cardBrandName } from '../../../shared/format/card-brand';
import { PriceLines } from '../../../shared/widgets/price-lines';

/** The price lines as the agency sees them (its markup named as such), total and payment. */
export function BookingMoney({ booking }: { booking: FlightBooking }) {
  const { t } = useTranslation('agency');
  const { breakdown, payment } = booking;
  return (
    <PriceLines currency={breakdown.currency} lines={breakdown.lines} total={breakdown.total} audience="agency">
      {(booking.paidFromCard > 0 || booking.paidFromCredit === 0) && (
        <Text size="sm" c="dimmed" data-testid="payment-card">
          {!payment
            ? t('flights.price.unpaid')
            : payment.cardLast4
              ? t('flights.price.card', { brand: cardBrandName(payment.cardBrand), last4: payment.cardLast4 })
              : t('flights.price.onAccount')}
        </Text>
      )}
      <PaidSplit booking={booking} />
    </PriceLines>
  );
}
