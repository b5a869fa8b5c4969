/** The card as typed in the payment form; it goes to the gateway, never to the app's API. */
export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
}

export class CardFieldError extends Error {
  constructor(readonly field: 'number' | 'expiry' | 'cvc' | 'name') {
    super(field);
  }
}

/** Sends the card to the payment gateway's tokenisation endpoint and gets a token back. */
export async function tokenizeCard(card: CardInput): Promise<{ token: string; brand: string; last4: string }> {
  const response = await fetch('/sandbox-gateway/v1/tokens', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(card),
  });
  const body = (await response.json().catch(() => ({}))) as {
    token?: string;
    brand?: string;
    last4?: string;
    /** The gateway's errors come in the API's shape: `details` names the field. */
    details?: Record<string, string>;
  };
  if (!response.ok || !body.token) throw new CardFieldError(cardField(Object.keys(body.details ?? {})[0]));
  return { token: body.token, brand: body.brand ?? 'card', last4: body.last4 ?? '' };
}

function cardField(field: string | undefined): CardFieldError['field'] {
  return field === 'expiry' || field === 'cvc' || field === 'name' ? field : 'number';
}
