import { Suspense, type ComponentType } from 'react';
import { VizSkeleton } from './VizSkeleton';

/**
 * /data-visualization's route: the page's skeleton while its code (three.js) downloads. A small chunk of its own, so
 * the skeleton's code stays out of the sign-in page's bundle; the page itself is loaded by the router, which starts
 * that download as early as the entry script when the 3D view is opened directly.
 */
export function VizRoute({ page: Page }: { page: ComponentType }) {
  return (
    <Suspense fallback={<VizSkeleton />}>
      <Page />
    </Suspense>
  );
}
