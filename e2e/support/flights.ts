import { expect, type Locator, type Page } from '@playwright/test';
import { predictRepriceStatus } from '../../apps/server/src/suppliers/flights/sandbox/reprice-rule';

/** A calendar date `days` from today, 'YYYY-MM-DD'. */
export function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The first result card whose offer the sandbox airline re-prices with `status`. The list is
 * virtualised, so it scrolls on until such a card is rendered.
 */
export async function cardWhoseReprice(page: Page, status: 'unchanged' | 'changed' | 'sold_out'): Promise<Locator> {
  const cards = page.getByTestId('itinerary-card');
  await expect(cards.first()).toBeVisible();
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const ids = await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-offer-id') ?? ''));
    const id = ids.find((offerId) => predictRepriceStatus(offerId) === status);
    if (id) {
      const card = page.locator(`[data-testid="itinerary-card"][data-offer-id="${id}"]`);
      await card.scrollIntoViewIfNeeded();
      return card;
    }
    await cards.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 600);
  }
  throw new Error(`no result is re-priced as ${status}`);
}

/**
 * A one-way Lisbon–New York booking for one adult, made through the API from the page (the
 * browser holds the session): held, and paid with the sandbox success card when `pay` is set.
 * Returns its reference number.
 */
export async function bookThroughApi(page: Page, options: { pay: boolean; daysAhead: number }): Promise<string> {
  const passengers = { adults: 1, children: 0, infants: 0 };
  const search = {
    routeType: 'One-Way',
    slices: [{ origin: 'LIS', destination: 'JFK', departureDate: inDays(options.daysAhead) }],
    passengers,
    currency: 'EUR',
  };
  const offers = await page.evaluate(async (body) => {
    const response = await fetch('/api/flight/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as { data: Array<{ id: string }> };
    return json.data.map((itinerary) => itinerary.id);
  }, search);
  const offerId = offers.find((id) => predictRepriceStatus(id) === 'unchanged');
  if (!offerId) throw new Error('no offer keeps its price');
  return page.evaluate(
    async ({ offerId: offer, passengers: party, pay }) => {
      const post = async (url: string, body: unknown, key?: string) => {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
        return response.json() as Promise<{ data: Record<string, unknown> } & Record<string, unknown>>;
      };
      const quote = await post('/api/flight/reprice', {
        offerId: offer,
        fareFamily: 'Standard',
        passengers: party,
        currency: 'EUR',
      });
      const booking = await post(
        '/api/flight/booking',
        {
          quoteId: quote.data.quoteId,
          travelers: [{ type: 'ADT', givenName: 'Joana', familyName: 'Reis', birthDate: '1990-05-17' }],
          contact: { email: 'joana.reis@example.test', phone: '+351 912 000 111' },
          isTripProtectionSelected: false,
        },
        crypto.randomUUID(),
      );
      const referenceNumber = booking.data.referenceNumber as string;
      if (pay) {
        const card = await post('/sandbox-gateway/v1/tokens', {
          number: '4242424242424242',
          expMonth: 12,
          expYear: new Date().getFullYear() + 3,
          cvc: '123',
          name: 'Joana Reis',
        });
        await post('/api/flight/payment', { referenceNumber, paymentToken: card.token }, crypto.randomUUID());
      }
      return referenceNumber;
    },
    { offerId, passengers, pay: options.pay },
  );
}
