/**
 * The name of the unique constraint an insert or update broke, or null for any other error.
 * postgres.js names it `constraint_name`, PGlite `constraint`; drizzle may wrap either in `cause`.
 */
export function violatedUniqueConstraint(error: unknown): string | null {
  let cause: unknown = error;
  for (let depth = 0; depth < 5 && typeof cause === 'object' && cause !== null; depth += 1) {
    const { code, constraint_name: pgName, constraint: pgliteName } = cause as Record<string, unknown>;
    const constraint = pgName ?? pgliteName;
    if (code === '23505' && typeof constraint === 'string') return constraint;
    cause = (cause as { cause?: unknown }).cause;
  }
  return null;
}

/** postgres.js's own codes for a connection that could not be made or was lost. */
const CONNECTION_CODES = new Set([
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs of a server that is not there for now: class 08 (connection
 * exception), 57P01-57P03 (shutting down, crashed, starting up), 53300 (too many connections).
 */
function isUnavailableState(code: string): boolean {
  return code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300';
}

/**
 * Whether an error means the database cannot be reached for the moment (rather than a bad
 * query): the answer is then 503 with Retry-After, and the caller may try again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let cause: unknown = error;
  for (let depth = 0; depth < 5 && typeof cause === 'object' && cause !== null; depth += 1) {
    const { code, errno } = cause as Record<string, unknown>;
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || isUnavailableState(code))) return true;
    if (typeof errno === 'string' && CONNECTION_CODES.has(errno)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
