import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActivityAvailableDates,
  CarLocation,
  CarSearchResult,
  Itinerary,
  ProposalDetail,
  ProposalDraftBody,
} from '@travel/contracts';
import { api } from '../../../shared/api/client';

/** Rental locations for the typed text (two characters at least). */
export function useCarLocations(text: string) {
  const query = text.trim();
  return useQuery({
    queryKey: ['proposal-builder', 'car-locations', query.toLowerCase()],
    queryFn: ({ signal }) =>
      api
        .get<{ data: CarLocation[] }>('/api/car-rental/locations', { query: { text: query }, signal })
        .then((r) => r.data),
    enabled: query.length >= 2,
  });
}

export interface CarExtraSearch {
  location: { name: string; value: string; alpha2Code: string };
  pickUpDateTime: string;
  returnDateTime: string;
  age: number;
  countryOfResidence: string;
  currency: string;
}

/** A car search for the proposal (the offers the agent picks one of). */
export function useProposalCarSearch() {
  return useMutation({
    mutationFn: (search: CarExtraSearch) =>
      api
        .post<{ data: CarSearchResult }>('/api/car-rental/availableCars', {
          location: search.location,
          pickUpDateTime: search.pickUpDateTime,
          returnDateTime: search.returnDateTime,
          age: search.age,
          countryOfResidence: search.countryOfResidence,
          currency: search.currency,
        })
        .then((r) => r.data),
    meta: { silent: true },
  });
}

/** Activities whose title has the typed words. */
export function useActivityTitles(text: string) {
  const query = text.trim();
  return useQuery({
    queryKey: ['proposal-builder', 'activity-titles', query.toLowerCase()],
    queryFn: ({ signal }) =>
      api
        .post<{ data: Array<{ productCode: string; productName: string; destinationName: string }> }>(
          '/api/activities/getActivityTitle',
          { text: query },
          { signal },
        )
        .then((r) => r.data),
    enabled: query.length >= 2,
  });
}

/** An activity's next days with places and their start times. */
export function useActivityDates(productCode: string | null, currency: string) {
  return useQuery({
    queryKey: ['proposal-builder', 'activity-dates', productCode, currency],
    queryFn: ({ signal }) =>
      api
        .get<{ data: ActivityAvailableDates }>(
          `/api/activities/availableDates/${encodeURIComponent(productCode ?? '')}`,
          {
            query: { currency },
            signal,
          },
        )
        .then((r) => r.data),
    enabled: productCode !== null,
  });
}

export interface FlightExtraSearch {
  origin: string;
  destination: string;
  departureDate: string;
  returnDate: string;
  adults: number;
  currency: string;
}

/** A round trip for the proposal's dates (the itineraries the agent picks one of). */
export function useProposalFlightSearch() {
  return useMutation({
    mutationFn: (search: FlightExtraSearch) =>
      api
        .post<{ data: Itinerary[] }>('/api/flight/search', {
          routeType: 'Round-Trip',
          slices: [
            { origin: search.origin, destination: search.destination, departureDate: search.departureDate },
            { origin: search.destination, destination: search.origin, departureDate: search.returnDate },
          ],
          passengers: { adults: search.adults, children: 0, infants: 0 },
          currency: search.currency,
        })
        .then((r) => r.data),
    meta: { silent: true },
  });
}

/** PUT /api/agency/proposal/{id}: a draft's options, extras, note and validity changed. */
export function useEditDraft(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<ProposalDraftBody>) =>
      api.put<{ data: ProposalDetail }>(`/api/agency/proposal/${encodeURIComponent(id)}`, body).then((r) => r.data),
    onSuccess: (detail) => {
      queryClient.setQueryData(['agency', 'proposals', 'one', id], detail);
      return queryClient.invalidateQueries({ queryKey: ['agency', 'proposals', 'list'] });
    },
  });
}
