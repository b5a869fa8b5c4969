import { lazy, Suspense, useSyncExternalStore } from 'react';

const ToastContainer = lazy(() => import('./toast-container'));

let isRequested = false;
const listeners = new Set<() => void>();

/** The first toast asks for the container; until then the toast system is not downloaded. */
export function requestToaster(): void {
  if (isRequested) return;
  isRequested = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Mounts the toast container on the first toast, never on a first paint: the container brings
 * the component library, which the shell does without.
 */
export function Toaster() {
  const isReady = useSyncExternalStore(subscribe, () => isRequested);
  if (!isReady) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
