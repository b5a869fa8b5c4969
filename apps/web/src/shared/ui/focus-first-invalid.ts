import { useEffect, useRef, useState } from 'react';

/**
 * Brings the first invalid field of a container into view and focuses it (spec 5: invalid fields
 * are focused on submit). A field is invalid when it says so (`aria-invalid="true"`, which
 * Mantine's inputs set with their error). Centred, so a sticky header never covers it.
 */
export function focusFirstInvalid(container: HTMLElement | null): boolean {
  const field = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return false;
  const isReduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  field.scrollIntoView?.({ block: 'center', behavior: isReduced ? 'auto' : 'smooth' });
  field.focus({ preventScroll: true });
  return true;
}

/**
 * For a form whose errors appear on submit: `focusAfterRender()` in the submit handler focuses
 * the first invalid field once the errors it revealed are on the page.
 */
export function useFocusFirstInvalid<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(ref.current);
  }, [attempt]);
  return { ref, focusAfterRender: () => setAttempt((count) => count + 1) };
}
