import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { BookingBase } from '@travel/contracts';
import { useCardPayment, type CardPaymentOptions } from './use-card-payment';

/**
 * A checkout's card payment (the kit's, with 3-D Secure): once paid, the draft is forgotten and
 * the vertical's confirmation opens on the booking as paid, not the held copy the payment step
 * showed.
 */
export function useCheckoutPayment<B extends BookingBase>({
  forgetDraft,
  bookingKey,
  confirmationPath,
  ...options
}: Omit<CardPaymentOptions<B>, 'onPaid'> & {
  /** Forgets the vertical's draft (no longer awaited). */
  forgetDraft(draftId: string): void;
  /** Where the vertical's query keeps a booking by reference. */
  bookingKey(referenceNumber: string): QueryKey;
  /** The vertical's confirmation page of a paid booking. */
  confirmationPath(referenceNumber: string): string;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCardPayment<B>({
    ...options,
    onPaid: (booking, draft) => {
      if (draft) forgetDraft(draft);
      queryClient.setQueryData(bookingKey(booking.referenceNumber), booking);
      void navigate(confirmationPath(booking.referenceNumber), { replace: true });
    },
  });
}
