import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react';

interface DeclineDialogProps {
  /** The booking's reference, or null when the dialog is closed. */
  referenceNumber: string | null;
  isBusy: boolean;
  onConfirm(reason: string): void;
  onClose(): void;
}

/** Asks before declining a booking (it is cancelled, never charged), with an optional reason. */
export function DeclineDialog({ referenceNumber, isBusy, onConfirm, onClose }: DeclineDialogProps) {
  const { t } = useTranslation('approvals');
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    onClose();
  };
  return (
    <Modal
      opened={referenceNumber !== null}
      onClose={close}
      title={t('decline.title', { reference: referenceNumber ?? '' })}
      centered
    >
      <Stack gap="md">
        <Text>{t('decline.body')}</Text>
        <Textarea
          label={t('decline.reason')}
          description={t('decline.reasonHelp')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={500}
          rows={3}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={isBusy}
            onClick={() => {
              onConfirm(reason.trim());
              setReason('');
            }}
          >
            {t('decline.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
