import { Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/react';
import { formatMoney, type BookingBase } from '@travel/contracts';
import { CancelDialog } from '../../../shared/booking/manage/cancel-dialog';
import { CancelPanel as KitCancelPanel } from '../../../shared/booking/manage/cancel-panel';
import { QuoteSummary } from '../../../shared/booking/manage/quote-summary';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { notify } from '../../../shared/ui/notify';
import type { BookingActionResult, CancellationPaths } from '../../../shared/booking/manage/cancel-api';
import type { KitTexts } from '../../../shared/booking/texts';
import { CANCEL_TEXTS } from '../api/cancellation';

interface CancelPanelProps<B extends BookingBase> {
  referenceNumber: string;
  /** The vertical's cancellation endpoints for customers. */
  paths: CancellationPaths;
  /** Tickets were issued (the quote then follows the fare's rules unless a void is still possible). */
  isTicketed: boolean;
  /** The booking as the server answered the cancellation. */
  onCancelled(booking: B): void;
  /** A refused cancellation: the booking may have changed meanwhile. */
  onFailed(): void;
  /** The success message, when the vertical words it (else 'Flight cancelled successfully'). */
  cancelledMessage?: ((result: BookingActionResult<B>) => string) | undefined;
  /** The quote's and dialog's words, when the vertical words them (else a flight's). */
  texts?: KitTexts | undefined;
}

/**
 * Cancellation in two steps: the quote first (what is kept, what comes back), then cancel after a
 * confirmation dialog. Within 24 hours of ticketing the cancellation is a void (everything back);
 * the customer is told so, but the action stays 'Cancel booking': voiding is the agency's word.
 */
export function CancelPanel<B extends BookingBase>({
  referenceNumber,
  paths,
  isTicketed,
  onCancelled,
  onFailed,
  cancelledMessage,
  texts = CANCEL_TEXTS,
}: CancelPanelProps<B>) {
  const { t } = useTranslation('trips');
  const language = currentLanguage();
  return (
    <KitCancelPanel
      referenceNumber={referenceNumber}
      paths={paths}
      texts={texts}
      summary={(quote) => (
        <QuoteSummary quote={quote} isTicketed={isTicketed} texts={texts} cols={{ base: 1, xs: 2 }} />
      )}
      cancelLabel={() => t('cancel.cancel')}
      confirmation={({ quote, opened, onClose }) => (
        <CancelDialog<B>
          referenceNumber={referenceNumber}
          opened={opened}
          onClose={onClose}
          paths={paths}
          texts={texts}
          quote={quote}
          title={() => t('cancel.confirmCancelTitle')}
          body={(current) => (
            <Text>
              {t('cancel.confirmText', {
                refund: formatMoney(current.refund, language),
                penalty: formatMoney(current.penalty, language),
              })}
            </Text>
          )}
          confirmLabel={() => t('cancel.confirmCancel')}
          onDone={(result) => {
            void notify(cancelledMessage?.(result) ?? t('common:message.flightCancelled'), 'success');
            onCancelled(result.data);
          }}
          onFailed={onFailed}
        />
      )}
    />
  );
}
