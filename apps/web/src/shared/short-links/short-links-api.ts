import { useMutation } from '@tanstack/react-query';
import type { ShortUrlDetails } from '@travel/contracts';
import { api } from '../api/client';

/** A link as its maker gets it back from POST /api/short-url. */
export interface CreatedShortLink {
  id: string;
  code: string;
  shortUrl: string;
  url: string;
}

/** Shortens a page of the agency's own site (failures: the server's message as an error toast). */
export function useCreateShortLink() {
  return useMutation({
    mutationFn: (url: string) =>
      api.post<{ data: CreatedShortLink }>('/api/short-url', { url }).then((response) => response.data),
  });
}

/** E-mails a link; the server's message is shown by the caller as success, a failure as an error toast. */
export function useEmailShortLink() {
  return useMutation({
    mutationFn: (body: { code: string; email: string; note?: string }) =>
      api.post<{ message: string }>('/api/short-url/email', body),
  });
}

/** What a short link restores (counts the opening). */
export function getShortLinkDetails(code: string, signal?: AbortSignal): Promise<ShortUrlDetails> {
  return api
    .get<{ data: ShortUrlDetails }>(`/api/short-url/${encodeURIComponent(code)}`, { signal })
    .then((response) => response.data);
}
