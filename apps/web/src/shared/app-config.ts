import type { WebAppConfig } from '@travel/contracts';

let cached: WebAppConfig | null = null;

/** The deployment settings the server inlined into index.html. */
export function appConfig(): WebAppConfig {
  if (cached) return cached;
  const text = document.getElementById('app-config')?.textContent;
  cached = text
    ? (JSON.parse(text) as WebAppConfig)
    : { pricingUrl: '/', paymentUrls: { en: '/', pt: '/', es: '/' }, socialProviders: [] };
  return cached;
}
