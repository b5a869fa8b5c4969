import { Button, Group, Paper, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { BookingCancellationQuote } from '@travel/contracts';
import { useIsAgencyActive } from '../../agency/agency-context';
import { useKitTexts, type KitTexts } from '../texts';
import { useCancellationQuote, type CancellationPaths } from './cancel-api';

export interface CancelPanelProps {
  referenceNumber: string;
  paths: CancellationPaths;
  /** Its word (`getQuote`) under the screen's namespace. */
  texts: KitTexts;
  /** The quote as the screen shows it. */
  summary(quote: BookingCancellationQuote): ReactNode;
  /** The label of the button that opens the confirmation. */
  cancelLabel(quote: BookingCancellationQuote): string;
  /** The confirmation (a CancelDialog), opened by that button. */
  confirmation(props: { quote: BookingCancellationQuote; opened: boolean; onClose(): void }): ReactNode;
}

/**
 * On a booking's page: the cancellation quote first (what is kept, what comes back), then the
 * button that opens its confirmation. The page keys it by the booking's version, so a new answer
 * from the server clears the quote.
 */
export function CancelPanel({ referenceNumber, paths, texts, summary, cancelLabel, confirmation }: CancelPanelProps) {
  const { t } = useKitTexts(texts);
  const penalty = useCancellationQuote(paths);
  const [quote, setQuote] = useState<BookingCancellationQuote | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const isActive = useIsAgencyActive();
  if (!quote) {
    return (
      <Group>
        <Button
          variant="light"
          color="red"
          loading={penalty.isPending}
          disabled={!isActive}
          onClick={() => penalty.mutate(referenceNumber, { onSuccess: setQuote })}
        >
          {t('getQuote')}
        </Button>
      </Group>
    );
  }
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        {summary(quote)}
        <Group>
          <Button color="red" onClick={() => setConfirming(true)} disabled={!isActive}>
            {cancelLabel(quote)}
          </Button>
        </Group>
      </Stack>
      {confirmation({ quote, opened: isConfirming, onClose: () => setConfirming(false) })}
    </Paper>
  );
}
