import { useQuery } from '@tanstack/react-query';
import type { CountriesResponse, Country } from '@travel/contracts';
import { api } from '../api/client';

export interface CountriesResult {
  countries: Country[];
  defaultCountry: string;
}

export function getCountries(signal?: AbortSignal): Promise<CountriesResult> {
  return api
    .get<CountriesResponse>('/api/code', { signal })
    .then((r) => ({ countries: r.data, defaultCountry: r.defaultCountry }));
}

export function useCountries(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['reference', 'countries'],
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: Infinity,
    enabled: options.enabled ?? true,
  });
}
