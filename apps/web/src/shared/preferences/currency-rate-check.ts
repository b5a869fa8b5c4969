import { onCurrencyRefused } from '../api/client';
import { getExchangeRates } from '../reference/exchange-rates';

/**
 * Calls `drop` if `currency` has no stored exchange rate: now, and each time the API refuses a
 * currency (400 CURRENCY_NOT_SUPPORTED). Answers the function that stops watching. Rates that
 * cannot be read prove nothing: the currency stays.
 */
export function watchCurrencyRate(currency: string, drop: () => void): () => void {
  const check = () => {
    getExchangeRates().then(
      (rates) => {
        if (!Object.hasOwn(rates.rates, currency)) drop();
      },
      () => undefined,
    );
  };
  check();
  return onCurrencyRefused(check);
}
