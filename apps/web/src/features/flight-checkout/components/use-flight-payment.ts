import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { FlightBooking } from '@travel/contracts';
import { useCardPayment } from '../../../shared/booking/checkout/use-card-payment';
import { deleteStoredFlight } from '../api/flight-store';
import { payFlight } from '../api/pay-flight';
import { reservationKey } from '../api/reservation-details';

/**
 * The kit's card payment for a flight: paid, the draft (flightStore) is deleted and the
 * confirmation opens on the booking as paid, not the held copy the payment step showed.
 */
export function useFlightPayment({
  resume,
  challenge,
  draftId,
}: {
  resume: string | null;
  challenge: string | null;
  draftId: string | null;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCardPayment<FlightBooking>({
    resume,
    challenge,
    draftId,
    pendingKey: 'flight-checkout:pending-payment',
    pay: payFlight,
    onPaid: (booking, draft) => {
      if (draft) deleteStoredFlight(draft);
      queryClient.setQueryData(reservationKey(booking.referenceNumber), booking);
      void navigate(`/booknow/flights/confirmation?referenceNumber=${encodeURIComponent(booking.referenceNumber)}`, {
        replace: true,
      });
    },
  });
}
