import type { ErrorCode, MessageKey } from '@travel/contracts';

/** HTTP status of every error code: the one place this mapping lives. */
export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  ROUTE_NOT_FOUND: 404,
  AGENCY_NOT_FOUND: 404,
  AGENCY_INACTIVE: 403,
  NOT_FOUND: 404,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  UPSTREAM_FAILED: 502,
  INVALID_CREDENTIALS: 400,
  EMAIL_NOT_VERIFIED: 403,
  ACCOUNT_INACTIVE: 403,
  TOKEN_INVALID: 400,
  CODE_INVALID: 400,
  EMAIL_TAKEN: 409,
  WRONG_PASSWORD: 400,
  SSO_FAILED: 400,
  SOCIAL_FAILED: 400,
  SOCIAL_ACCOUNT_NOT_FOUND: 404,
  UPLOAD_REFUSED: 400,
  DIRECT_LOGIN_DISABLED: 403,
  OFFER_EXPIRED: 410,
  QUOTE_EXPIRED: 410,
  SOLD_OUT: 409,
  PRICE_CHANGED: 409,
  PAYMENT_DECLINED: 402,
  INSUFFICIENT_FUNDS: 402,
  NOT_VOIDABLE: 409,
  INVALID_STATE: 409,
  APPROVAL_REQUIRED: 409,
  IDEMPOTENCY_CONFLICT: 409,
  ALREADY_BOOKED: 409,
  PAYMENT_IN_PROGRESS: 409,
  TIME_LIMIT_PASSED: 410,
  SERVICE_UNAVAILABLE: 503,
  URI_TOO_LONG: 414,
  HEADERS_TOO_LARGE: 431,
  REQUEST_TIMEOUT: 408,
  CURRENCY_NOT_SUPPORTED: 400,
  INTERNAL: 500,
};

export interface AppErrorOptions {
  /** A shared message key to use instead of the code's own message. */
  message?: MessageKey;
  /** Field -> message key, for VALIDATION_FAILED. */
  details?: Record<string, MessageKey>;
  /** Values of the messages' `{{name}}` placeholders (a currency code, say). */
  values?: Record<string, string>;
  cause?: unknown;
}

/** The one error type services throw; the error handler turns it into `{ message, code }`. */
export class AppError extends Error {
  readonly messageKey: MessageKey;
  readonly details: Record<string, MessageKey> | undefined;
  readonly values: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    options: AppErrorOptions = {},
  ) {
    super(options.message ?? `error.${code}`, { cause: options.cause });
    this.name = 'AppError';
    this.messageKey = options.message ?? `error.${code}`;
    this.details = options.details;
    this.values = options.values ?? {};
  }

  get statusCode(): number {
    return STATUS_BY_CODE[this.code];
  }

  /** A 400 naming a currency there is no exchange rate for, at `field`. */
  static currencyNotSupported(currency: string, field = 'currency'): AppError {
    return new AppError('CURRENCY_NOT_SUPPORTED', {
      details: { [field]: 'validation.currencyNoRate' },
      values: { currency },
    });
  }

  /** A 400 for one field. */
  static invalid(field: string, message: MessageKey): AppError {
    return new AppError('VALIDATION_FAILED', { details: { [field]: message } });
  }
}
