import { Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/react';
import type { BookingBase } from '@travel/contracts';
import { cardBrandName } from '../../../shared/format/card-brand';
import { Ltr } from '../../../shared/widgets/ltr';
import { PriceLines } from '../../../shared/widgets/price-lines';
import { PaidSplit } from '../../../shared/wallet/paid-split';

/** The breakdown as its lines and total, then how it was paid (with reward credit: how much from it). */
export function BookingPrice({
  breakdown,
  payment,
  paidFromCredit,
  paidFromCard,
}: Pick<BookingBase, 'breakdown' | 'payment' | 'paidFromCredit' | 'paidFromCard'>) {
  const { t } = useTranslation('trips');
  const status = payment && t(`price.paymentStatus.${payment.status}`, { defaultValue: payment.status });
  return (
    <PriceLines currency={breakdown.currency} lines={breakdown.lines} total={breakdown.total}>
      <PaidSplit booking={{ breakdown, paidFromCredit, paidFromCard }} />
      {payment && (paidFromCard > 0 || paidFromCredit === 0) && (
        <Text size="sm" c="dimmed" data-testid="payment-card">
          <Ltr>
            {payment.cardLast4
              ? t('price.paidWithCard', { brand: cardBrandName(payment.cardBrand), last4: payment.cardLast4, status })
              : t('price.paidOnAccount', { status })}
          </Ltr>
        </Text>
      )}
    </PriceLines>
  );
}
