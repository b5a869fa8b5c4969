import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgencyShortUrl, AgencyShortUrlsQuery } from '@travel/contracts';
import { api } from '../../../shared/api/client';

const key = ['agency', 'short-urls'] as const;

export type ShortLinksQuery = Omit<AgencyShortUrlsQuery, 'search' | 'startDate' | 'endDate'> & {
  search?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
};

export interface ShortLinksPage {
  shortUrls: AgencyShortUrl[];
  totalRecords: number;
}

function getShortLinks(query: ShortLinksQuery, signal?: AbortSignal): Promise<ShortLinksPage> {
  const params = Object.fromEntries(
    Object.entries(query).filter(
      (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
  return api
    .get<{ data: ShortLinksPage }>('/api/agency/short-urls', { query: params, signal })
    .then((response) => response.data);
}

/** A page of the agency's short links with their funnel. */
export function useShortLinks(query: ShortLinksQuery) {
  return useQuery({
    queryKey: [...key, query],
    queryFn: ({ signal }) => getShortLinks(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDeleteShortLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`/api/agency/short-urls/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
