import { useMutation, useQuery } from '@tanstack/react-query';
import type { CreateAgencyBody, PlanCatalogue, SubdomainAvailability } from '@travel/contracts';
import { api } from '../../../shared/api/client';

export function usePlans() {
  return useQuery({
    queryKey: ['plans'],
    queryFn: ({ signal }) =>
      api.get<{ data: PlanCatalogue }>('/api/agency/subscriptions/plans', { signal }).then((r) => r.data),
    staleTime: 60 * 60_000,
  });
}

/** The subdomain's availability, asked once the typing pauses (the caller debounces `subdomain`). */
export function useSubdomainAvailability(subdomain: string) {
  return useQuery({
    queryKey: ['subdomain-availability', subdomain],
    queryFn: ({ signal }) =>
      api
        .get<{
          data: SubdomainAvailability;
        }>(`/api/agency/subdomain/availability?subdomain=${encodeURIComponent(subdomain)}`, { signal })
        .then((r) => r.data),
    enabled: subdomain.length > 0,
  });
}

export function useCreateAgency() {
  return useMutation({
    mutationFn: (body: CreateAgencyBody) =>
      api.post<{ message: string; data: { _id: string; subdomain: string; siteUrl: string } }>('/api/agency', body),
  });
}
