import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FlightBooking } from '@travel/contracts';
import { STATUS_COLORS } from '../lib/booking';

export function StatusBadge({ status }: { status: FlightBooking['bookingStatus'] }) {
  const { t } = useTranslation('trips');
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" data-testid="booking-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
