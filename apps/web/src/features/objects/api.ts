import { useQuery } from '@tanstack/react-query';
import { objectPassesQuery } from '../../lib/api/queries/sky';

/** The next passes over the user's default location; null when no location is set (409). */
export const useObjectPasses = (id: string, enabled: boolean) => useQuery({ ...objectPassesQuery(id), enabled });
