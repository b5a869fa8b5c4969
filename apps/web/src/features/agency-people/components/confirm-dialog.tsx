import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/react';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  /** A change that takes something away (deactivate): the button is red. */
  isDanger?: boolean;
  isBusy?: boolean;
  /** Whether closing gives the focus back to the button that opened it (not when the page moves it). */
  returnFocus?: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before a change to a person that they would notice (deactivation, promotion, demotion). */
export function ConfirmDialog({
  opened,
  title,
  body,
  confirmLabel,
  isDanger = false,
  isBusy = false,
  returnFocus = true,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation('people');
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered returnFocus={returnFocus}>
      <Stack gap="md">
        <Text>{body}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color={isDanger ? 'red' : undefined} loading={isBusy} onClick={onConfirm} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
