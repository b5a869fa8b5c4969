import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { BookingBase } from '@travel/contracts';
import { isPayable } from '../../format/booking';
import { PageLoading } from '../../ui/page-loading';
import { StopNotice, useFailureMessage } from './stop-notice';

/**
 * A checkout's payment step reads its booking first: loading, failed (the server's message and
 * the way to a new search), not awaiting payment (the way to the booking), else the step itself.
 */
export function PayableBooking<B extends BookingBase>({
  query,
  failed,
  notAwaiting,
  children,
}: {
  query: Pick<UseQueryResult<B>, 'data' | 'error' | 'isPending'>;
  /** The title of a failed read and where to go on. */
  failed: { title: string; action: { label: string; to: string } };
  /** The title when the booking is not awaiting payment and the way to the booking. */
  notAwaiting: { title: string; action: { label: string; to: string } };
  children(booking: B): ReactNode;
}) {
  const failureMessage = useFailureMessage();
  if (query.isPending) return <PageLoading />;
  const booking = query.data;
  if (!booking) return <StopNotice title={failed.title} message={failureMessage(query.error)} action={failed.action} />;
  if (!isPayable(booking)) return <StopNotice title={notAwaiting.title} action={notAwaiting.action} />;
  return children(booking);
}
