import { useQuery } from '@tanstack/react-query';
import type { BookingVertical } from '../../../shared/booking/registry';

export const reservationKey = (referenceNumber: string) => ['trips', 'reservation', referenceNumber] as const;

/** A booking, up to date with the supplier. Its failure is shown on the page, not as a toast. */
export function useReservationDetails(vertical: BookingVertical, referenceNumber: string) {
  return useQuery({
    queryKey: reservationKey(referenceNumber),
    queryFn: ({ signal }) => vertical.customer.getDetails(referenceNumber, signal),
    enabled: referenceNumber !== '',
    meta: { silent: true },
  });
}
