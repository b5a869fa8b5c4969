import { Badge } from '@mantine/core';
import type { ProposalStatus } from '@travel/contracts';
import { useTranslation } from '../../../shared/i18n/react';

const COLOURS: Record<ProposalStatus, string> = {
  draft: 'gray',
  sent: 'blue',
  viewed: 'cyan',
  approved: 'teal',
  disapproved: 'red',
  booking_requested: 'orange',
  booked: 'green',
  expired: 'dark',
};

/** A proposal's status as a badge, its word in the page's language. */
export function ProposalStatusBadge({ status }: { status: ProposalStatus }) {
  const { t } = useTranslation('proposals');
  return (
    <Badge variant="light" color={COLOURS[status]} maw="none" style={{ flexShrink: 0 }} data-testid="proposal-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
