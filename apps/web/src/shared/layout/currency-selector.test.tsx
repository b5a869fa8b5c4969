import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Country } from '@travel/contracts';
import { renderUi } from '../../testing/render';
import { signInAs, signOut } from '../../testing/session';
import { CurrencySelector } from './currency-selector';

const country = (code: string, name: string, currency: string, emoji: string): Country => ({
  name,
  code,
  currency,
  emoji,
  unicode: '',
  image: `/flags/${code.toLowerCase()}.svg`,
  symbol: '',
});

const REFERENCE = {
  'GET /api/multi-currency/exchange': () => ({
    body: {
      data: { base: 'USD', rates: { USD: 1, EUR: 0.9, GBP: 0.8 }, decimals: {}, updatedAt: '2026-01-01T00:00:00Z' },
    },
  }),
  'GET /api/code': () => ({
    body: {
      data: [country('PT', 'Portugal', 'EUR', '🇵🇹'), country('US', 'United States', 'USD', '🇺🇸')],
      defaultCountry: 'US',
    },
  }),
};

afterEach(() => {
  document.cookie = 'currency=; Max-Age=0; Path=/';
  document.cookie = 'country=; Max-Age=0; Path=/';
  signOut();
});

describe('CurrencySelector', () => {
  it("shows the chosen currency's own sign and code, not a dollar, once EUR is chosen", () => {
    signInAs(null, REFERENCE);
    renderUi(<CurrencySelector />);
    expect(screen.getByRole('button', { name: 'Currency: USD' }).textContent).toBe('$USD');
    cleanup();
    // The choice is kept in the currency cookie, which the page reads.
    document.cookie = 'currency=EUR; Path=/';
    renderUi(<CurrencySelector />);
    expect(screen.getByRole('button', { name: 'Currency: EUR' }).textContent).toBe('€EUR');
    expect(screen.getByTestId('currency-sign').textContent).toBe('€');
    expect(screen.queryByText('$')).toBeNull();
  });

  it("shows the chosen country with the country table's flag image, never an emoji flag", async () => {
    const user = userEvent.setup();
    signInAs(null, REFERENCE);
    document.cookie = 'country=PT; Path=/';
    renderUi(<CurrencySelector />);
    await user.click(screen.getByRole('button', { name: 'Currency: USD' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Region and currency' }));
    const countryField = dialog.getByRole<HTMLInputElement>('combobox', { name: 'Country' });
    await waitFor(() => expect(countryField.value).toBe('Portugal'));
    expect(dialog.getByTestId('flag').getAttribute('src')).toBe('/flags/pt.svg');
    expect(document.body.textContent).not.toContain('🇵🇹');
  });
});
