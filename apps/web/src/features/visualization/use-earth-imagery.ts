import { useEffect, type RefObject } from 'react';
import { loadEarthMosaic } from '../../lib/imagery';
import type { VizEngine } from '../../scene/engine';

/**
 * Dresses the globe in the plan's Earth imagery once the page is up: both mosaics are fetched after the first
 * render (they are not needed for the first frame) and handed to the engine together, so day and night never
 * disagree. Without imagery (signed out, or every tile failing) the globe keeps its plain ocean.
 */
export function useEarthImagery(engineRef: RefObject<VizEngine | null>) {
  useEffect(() => {
    const ac = new AbortController();
    const timer = setTimeout(() => {
      Promise.all([loadEarthMosaic('true-colour', 1, ac.signal), loadEarthMosaic('night-lights', 1, ac.signal)])
        .then(([day, night]) => engineRef.current?.setEarthImagery(day, night))
        .catch(() => undefined);
    }, 500);
    return () => {
      clearTimeout(timer);
      ac.abort();
    };
  }, [engineRef]);
}
