import { Text, Timeline } from '@mantine/core';
import type { FlightBooking } from '@travel/contracts';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useBookingStatusLabel } from '../../../shared/widgets/booking-status';
import { formatInstant } from '../../../shared/format/booking';

/** What happened to the booking, oldest first, in the viewer's time zone. */
export function BookingHistory({ history }: Pick<FlightBooking, 'history'>) {
  const statusLabel = useBookingStatusLabel();
  const language = currentLanguage();
  return (
    <Timeline active={history.length - 1} bulletSize={14} lineWidth={2}>
      {history.map((event, index) => (
        <Timeline.Item key={`${event.at}-${index}`} title={statusLabel(event.status)} data-testid="history-event">
          {event.note && (
            <Text size="sm" c="dimmed">
              {event.note}
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
