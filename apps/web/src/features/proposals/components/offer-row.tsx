import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatMoney, type Money } from '@travel/contracts';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/react';
import { Ltr } from '../../../shared/widgets/ltr';

export function OfferList({ children }: { children: ReactNode }) {
  return (
    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}

/** One offer of an extra's search: what it is, its price for the agent's view, and adding it. */
export function OfferRow(props: { title: string; detail: string; price: Money; onAdd(): void }) {
  const { title, detail, price, onAdd } = props;
  const { t } = useTranslation('proposals');
  return (
    <Group component="li" justify="space-between" wrap="wrap" gap="xs" data-testid="extra-offer">
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600}>
          {title}
        </Text>
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      </div>
      <Group gap="xs">
        <Text fw={700}>
          <Ltr>{formatMoney(price, currentLanguage())}</Ltr>
        </Text>
        <Button size="xs" aria-label={t('extras.addOffer', { name: `${title}, ${detail}` })} onClick={onAdd}>
          {t('new.add')}
        </Button>
      </Group>
    </Group>
  );
}
