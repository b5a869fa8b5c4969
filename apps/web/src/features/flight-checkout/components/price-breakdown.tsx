import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, type PriceLine } from '@travel/contracts';
import { currentLanguage } from '../../../shared/i18n/i18n';

/** The price as its lines (per passenger type, markup, fee, protection) and their total. */
export function PriceBreakdown({ currency, lines, total }: { currency: string; lines: PriceLine[]; total: number }) {
  const { t } = useTranslation('checkout');
  const language = currentLanguage();
  const money = (amount: number) => formatMoney({ amount, currency }, language);
  return (
    <Stack gap={6} data-testid="price-breakdown">
      {lines.map((line, index) => (
        <Group
          key={`${line.kind}-${line.passengerType ?? ''}-${index}`}
          justify="space-between"
          wrap="nowrap"
          data-kind={line.kind}
        >
          <Text size="sm">
            {line.passengerType
              ? t(`lines.${line.kind}Of`, {
                  count: line.count,
                  type: t(`passengerTypes.${line.passengerType}`, { count: line.count }),
                })
              : t(`lines.${line.kind}`)}
          </Text>
          <Text size="sm">{money(line.amount)}</Text>
        </Group>
      ))}
      <Divider />
      <Group justify="space-between">
        <Text fw={700}>{t('total')}</Text>
        <Text fw={700} data-testid="price-total">
          {money(total)}
        </Text>
      </Group>
    </Stack>
  );
}
