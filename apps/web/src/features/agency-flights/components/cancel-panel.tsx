import { Button, Group, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlightBooking } from '@travel/contracts';
import { useIsAgencyActive } from '../../../shared/agency/agency-context';
import type { CancellationQuote } from '@travel/contracts';
import { useGetPenalty } from '../api/get-penalty';
import { CancelDialog } from './cancel-dialog';
import { QuoteSummary } from './quote-summary';

/**
 * On the detail: the cancellation quote first, then 'Cancel booking' or 'Void ticket' and its
 * confirmation. The parent keys it by the booking's version, so a new answer clears the quote.
 */
export function CancelPanel({ booking }: { booking: Pick<FlightBooking, 'referenceNumber' | 'bookingStatus'> }) {
  const { t } = useTranslation('agency');
  const penalty = useGetPenalty();
  const [quote, setQuote] = useState<CancellationQuote | null>(null);
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
          onClick={() => penalty.mutate(booking.referenceNumber, { onSuccess: setQuote })}
        >
          {t('flights.cancel.getQuote')}
        </Button>
      </Group>
    );
  }
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <QuoteSummary quote={quote} isTicketed={booking.bookingStatus === 'ticketed'} />
        <Group>
          <Button color="red" onClick={() => setConfirming(true)} disabled={!isActive}>
            {quote.isVoidable ? t('flights.cancel.void') : t('flights.cancel.cancel')}
          </Button>
        </Group>
      </Stack>
      <CancelDialog booking={booking} quote={quote} opened={isConfirming} onClose={() => setConfirming(false)} />
    </Paper>
  );
}
