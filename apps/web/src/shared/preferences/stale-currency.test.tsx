import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../testing/mock-api';
import { api } from '../api/client';
import { getCookie } from './cookies';
import { PreferencesProvider, usePreferences } from './preferences-context';

function ShownCurrency() {
  return <output>{usePreferences().currency}</output>;
}

/** The stored rates as the API answers them, holding these currencies. */
function ratesWith(...codes: string[]) {
  return () => ({
    body: {
      data: {
        base: 'USD',
        rates: Object.fromEntries(codes.map((code) => [code, 1])),
        decimals: Object.fromEntries(codes.map((code) => [code, 2])),
        updatedAt: '2026-01-01T00:00:00.000Z',
      },
    },
  });
}

afterEach(() => {
  document.cookie = 'currency=; Max-Age=0; Path=/';
  vi.unstubAllGlobals();
});

describe('a remembered currency without an exchange rate', () => {
  it('is dropped when the page starts: prices go back to USD and the cookie is forgotten', async () => {
    document.cookie = 'currency=BOV; Path=/';
    mockApi({ 'GET /api/multi-currency/exchange': ratesWith('USD', 'EUR') });
    render(
      <PreferencesProvider>
        <ShownCurrency />
      </PreferencesProvider>,
    );
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('USD'));
    expect(getCookie('currency')).toBeNull();
  });

  it('is kept while it has a rate, and dropped once the API refuses it', async () => {
    document.cookie = 'currency=EUR; Path=/';
    let hasEuro = true;
    const fetchMock = mockApi({
      'GET /api/multi-currency/exchange': () => (hasEuro ? ratesWith('USD', 'EUR') : ratesWith('USD'))(),
      'POST /api/flight/search': () => ({
        status: 400,
        body: { code: 'CURRENCY_NOT_SUPPORTED', message: 'Prices cannot be shown in EUR.' },
      }),
    });
    render(
      <PreferencesProvider>
        <ShownCurrency />
      </PreferencesProvider>,
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(screen.getByRole('status').textContent).toBe('EUR');
    expect(getCookie('currency')).toBe('EUR');

    hasEuro = false;
    await expect(api.post('/api/flight/search', { currency: 'EUR' })).rejects.toMatchObject({
      code: 'CURRENCY_NOT_SUPPORTED',
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('USD'));
    expect(getCookie('currency')).toBeNull();
  });

  it('is never checked when it is the default currency', async () => {
    const fetchMock = mockApi({});
    render(
      <PreferencesProvider>
        <ShownCurrency />
      </PreferencesProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('USD');
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
