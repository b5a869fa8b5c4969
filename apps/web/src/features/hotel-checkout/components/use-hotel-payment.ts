import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { HotelBooking } from '@travel/contracts';
import { useCardPayment } from '../../../shared/booking/checkout/use-card-payment';
import { hotelConfirmPaymentPath } from '../../../shared/hotel/paths';
import { hotelBookingKey, payHotel } from '../api/book-hotel';
import { deleteStoredHotel } from '../api/hotel-price';

/**
 * The kit's card payment for a hotel booking: paid, the draft is forgotten and the confirmation
 * opens on the booking as paid (its voucher now issued).
 */
export function useHotelPayment({
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
  return useCardPayment<HotelBooking>({
    resume,
    challenge,
    draftId,
    pendingKey: 'hotel-checkout:pending-payment',
    pay: payHotel,
    onPaid: (booking, draft) => {
      if (draft) deleteStoredHotel(draft);
      queryClient.setQueryData(hotelBookingKey(booking.referenceNumber), booking);
      void navigate(hotelConfirmPaymentPath(booking.referenceNumber), { replace: true });
    },
  });
}
