import { Button, Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/react';
import type { BookingBase } from '@travel/contracts';
import { useIsAgencyActive } from '../agency/agency-context';
import { formatInstant, isPayable } from '../format/booking';
import { currentLanguage } from '../i18n/i18n';

/** A booking that may be held awaiting payment, until its time limit when it has one. */
type Payable = Pick<BookingBase, 'bookingStatus' | 'referenceNumber'> & { ticketingTimeLimit?: string | null };

/** 'Pay by 25 Nov 2026, 14:05': until when a held booking can be paid, in the viewer's time zone. */
export function PayUntil({ booking }: { booking: Payable }) {
  const { t } = useTranslation();
  if (!isPayable(booking) || !booking.ticketingTimeLimit) return null;
  return (
    <Text size="sm" c="orange" data-testid="pay-until">
      {t('payBooking.until', { time: formatInstant(booking.ticketingTimeLimit, currentLanguage()) })}
    </Text>
  );
}

/**
 * Pay, for a held booking still within its ticketing time limit (with that limit shown): opens
 * its vertical's payment step for the booking (`payPath`). Nothing for any other booking, nor
 * while the vertical has no payment step to open (null).
 */
export function PayBookingButton({
  booking,
  payPath,
  size = 'sm',
}: {
  booking: Payable;
  payPath: string | null;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation();
  const isActive = useIsAgencyActive();
  if (!isPayable(booking) || payPath === null) return null;
  return (
    <Stack gap={2} align="flex-start">
      <Button
        component={Link}
        to={payPath}
        size={size}
        color="orange"
        leftSection={<IconCreditCard size={16} aria-hidden />}
        aria-label={t('payBooking.payLabel', { reference: booking.referenceNumber })}
        disabled={!isActive}
        data-testid="pay-booking"
      >
        {t('payBooking.pay')}
      </Button>
      <PayUntil booking={booking} />
    </Stack>
  );
}
