import { Text, Timeline } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { formatMoney, type BookingBase, type BookingNote } from '@travel/contracts';
import { currentLanguage } from '../../i18n/i18n';
import { useBookingStatusLabel } from '../../widgets/booking-status';
import { cardBrandName } from '../../format/card-brand';
import { formatInstant } from '../../format/booking';

/** A history line in the reader's language: the server sends its key and values (decision 017). */
function useNoteText() {
  const { t } = useTranslation('widgets');
  const language = currentLanguage();
  return ({ key, values }: BookingNote): string => {
    if (key === 'text') return values.text ?? '';
    const refund =
      values.amount !== undefined && values.currency
        ? formatMoney({ amount: Number(values.amount), currency: values.currency }, language)
        : '';
    return t(`bookingHistory.${key}`, { ...values, brand: cardBrandName(values.brand ?? null), refund });
  };
}

/** What happened to the booking, oldest first, in the viewer's time zone (My Trips and the agency's booking). */
export function BookingHistory({ history }: Pick<BookingBase, 'history'>) {
  const statusLabel = useBookingStatusLabel();
  const noteText = useNoteText();
  const language = currentLanguage();
  return (
    <Timeline active={history.length - 1} bulletSize={14} lineWidth={2}>
      {history.map((event, index) => (
        <Timeline.Item key={`${event.at}-${index}`} title={statusLabel(event.status)} data-testid="history-event">
          {event.note && (
            <Text size="sm" c="dimmed" data-testid="history-note">
              {noteText(event.note)}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {formatInstant(event.at, language)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
