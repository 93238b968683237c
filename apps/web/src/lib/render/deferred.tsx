import { startTransition, useDeferredValue, useEffect, useState, type ReactNode } from 'react';

/**
 * Query data that arrives after the first render is rendered at transition priority. React Query hands new data to
 * its subscribers as a blocking update, so a list of twenty MUI rows renders and commits in one task the moment the
 * answer lands (60 ms on a slow phone, issue 12's blocking time). Through this, that update renders what was there
 * (cheap), and the list follows as a transition, in slices that let a tap through. `arriving` is true for that one
 * moment, between the answer and its list: callers keep their loading placeholder up rather than show an empty list.
 */
export function useDeferredData<T>(data: T | undefined): { data: T | undefined; arriving: boolean } {
  const deferred = useDeferredValue(data);
  return { data: deferred, arriving: deferred === undefined && data !== undefined };
}

/**
 * Mounts its children in a second commit, as a transition, after the first one has been painted: for what is below
 * the fold of a page's first screen, so the page's first commit (and its styles) is smaller and what is on screen
 * first arrives sooner. `placeholder` holds the space meanwhile (nothing is shown there on the first frame).
 */
export function AfterFirstCommit({ children, placeholder = null }: { children: ReactNode; placeholder?: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // A task later, not in this effect's own: the browser paints the first commit before this one renders.
    const timer = setTimeout(() => startTransition(() => setReady(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return <>{ready ? children : placeholder}</>;
}
