import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';

/** The supplier's price moved since the search: show old and new, accept or go back. */
export function PriceChangeDialog({
  opened,
  previous,
  current,
  onAccept,
  onBack,
  text,
}: {
  opened: boolean;
  /** Who changed it and what (a flight's airline by default). */
  text?: string;
  previous: string;
  current: string;
  onAccept(): void;
  onBack(): void;
}) {
  const { t } = useTranslation('checkout');
  return (
    <Modal opened={opened} onClose={onBack} title={t('priceChanged.title')} centered closeOnClickOutside={false}>
      <Stack>
        <Text>{text ?? t('priceChanged.text')}</Text>
        <Group justify="space-between">
          <Text c="dimmed">{t('priceChanged.was')}</Text>
          <Text td="line-through" data-testid="old-price">
            {previous}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text fw={600}>{t('priceChanged.now')}</Text>
          <Text fw={700} data-testid="new-price">
            {current}
          </Text>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onBack}>
            {t('priceChanged.back')}
          </Button>
          <Button onClick={onAccept}>{t('priceChanged.accept')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
