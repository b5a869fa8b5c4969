import { useEffect, useState } from 'react';

/** Whether an instant (ISO) has passed: true once it has, as it passes while the page is open. */
export function useHasPassed(instant: string | null): boolean {
  const [passed, setPassed] = useState<string | null>(null);
  useEffect(() => {
    if (!instant) return;
    const wait = Date.parse(instant) - Date.now();
    // Past already: said at once; else when it passes (timers beyond ~24 days overflow; rates live minutes).
    const timer = setTimeout(() => setPassed(instant), Math.max(0, Math.min(wait, 2 ** 31 - 1)));
    return () => clearTimeout(timer);
  }, [instant]);
  return instant !== null && passed === instant;
}
