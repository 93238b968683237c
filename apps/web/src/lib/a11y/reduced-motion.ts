import { useSyncExternalStore } from 'react';

/**
 * WCAG 2.2 (2.2.2 Pause, Stop, Hide; 2.3.3 Animation from Interactions): automatic motion stops when the
 * operating system asks for reduced motion. Read at the moment of moving (the camera, the carousel), so a
 * change of the system setting applies without a reload.
 */
const QUERY = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;
}

function subscribe(onChange: () => void) {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const mq = window.matchMedia(QUERY);
  mq.addEventListener?.('change', onChange);
  return () => mq.removeEventListener?.('change', onChange);
}

/** The same preference as a React value that follows the system setting live. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
