import { useQuery } from '@tanstack/react-query';
import { brightestQuery, passesQuery, stationQuery, tonightQuery, trainsQuery } from '../../lib/api/queries/sky';

export const useStation = () => useQuery(stationQuery());

export const usePasses = (id: string, enabled: boolean, locationId = '') =>
  useQuery({ ...passesQuery(id, locationId), enabled });

export const useTonight = (enabled: boolean, locationId = '') => useQuery({ ...tonightQuery(locationId), enabled });

export const useBrightest = (enabled: boolean, locationId = '') => useQuery({ ...brightestQuery(locationId), enabled });

/** Launch trains (objects of a recent launch still strung together) with the lead's visible passes. */
export const useTrains = (enabled: boolean, locationId = '') => useQuery({ ...trainsQuery(locationId), enabled });
