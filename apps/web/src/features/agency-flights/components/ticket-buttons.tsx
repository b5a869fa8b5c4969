import { Button } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/react';
import type { FlightBooking } from '@travel/contracts';
import { useIsAgencyActive } from '../../../shared/agency/agency-context';
import { notify } from '../../../shared/ui/notify';
import { useTicketBooking } from '../api/ticket-booking';
import { useTicketOnAccount } from '../api/ticket-on-account';
import { canTicket, canTicketOnAccount } from '../lib/booking';

/** 'Ticket' for a paid booking, 'Ticket on account' for an unpaid one; nothing otherwise. */
export function TicketButtons({
  booking,
  size = 'xs',
}: {
  booking: Pick<FlightBooking, 'referenceNumber' | 'bookingStatus'>;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation('agency');
  const ticket = useTicketBooking();
  const onAccount = useTicketOnAccount();
  const isActive = useIsAgencyActive();
  const onTicketed = () => void notify(t('common:message.ticketed'), 'success');
  if (canTicket(booking)) {
    return (
      <Button
        size={size}
        leftSection={<IconTicket size={14} aria-hidden />}
        loading={ticket.isPending}
        disabled={!isActive}
        onClick={() => ticket.mutate(booking.referenceNumber, { onSuccess: onTicketed })}
      >
        {t('flights.actions.ticket')}
      </Button>
    );
  }
  if (canTicketOnAccount(booking)) {
    return (
      <Button
        size={size}
        variant="light"
        leftSection={<IconTicket size={14} aria-hidden />}
        loading={onAccount.isPending}
        disabled={!isActive}
        onClick={() => onAccount.mutate(booking.referenceNumber, { onSuccess: onTicketed })}
      >
        {t('flights.actions.ticketOnAccount')}
      </Button>
    );
  }
  return null;
}
