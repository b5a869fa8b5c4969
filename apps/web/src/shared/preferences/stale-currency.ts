import { useEffect } from 'react';
import { DEFAULT_CURRENCY } from '@travel/contracts';

/**
 * Drops a remembered currency that has no exchange rate (a cookie from before a rate table was
 * replaced, or set by hand): `drop` goes back to the default currency and forgets the cookie.
 * Checked against the stored rates when the page starts with such a currency, and again each
 * time the API refuses a currency, so prices are never asked for in a currency the server
 * cannot show. The default currency always has its rate, and is never checked: the API client
 * then stays out of the first paint (the check loads lazily).
 */
export function useDropStaleCurrency(currency: string, drop: () => void): void {
  useEffect(() => {
    if (currency === DEFAULT_CURRENCY) return;
    let isCurrent = true;
    let stopWatching = () => {};
    void import('./currency-rate-check').then(({ watchCurrencyRate }) => {
      if (isCurrent)
        stopWatching = watchCurrencyRate(currency, () => {
          if (isCurrent) drop();
        });
    });
    return () => {
      isCurrent = false;
      stopWatching();
    };
  }, [currency, drop]);
}
