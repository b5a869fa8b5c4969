/**
 * Stable error codes of the API. The HTTP status of each is mapped in one place on the server
 * (apps/server/src/platform/http/app-error.ts); the message is translated by Accept-Language.
 */
export const ERROR_CODES = [
  /** Input failed its schema; `details` maps each field to its message. 400. */
  'VALIDATION_FAILED',
  /** No API route matches method and path. 404, whatever the auth state. */
  'ROUTE_NOT_FOUND',
  /** The host belongs to no agency. 404. */
  'AGENCY_NOT_FOUND',
  /** The agency exists but is not active; it cannot take writes. 403. */
  'AGENCY_INACTIVE',
  /** A record does not exist, or belongs to another agency. 404. */
  'NOT_FOUND',
  /** No valid session. 401. */
  'UNAUTHORIZED',
  /** Signed in, but the role does not allow the action. 403. */
  'FORBIDDEN',
  /** The request conflicts with the current state (duplicate, idempotency key reuse). 409. */
  'CONFLICT',
  /** Too many attempts; try again later. 429. */
  'RATE_LIMITED',
  /** The request body is too large. 413. */
  'PAYLOAD_TOO_LARGE',
  /** A supplier or gateway did not answer in time or failed. 502. */
  'UPSTREAM_FAILED',
  /** E-mail and password do not match an active account. 400. */
  'INVALID_CREDENTIALS',
  /** The account's e-mail is not verified yet; a new link was sent. 403. */
  'EMAIL_NOT_VERIFIED',
  /** The account was deactivated by the agency. 403. */
  'ACCOUNT_INACTIVE',
  /** A link or token expired, was already used, or never existed. 400. */
  'TOKEN_INVALID',
  /** A code typed by hand is wrong (or too many wrong tries). 400. */
  'CODE_INVALID',
  /** Another account of this agency already has the e-mail. 409. */
  'EMAIL_TAKEN',
  /** The current password given to change it is wrong. 400. */
  'WRONG_PASSWORD',
  /** The single sign-on token was refused. 400. */
  'SSO_FAILED',
  /** The social provider refused the code or gave no usable profile. 400. */
  'SOCIAL_FAILED',
  /** No account for this social profile, and it was not a sign-up. 404. */
  'SOCIAL_ACCOUNT_NOT_FOUND',
  /** The upload is too large or of a type this field does not take. 400. */
  'UPLOAD_REFUSED',
  /**
   * Password log-in of a client on an agency that signs its clients in through its own portal
   * (SSO on, direct log-in not allowed for SSO users). 403.
   */
  'DIRECT_LOGIN_DISABLED',
  /** A flight offer or quote is older than its 30 minutes. 410. */
  'OFFER_EXPIRED',
  /** Same as OFFER_EXPIRED for a checkout quote. 410. */
  'QUOTE_EXPIRED',
  /** No seats left at this fare. 409. */
  'SOLD_OUT',
  /** The supplier's price moved; `details` or the answer carries the new price. 409. */
  'PRICE_CHANGED',
  /** The card was declined. 402. */
  'PAYMENT_DECLINED',
  /** The card has not enough funds. 402. */
  'INSUFFICIENT_FUNDS',
  /** The void window has passed. 409. */
  'NOT_VOIDABLE',
  /** The action does not apply to the booking's status. 409. */
  'INVALID_STATE',
  'APPROVAL_REQUIRED',
  /** An idempotency key was reused with another request body. 409. */
  'IDEMPOTENCY_CONFLICT',
  /** The offer was already booked (the airline holds one order per offer). 409. */
  'ALREADY_BOOKED',
  /** Another payment of the booking is under way. 409. */
  'PAYMENT_IN_PROGRESS',
  /** A held booking's ticketing time limit has passed: it can no longer be paid (the airline released it). 410. */
  'TIME_LIMIT_PASSED',
  /** The database (or another part the answer needs) is out for a moment; `Retry-After` says when to try again. 503. */
  'SERVICE_UNAVAILABLE',
  /** The address (path and query) is too long. 414. */
  'URI_TOO_LONG',
  /** The request's headers are too large. 431. */
  'HEADERS_TOO_LARGE',
  /** The request did not arrive in time. 408. */
  'REQUEST_TIMEOUT',
  /**
   * No exchange rate for the currency asked for (a display currency, a markup's currency): the
   * message names it; `details.currency` says the same. 400.
   */
  'CURRENCY_NOT_SUPPORTED',
  /** Anything unexpected. 500. */
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The body of every error answer. */
export interface ErrorBody {
  /** Translated, human-readable message. */
  message: string;
  /** Stable machine-readable code. */
  code: ErrorCode;
  /** Per-field messages for VALIDATION_FAILED. */
  details?: Record<string, string>;
}
