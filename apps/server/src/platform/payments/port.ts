import type { Money } from '@travel/contracts';

/** Why a charge failed, in the gateway's words. */
export type ChargeFailure =
  'card_declined' | 'insufficient_funds' | 'invalid_token' | 'expired_card' | 'processing_error';

export type ChargeResult =
  | { status: 'succeeded'; chargeId: string; cardBrand: string; cardLast4: string }
  | { status: 'requires_action'; chargeId: string; cardBrand: string; cardLast4: string; challengeUrl: string }
  | {
      status: 'failed';
      chargeId: string | null;
      cardBrand: string | null;
      cardLast4: string | null;
      failure: ChargeFailure;
    };

/** What the gateway knows about one charge, looked up by our idempotency key. */
export interface ChargeRecord {
  chargeId: string;
  /** succeeded: money was taken (refundedAmount says how much went back). */
  status: 'succeeded' | 'requires_action' | 'failed';
  amount: Money;
  refundedAmount: number;
  cardBrand: string;
  cardLast4: string;
}

/**
 * A card payment gateway. The browser gives the card to the gateway and receives a token; the
 * app only ever holds the token, the brand and the last four digits.
 */
export interface PaymentGateway {
  readonly name: string;
  /**
   * What the card form needs to tokenise with this gateway (GET /api/getCurrentPaymentGateway):
   * its public (publishable) key and where the card is posted; the web picks its client by `name`.
   */
  readonly client: { publicKey: string; tokenUrl: string };
  /** Charges a card token. The same idempotency key returns the first result. */
  charge(input: {
    token: string;
    amount: Money;
    description: string;
    idempotencyKey: string;
    returnUrl: string;
  }): Promise<ChargeResult>;
  /**
   * The charge made with an idempotency key, or null when the gateway never charged with it
   * (as real gateways answer a look-up by idempotency key or payment intent): what happened to
   * an attempt whose outcome we could not record.
   */
  findCharge(idempotencyKey: string): Promise<ChargeRecord | null>;
  /**
   * Keeps a card token for later charges made without the cardholder (a subscription's
   * renewals), as a saved payment method; null when the token is unknown or has expired.
   */
  keepCard(token: string): Promise<{ brand: string; last4: string } | null>;
  /** Returns money of a succeeded charge, in part or in full. */
  refund(input: { chargeId: string; amount: Money; idempotencyKey: string }): Promise<{ refundId: string }>;
}
