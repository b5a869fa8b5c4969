import { Text } from '@mantine/core';
import { formatMoney, type BookingBase } from '@travel/contracts';
import { currentLanguage } from '../i18n/i18n';
import { useTranslation } from '../i18n/react';
import { Ltr } from '../widgets/ltr';

/** How a paid booking was paid when reward credit took part: from credit, and by card. */
export function PaidSplit({
  booking,
}: {
  booking: Pick<BookingBase, 'paidFromCredit' | 'paidFromCard' | 'breakdown'>;
}) {
  const { t } = useTranslation('wallet');
  if (booking.paidFromCredit <= 0) return null;
  const money = (amount: number) => formatMoney({ amount, currency: booking.breakdown.currency }, currentLanguage());
  return (
    <Text size="sm" c="dimmed" data-testid="paid-split">
      <Ltr>{t('paid.fromCredit', { amount: money(booking.paidFromCredit) })}</Ltr>
      {' · '}
      <Ltr>{t('paid.fromCard', { amount: money(booking.paidFromCard) })}</Ltr>
    </Text>
  );
}
