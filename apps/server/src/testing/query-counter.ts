/** Counts the queries the app sends: pass `onQuery` to createTestApp, then measure a call with `during`. */
export function queryCounter() {
  const seen: string[] = [];
  return {
    onQuery: (sql: string) => {
      seen.push(sql);
    },
    /** The SQL of the queries sent while `run` ran (nothing else may run meanwhile). */
    async during<T>(run: () => Promise<T>): Promise<{ result: T; queries: string[] }> {
      const from = seen.length;
      const result = await run();
      return { result, queries: seen.slice(from) };
    },
  };
}
