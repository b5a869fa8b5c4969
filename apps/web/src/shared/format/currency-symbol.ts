/**
 * The short sign of a currency in a language ('€' for EUR, '$' for USD, 'R$' for BRL), or null
 * where the runtime knows none beyond the code itself (CHF).
 */
export function currencySymbol(currency: string, language: string): string | null {
  try {
    const part = new Intl.NumberFormat(language, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
      .formatToParts(0)
      .find((p) => p.type === 'currency');
    return part && part.value !== currency ? part.value : null;
  } catch {
    // Not an ISO 4217 code this runtime knows.
    return null;
  }
}
