import { useMutation, useQuery } from '@tanstack/react-query';
import type { BookingActionResultOf, BookingBase, BookingCancellationQuote } from '@travel/contracts';
import { api } from '../../api/client';

/**
 * The endpoints of a vertical's cancellation, for one audience (the customer's and the agency's
 * paths differ): the quote (penalty), cancel under the rules, and void.
 */
export interface CancellationPaths {
  penalty: string;
  cancel: string;
  cancelVoid: string;
}

/** The answer of a cancel or void: the booking as it now is, and what happened. */
export type BookingActionResult<B extends BookingBase> = BookingActionResultOf<B>;

/** What cancelling now keeps and returns. */
export function getCancellationQuote(paths: CancellationPaths, referenceNumber: string) {
  return api
    .post<{ data: BookingCancellationQuote }>(paths.penalty, { referenceNumber })
    .then((response) => response.data);
}

/** The quote as a mutation: asked when the user chooses to, never on its own. */
export function useCancellationQuote(paths: CancellationPaths) {
  return useMutation({ mutationFn: (referenceNumber: string) => getCancellationQuote(paths, referenceNumber) });
}

/** The quote fetched when a confirmation opens without one, and never kept: it ages fast. */
export function useCancellationQuoteWhen(paths: CancellationPaths, referenceNumber: string, isEnabled: boolean) {
  return useQuery({
    queryKey: ['booking-penalty', paths.penalty, referenceNumber],
    queryFn: () => getCancellationQuote(paths, referenceNumber),
    enabled: isEnabled,
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * Cancel or void: a void (everything back) when the quote says the ticket is still voidable,
 * else a cancellation under the fare's rules (the quoted penalty is kept).
 */
export function useCancelBooking<B extends BookingBase>(
  paths: CancellationPaths,
  onSuccess?: (result: BookingActionResult<B>) => void,
) {
  return useMutation({
    mutationFn: ({ referenceNumber, isVoid }: { referenceNumber: string; isVoid: boolean }) =>
      api.post<BookingActionResult<B>>(isVoid ? paths.cancelVoid : paths.cancel, { referenceNumber }),
    onSuccess,
  });
}
