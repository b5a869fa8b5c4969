import type { ErrorCode } from '@travel/contracts';

/** A failed API call: the server's translated message, its code and per-field details. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    readonly details: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
