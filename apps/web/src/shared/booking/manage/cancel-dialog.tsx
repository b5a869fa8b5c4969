import { Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import type { BookingBase, BookingCancellationQuote } from '@travel/contracts';
import { useIsAgencyActive } from '../../agency/agency-context';
import { useKitTexts, type KitTexts } from '../texts';
import {
  useCancelBooking,
  useCancellationQuoteWhen,
  type BookingActionResult,
  type CancellationPaths,
} from './cancel-api';

export interface CancelDialogProps<B extends BookingBase> {
  referenceNumber: string;
  opened: boolean;
  onClose(): void;
  paths: CancellationPaths;
  /** Its words (`keep`, `quoteFailed`) under the screen's namespace. */
  texts: KitTexts;
  /** A quote already fetched; without it the dialog asks for one when it opens. */
  quote?: BookingCancellationQuote | null;
  title(quote: BookingCancellationQuote | null): string;
  /** What the dialog says of the quote above its buttons. */
  body(quote: BookingCancellationQuote): ReactNode;
  confirmLabel(quote: BookingCancellationQuote): string;
  /** The booking as the server answered the cancel or void. */
  onDone(result: BookingActionResult<B>, quote: BookingCancellationQuote): void;
  /** A refused cancellation: the booking may have changed meanwhile. */
  onFailed(): void;
}

/**
 * The confirmation of a cancellation: the quote, then Keep or Confirm. A voidable quote voids
 * (everything back), any other cancels under the fare's rules.
 */
export function CancelDialog<B extends BookingBase>({
  referenceNumber,
  opened,
  onClose,
  paths,
  texts,
  quote: given = null,
  title,
  body,
  confirmLabel,
  onDone,
  onFailed,
}: CancelDialogProps<B>) {
  const { t } = useKitTexts(texts);
  const { t: tCommon } = useTranslation('common');
  const fetched = useCancellationQuoteWhen(paths, referenceNumber, opened && given === null);
  const quote = given ?? fetched.data ?? null;
  const action = useCancelBooking<B>(paths);
  const isActive = useIsAgencyActive();

  const confirm = (current: BookingCancellationQuote) =>
    action.mutate(
      { referenceNumber, isVoid: current.isVoidable },
      { onSuccess: (result) => onDone(result, current), onError: onFailed, onSettled: onClose },
    );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title(quote)}
      closeButtonProps={{ 'aria-label': tCommon('common.close') }}
      centered
    >
      {quote ? (
        <Stack>
          {body(quote)}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={action.isPending}>
              {t('keep')}
            </Button>
            <Button color="red" onClick={() => confirm(quote)} loading={action.isPending} disabled={!isActive}>
              {confirmLabel(quote)}
            </Button>
          </Group>
        </Stack>
      ) : fetched.isError ? (
        <Text c="red">{t('quoteFailed')}</Text>
      ) : (
        <Center py="md">
          <Loader aria-label={tCommon('common.loading')} />
        </Center>
      )}
    </Modal>
  );
}
