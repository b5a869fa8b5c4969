import type { ReactNode } from 'react';
import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../i18n/react';
import { formatMoney, type PriceLine } from '@travel/contracts';
import { currentLanguage } from '../i18n/i18n';
import { Ltr } from './ltr';

interface Props {
  currency: string;
  lines: PriceLine[];
  total: number;
  /** Agents see the markup named as such; customers see it as the agency's service charge. */
  audience?: 'customer' | 'agency';
  /** Shown under the total (how it was paid, for instance). */
  children?: ReactNode;
}

/**
 * A price as its lines (fare and taxes per passenger type, markup, agency fee, refund
 * protection) and their total, labelled the same on every page that shows a price.
 */
export function PriceLines({ currency, lines, total, audience = 'customer', children }: Props) {
  const { t } = useTranslation('common', { keyPrefix: 'priceLines' });
  const language = currentLanguage();
  const money = (amount: number) => formatMoney({ amount, currency }, language);
  const labelOf = (line: PriceLine) => {
    if (line.kind === 'markup' && audience === 'agency') return t('markupForAgents');
    if (!line.passengerType) return t(line.kind);
    const type = t(`passengerTypes.${line.passengerType}`, { count: line.count ?? 1 });
    return t(`${line.kind}Of` as 'base_fareOf', { count: line.count ?? 1, type });
  };
  return (
    <Stack gap={6} data-testid="price-breakdown">
      {lines.map((line, index) => (
        <Group
          key={`${line.kind}-${line.passengerType ?? ''}-${index}`}
          justify="space-between"
          wrap="nowrap"
          data-testid="price-line"
          data-kind={line.kind}
        >
          <Text size="sm">
            <Ltr>{labelOf(line)}</Ltr>
          </Text>
          <Text size="sm">
            <Ltr>{money(line.amount)}</Ltr>
          </Text>
        </Group>
      ))}
      <Divider />
      <Group justify="space-between">
        <Text fw={700}>{t('total')}</Text>
        <Text fw={700} data-testid="price-total">
          <Ltr>{money(total)}</Ltr>
        </Text>
      </Group>
      {children}
    </Stack>
  );
}
