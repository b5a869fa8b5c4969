import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, type FlightBooking } from '@travel/contracts';
import { currentLanguage } from '../../../shared/i18n/i18n';

type Line = FlightBooking['breakdown']['lines'][number];

/** 'visa' -> 'Visa': the gateway's brand codes are lower case. */
const brandName = (brand: string | null) => (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : '');

/** The breakdown as its lines (fare and taxes per passenger type, fees, protection) and their total. */
export function BookingPrice({ breakdown, payment }: Pick<FlightBooking, 'breakdown' | 'payment'>) {
  const { t } = useTranslation('trips');
  const language = currentLanguage();
  const money = (amount: number) => formatMoney({ amount, currency: breakdown.currency }, language);
  const labelOf = (line: Line) =>
    line.passengerType
      ? t(`price.${line.kind}Of`, {
          count: line.count,
          type: t(`passengerTypes.${line.passengerType}`, { count: line.count }),
        })
      : t(`price.${line.kind}`);
  return (
    <Stack gap={6} data-testid="price-breakdown">
      {breakdown.lines.map((line, index) => (
        <Group
          key={`${line.kind}-${line.passengerType ?? ''}-${index}`}
          justify="space-between"
          wrap="nowrap"
          data-testid="price-line"
          data-kind={line.kind}
        >
          <Text size="sm">{labelOf(line)}</Text>
          <Text size="sm">{money(line.amount)}</Text>
        </Group>
      ))}
      <Divider />
      <Group justify="space-between">
        <Text fw={700}>{t('price.total')}</Text>
        <Text fw={700} data-testid="price-total">
          {money(breakdown.total)}
        </Text>
      </Group>
      {payment && (
        <Text size="sm" c="dimmed" data-testid="payment-card">
          {payment.cardLast4
            ? t('price.paidWithCard', {
                brand: brandName(payment.cardBrand),
                last4: payment.cardLast4,
                status: t(`price.paymentStatus.${payment.status}`, { defaultValue: payment.status }),
              })
            : t('price.paidOnAccount', {
                status: t(`price.paymentStatus.${payment.status}`, { defaultValue: payment.status }),
              })}
        </Text>
      )}
    </Stack>
  );
}
