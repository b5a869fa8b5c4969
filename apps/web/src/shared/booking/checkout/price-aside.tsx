import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import type { PriceLine } from '@travel/contracts';
import { PriceBreakdown } from './price-breakdown';

/** The checkout's price column: what is bought (a flight's fare family) and the price's lines, kept in view as the page scrolls. */
export function PriceAside({
  subtitle,
  price,
  audience,
  children,
}: {
  /** What is bought, under the title (a flight's fare family). */
  subtitle: string;
  price: { currency: string; lines: PriceLine[]; total: number };
  audience: 'customer' | 'agency';
  /** What follows the lines (the agent's markup note). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('checkout');
  return (
    <Paper withBorder p="lg" radius="md" component="aside" aria-labelledby="price-title" pos="sticky" top={16}>
      <Title order={2} size="h4" id="price-title" mb="xs">
        {t('price')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {subtitle}
      </Text>
      <PriceBreakdown {...price} audience={audience} />
      {children}
    </Paper>
  );
}
