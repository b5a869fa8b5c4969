import type { PublicAgency } from '@travel/contracts';

/**
 * The agency the server inlined into index.html (already validated by the server's response
 * schema). When the page was not served by our server (the Vite dev server), it is fetched.
 */
export async function readBootAgency(): Promise<PublicAgency | null> {
  const element = document.getElementById('agency-data');
  if (element?.textContent) return JSON.parse(element.textContent) as PublicAgency | null;
  const response = await fetch('/api/agency', { headers: { accept: 'application/json' } });
  if (!response.ok) return null;
  const body = (await response.json()) as { data: PublicAgency };
  return body.data;
}
