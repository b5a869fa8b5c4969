import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HotelDeal } from '@travel/contracts';
import { api } from '../../../shared/api/client';

export const dealKey = (proposalId: string) => ['hotel-deal', proposalId] as const;

/** The deal as its client opens it, every option priced again now (GET api/v2/hotel/proposal). */
export function useDeal(proposalId: string) {
  return useQuery({
    queryKey: dealKey(proposalId),
    queryFn: ({ signal }) =>
      api.get<{ data: HotelDeal }>('/api/v2/hotel/proposal', { query: { proposalId }, signal }).then((r) => r.data),
    retry: false,
  });
}

type DealOption = HotelDeal['options'][number];

/**
 * A search of the option's hotel for the deal's stay and guests: its rooms and rates then open
 * on the hotel's page, where the client books as from any search.
 */
export function useSearchOption(deal: HotelDeal | undefined) {
  return useMutation({
    mutationFn: (option: DealOption) => {
      if (!deal) throw new Error('no deal');
      return api
        .post<{ data: { corelationId: string } }>('/api/v2/hotel/searchasync', {
          locationId: option.hotelId,
          stayPeriod: deal.stayPeriod,
          occupancies: deal.occupancies,
          nationality: deal.nationality,
          currency: deal.currency,
        })
        .then((r) => r.data.corelationId);
    },
  });
}

/** What the client answers: an option approved or to be booked by the agent, or a disapproval with a reason. */
export type DealAnswer =
  { answer: 'approved' | 'booking_requested'; optionIndex: number } | { answer: 'disapproved'; reason: string };

/** The client's answer from the deal (public: the link is the capability); the deal is read again after it. */
export function useAnswerDeal(proposalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: DealAnswer) =>
      api.post<{ message: string }>('/api/v2/hotel/proposal/answer', { ...answer, proposalId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealKey(proposalId) }),
  });
}
