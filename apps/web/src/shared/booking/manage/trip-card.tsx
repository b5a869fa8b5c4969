import { Button, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { formatMoney, type BookingBase } from '@travel/contracts';
import { currentLanguage } from '../../i18n/i18n';
import { BookingStatusBadge } from '../../widgets/booking-status';
import { Ltr } from '../../widgets/ltr';
import { PayBookingButton } from '../../widgets/pay-booking';
import classes from './trip-card.module.css';

type TripBooking = Pick<BookingBase, 'referenceNumber' | 'bookingStatus' | 'breakdown'> & {
  ticketingTimeLimit?: string | null;
};

/**
 * One booking in My Trips, any vertical: what was booked (`children`, the vertical's lines), then
 * its reference and status, its total, a link to its details and Pay while it awaits payment.
 */
export function TripCard({
  booking,
  label,
  detailsPath,
  payPath,
  children,
}: {
  booking: TripBooking;
  /** The card's accessible name: what and which reference. */
  label: string;
  detailsPath: string;
  /** Where a held booking is paid; null while its vertical has no payment step. */
  payPath: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('trips');
  const language = currentLanguage();
  const reference = booking.referenceNumber;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={label}
      data-testid="trip-card"
      data-reference={reference}
    >
      <div className={classes.card}>
        {children}
        <div className={classes.meta}>
          <Text size="sm" c="dimmed">
            {t('list.reference')}
          </Text>
          <Text fw={600} data-testid="trip-reference">
            <Ltr>{reference}</Ltr>
          </Text>
          <BookingStatusBadge status={booking.bookingStatus} />
        </div>
        <div className={classes.amount}>
          <Text fw={700} size="lg" data-testid="trip-total">
            <Ltr>
              {formatMoney({ amount: booking.breakdown.total, currency: booking.breakdown.currency }, language)}
            </Ltr>
          </Text>
          <Button
            component={Link}
            to={detailsPath}
            variant="light"
            size="sm"
            aria-label={t('list.viewLabel', { reference })}
          >
            {t('list.view')}
          </Button>
          <PayBookingButton booking={booking} payPath={payPath} />
        </div>
      </div>
    </Paper>
  );
}
