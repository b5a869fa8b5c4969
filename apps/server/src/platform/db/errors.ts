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
