import { CardFieldError, type CardGatewayClient } from './card-gateway';

/** The built-in sandbox gateway's client: POST the card to its token URL with the public key. */
export const sandboxCardGateway: CardGatewayClient = {
  hasTestCards: true,
  async tokenize(card, gateway) {
    const response = await fetch(gateway.tokenUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: `Bearer ${gateway.publicKey}`,
      },
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
  },
};

function cardField(field: string | undefined): CardFieldError['field'] {
  return field === 'expiry' || field === 'cvc' || field === 'name' ? field : 'number';
}
