import { lazy, Suspense, useEffect, useState } from 'react';

const ToastContainer = lazy(() => import('./toast-container'));

/** Mounts the toast container once the page is idle, off the first paint's critical path. */
export function Toaster() {
  const [isReady, setReady] = useState(false);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
    idle(() => setReady(true));
  }, []);
  if (!isReady) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
