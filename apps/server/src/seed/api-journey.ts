import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { ACCESS_TOKEN_COOKIE } from '@travel/contracts';

/** The sandbox gateway's test cards (README, "test cards"). */
export const TEST_CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  challenge: '4000000000003220',
} as const;

/** A calendar date `days` from today (UTC), 'YYYY-MM-DD'. */
export function inDays(days: number, now = Date.now()): string {
  return new Date(now + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Calls the public API of an app in this process the way a customer's browser does (the host of
 * the agency, the session cookie, an idempotency key per booking and payment). The demo seed's
 * journeys are built on it; so are the integration tests' builders, so both exercise the same calls.
 */
export class ApiJourney {
  constructor(
    protected readonly app: FastifyInstance,
    protected readonly host: string,
  ) {}

  protected async call<T>(token: string | null, options: InjectOptions, pick: (body: never) => T): Promise<T> {
    const headers = { ...options.headers, host: this.host };
    const res = await this.app.inject({
      ...options,
      headers,
      ...(token ? { cookies: { [ACCESS_TOKEN_COOKIE]: token } } : {}),
    });
    if (res.statusCode !== 200)
      throw new Error(`${options.method} ${options.url} answered ${res.statusCode}: ${res.body}`);
    return pick(res.json() as never);
  }

  /** A gateway token for a test card: the card goes to the gateway, never to the API. */
  cardToken(card: string = TEST_CARDS.visa): Promise<string> {
    return this.call(
      null,
      {
        method: 'POST',
        url: '/sandbox-gateway/v1/tokens',
        payload: { number: card, expMonth: 12, expYear: 2031, cvc: '123', name: 'Demo Traveller' },
      },
      (b: { token: string }) => b.token,
    );
  }

  /** Pays a booking of any vertical at its payment path with a test card. */
  protected async payAt<B>(url: string, token: string, referenceNumber: string, card: string): Promise<B> {
    const paymentToken = await this.cardToken(card);
    return this.call(
      token,
      {
        method: 'POST',
        url,
        payload: { referenceNumber, paymentToken },
        headers: { 'idempotency-key': randomUUID() },
      },
      (b: { data: { booking: B } }) => b.data.booking,
    );
  }
}
