/**
 * What the dashboard's "Your sky" card reads, through the typed client's query options: the same keys as the screens
 * that own the answers (Satellite Data's ISS passes and Tonight outlook, Mission Control's upcoming launches), so a
 * visit to one fills the other from the cache.
 */
import { useQuery } from '@tanstack/react-query';
import { launchesQuery } from '../../lib/api/queries/launches';
import { skyAlertsQuery } from '../../lib/api/queries/notifications';
import { outlookQuery, passesQuery } from '../../lib/api/queries/sky';

export const ISS = 'sat-25544';

/** The ISS's passes over the default place for 7 days; null without a place. */
export const useIssPasses = () => useQuery(passesQuery(ISS));

/** Tonight's verdict at the default place (Tonight's query on Satellite Data); null without a place. */
export const useTonightOutlook = () => useQuery(outlookQuery('', '', 1));

export const useUpcomingLaunches = (failMessage: string) => useQuery(launchesQuery('upcoming', failMessage));

export const useFollowAlerts = (failMessage: string) => useQuery(skyAlertsQuery(failMessage));
