import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, type FlightBooking } from '@travel/contracts';
import { currentLanguage } from '../../../shared/i18n/i18n';

/** 'visa' -> 'Visa': the gateway's brand codes are lower case. */
const brandName = (brand: string | null) => (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : '');

/** The price lines (fare and taxes per passenger type, service fee, agency fee, protection), total and payment. */
export function BookingMoney({ booking }: { booking: FlightBooking }) {
  const { t } = useTranslation('agency');
  const language = currentLanguage();
  const { breakdown, payment } = booking;
  const money = (amount: number) => formatMoney({ amount, currency: breakdown.currency }, language);
  return (
    <Stack gap={6} data-testid="price-breakdown">
      {breakdown.lines.map((line, index) => (
        <Group
          key={`${line.kind}-${line.passengerType ?? ''}-${index}`}
          justify="space-between"
          wrap="nowrap"
          data-kind={line.kind}
        >
          <Text size="sm">
            {line.passengerType
              ? t(`flights.price.${line.kind}Of`, { count: line.count, type: line.passengerType })
              : t(`flights.price.${line.kind}`)}
          </Text>
          <Text size="sm">{money(line.amount)}</Text>
        </Group>
      ))}
      <Divider />
      <Group justify="space-between">
        <Text fw={700}>{t('flights.price.total')}</Text>
        <Text fw={700} data-testid="price-total">
          {money(breakdown.total)}
        </Text>
      </Group>
      <Text size="sm" c="dimmed" data-testid="payment-card">
        {!payment
          ? t('flights.price.unpaid')
          : payment.cardLast4
            ? t('flights.price.card', { brand: brandName(payment.cardBrand), last4: payment.cardLast4 })
            : t('flights.price.onAccount')}
      </Text>
    </Stack>
  );
}
