import { Text } from '@mantine/core';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { BookingBase, BookingCancellationQuote } from '@travel/contracts';
import { notify } from '../../ui/notify';
import { useKitTexts, type KitTexts } from '../texts';
import type { CancellationPaths } from './cancel-api';
import { CancelDialog } from './cancel-dialog';
import { CancelPanel } from './cancel-panel';
import { QuoteSummary } from './quote-summary';

/**
 * The agency's cancellation of a booking whose supplier has no void (a hotel, a car rental): the
 * quote under the supplier's terms, then 'Confirm cancellation'. The answer replaces the booking
 * in the list and the detail; its message is the server's ('Booking Cancelled Successfully').
 */
export interface AgencyCancellation<B extends BookingBase> {
  paths: CancellationPaths;
  /** Its words (getQuote, cancel, cancelTitle, irreversible, confirmCancel, keep...) under 'agency'. */
  texts: KitTexts;
  /** Puts the cancelled booking in the list's pages and the detail. */
  replace(queryClient: QueryClient, booking: B): void;
  /** What a refused cancellation reloads (the booking may have changed meanwhile). */
  staleKey: QueryKey;
}

type CancelledBooking = Pick<BookingBase, 'referenceNumber' | 'bookingStatus'>;

export function AgencyCancelDialog<B extends BookingBase>({
  cancellation,
  booking,
  opened,
  onClose,
  quote = null,
}: {
  cancellation: AgencyCancellation<B>;
  booking: CancelledBooking;
  opened: boolean;
  onClose(): void;
  /** A quote already fetched; without it the dialog asks for one when it opens. */
  quote?: BookingCancellationQuote | null;
}) {
  const { t } = useKitTexts(cancellation.texts);
  const queryClient = useQueryClient();
  return (
    <CancelDialog<B>
      referenceNumber={booking.referenceNumber}
      opened={opened}
      onClose={onClose}
      paths={cancellation.paths}
      texts={cancellation.texts}
      quote={quote}
      title={() => t('cancelTitle', { reference: booking.referenceNumber })}
      body={(current) => (
        <>
          <QuoteSummary quote={current} isTicketed={booking.bookingStatus === 'confirmed'} texts={cancellation.texts} />
          <Text size="sm">{t('irreversible')}</Text>
        </>
      )}
      confirmLabel={() => t('confirmCancel')}
      onDone={(result) => {
        cancellation.replace(queryClient, result.data);
        void notify(result.message, 'success');
      }}
      onFailed={() => void queryClient.invalidateQueries({ queryKey: cancellation.staleKey })}
    />
  );
}

/** On the detail: the cancellation quote first, then 'Cancel booking' and its confirmation. */
export function AgencyCancelPanel<B extends BookingBase>({
  cancellation,
  booking,
}: {
  cancellation: AgencyCancellation<B>;
  booking: CancelledBooking;
}) {
  const { t } = useKitTexts(cancellation.texts);
  return (
    <CancelPanel
      referenceNumber={booking.referenceNumber}
      paths={cancellation.paths}
      texts={cancellation.texts}
      summary={(quote) => (
        <QuoteSummary quote={quote} isTicketed={booking.bookingStatus === 'confirmed'} texts={cancellation.texts} />
      )}
      cancelLabel={() => t('cancel')}
      confirmation={({ quote, opened, onClose }) => (
        <AgencyCancelDialog
          cancellation={cancellation}
          booking={booking}
          quote={quote}
          opened={opened}
          onClose={onClose}
        />
      )}
    />
  );
}
