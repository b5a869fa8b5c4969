import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  HotelPage,
  HotelProposalBody,
  HotelRate,
  ProposalDetail,
  ProposalList,
  ProposalListQuery,
  ProposalStatus,
  ProposalStatusResult,
} from '@travel/contracts';
import { ApiError } from '../../../shared/api/api-error';
import { api } from '../../../shared/api/client';
import { showErrorToast } from '../../../shared/ui/notify';

const proposalsKey = ['agency', 'proposals'] as const;

function getProposals(query: ProposalListQuery, signal?: AbortSignal): Promise<ProposalList> {
  return api
    .get<{ data: ProposalList }>('/api/agency/proposal', {
      query: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')),
      signal,
    })
    .then((r) => r.data);
}

/** A page of the agency's proposals (an agent's own) with the list's filters. */
export function useProposals(query: ProposalListQuery) {
  return useQuery({
    queryKey: [...proposalsKey, 'list', query],
    queryFn: ({ signal }) => getProposals(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** One proposal with its options and history. */
export function useProposal(id: string) {
  return useQuery({
    queryKey: [...proposalsKey, 'one', id],
    queryFn: ({ signal }) =>
      api
        .get<{ data: ProposalDetail }>(`/api/agency/proposal/${encodeURIComponent(id)}`, { signal })
        .then((r) => r.data),
    retry: false,
  });
}

/** E-mails the deal's link to the client (a draft becomes sent); the server's message is the toast. */
export function useSendProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proposalId: string) =>
      api.post<ProposalStatusResult>('/api/agency/proposal/sendAllowedProposalEmail', { proposalId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proposalsKey }),
  });
}

/**
 * The agent's status change (PATCH /api/agency/proposal). Spec section 4: success keeps the
 * status; a failure keeps false, with the error as a toast unless the answer says the proposal is
 * approved (the client's approval stands, nothing went wrong for the agent).
 */
export async function changeProposalStatus(
  proposalId: string,
  status: ProposalStatus,
): Promise<ProposalStatus | false> {
  try {
    const response = await api.patch<ProposalStatusResult>('/api/agency/proposal', { proposalId, status });
    return response.data.status;
  } catch (error) {
    if (!(error instanceof ApiError && error.details.isApproved)) showErrorToast(error);
    return false;
  }
}

export function useChangeProposalStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ proposalId, status }: { proposalId: string; status: ProposalStatus }) =>
      changeProposalStatus(proposalId, status),
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: proposalsKey }),
  });
}

/**
 * A hotel search of the proposal's own stay (dates, rooms and guests, nationality, currency), as
 * the agent, at a place of auto-suggest or one option's hotel: the hotel's rooms then open on its
 * page, where the agent books it for the client (checkout's "booking for"); a place's hotels give
 * a draft new options.
 */
export function useSearchProposalHotel(proposal: ProposalDetail | undefined) {
  return useMutation({
    mutationFn: (locationId: string) => {
      if (!proposal) throw new Error('no proposal');
      return api
        .post<{ data: { corelationId: string } }>('/api/v2/hotel/searchasync', {
          locationId,
          stayPeriod: proposal.stayPeriod,
          occupancies: proposal.occupancies,
          nationality: proposal.nationality,
          currency: proposal.currency,
        })
        .then((r) => r.data.corelationId);
    },
  });
}

/** The first hotels of the agent's search (its default order), to choose options from. */
export function useSearchHotels(corelationId: string) {
  return useQuery({
    queryKey: ['proposal-builder', 'hotels', corelationId],
    queryFn: ({ signal }) =>
      api
        .post<{ data: HotelPage }>(
          '/api/v2/hotel/searchasync/search',
          { from: 0, size: 30 },
          { query: { corelationId }, signal },
        )
        .then((r) => r.data),
    enabled: corelationId !== '',
    // A search still polling its vendors is asked again until complete.
    refetchInterval: (query) => (query.state.data && !query.state.data.pollCompleted ? 1000 : false),
    retry: false,
  });
}

/** One hotel's rooms and rates for the search's stay, priced for the agent. */
export function useHotelRates(corelationId: string, hotel: { hotelId: string; vendor: string } | null) {
  return useQuery({
    queryKey: ['proposal-builder', 'rates', corelationId, hotel?.hotelId],
    queryFn: ({ signal }) =>
      api
        .get<{ data: { vendor: string; roomLists: Array<{ rates: HotelRate[] }> } }>(
          '/api/v3/hotel/get-rooms-and-rates',
          {
            query: { hotelid: hotel?.hotelId ?? '', corelationId, vendor: hotel?.vendor ?? '' },
            signal,
          },
        )
        .then((r) => ({ vendor: r.data.vendor, rates: r.data.roomLists.flatMap((list) => list.rates) })),
    enabled: hotel !== null,
  });
}

/** Makes the proposal (a draft, or sent at once); answers its id. */
export function useCreateProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HotelProposalBody) =>
      api
        .post<{ data: { proposalId: string; status: ProposalStatus } }>('/api/agency/proposal', body)
        .then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proposalsKey }),
  });
}
