import type { PaymentGateway } from '@travel/contracts';

/** The card as typed in the payment form; it goes to the gateway, never to the app's API. */
export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
}

/** What a gateway answers for a card: the token our API is given, and what the card is. */
export interface CardToken {
  token: string;
  brand: string;
  last4: string;
}

/** The gateway refused the card; `field` says which part of it. */
export class CardFieldError extends Error {
  constructor(readonly field: 'number' | 'expiry' | 'cvc' | 'name') {
    super(field);
  }
}

/**
 * A card gateway's client side (the port): turns a card into a token with the gateway's public
 * key, so the card never reaches our servers. One adapter per gateway name the server may answer.
 */
export interface CardGatewayClient {
  tokenize(card: CardInput, gateway: PaymentGateway): Promise<CardToken>;
  /** The sandbox's test cards are listed under the form; a real gateway's are not. */
  hasTestCards: boolean;
}
