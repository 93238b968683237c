import { useQuery } from '@tanstack/react-query';
import { orbitTrackQuery } from './api/queries/celestial';

/**
 * The previous and the next orbit of a satellite around `now` (see `orbitTrackQuery`). Used by the observing map
 * and the object pages.
 */
export const useOrbitTrack = (id: string, now: number) => useQuery(orbitTrackQuery(id, now));
