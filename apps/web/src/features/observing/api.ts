/**
 * Server calls of the observing screens: alert settings and the calendar feed. Places and follows are the app's
 * shared hooks (lib/places, lib/follows); the calls themselves live in lib/api/queries.
 */
import type { SettingsPatch } from '@cosmos/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { keys } from '../../lib/api/keys';
import { calendarFeedQuery, revokeCalendarFeed, rotateCalendarFeed } from '../../lib/api/queries/feeds';
import { saveSettings, settingsQuery } from '../../lib/api/queries/settings';

const FAIL = 'Failed to fetch celestial data'; // spec §8
const SAVE_FAIL = 'Failed to save settings'; // spec §8

function useInvalidate() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: keys.observing.all() });
}

/** The same cache entry as the Settings screen: a change on either shows on both. */
export const useAlertSettings = () => useQuery(settingsQuery(FAIL));
export function useSaveAlertSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (patch: SettingsPatch) => saveSettings(patch, SAVE_FAIL),
    onSuccess: (s) => qc.setQueryData(keys.settings(), s),
  });
}

export const useCalendarFeed = () => useQuery(calendarFeedQuery(FAIL));
export function useRotateFeed() {
  const done = useInvalidate();
  return useMutation({
    mutationFn: (locationId: string | null) => rotateCalendarFeed(locationId, SAVE_FAIL),
    onSuccess: done,
  });
}
export function useRevokeFeed() {
  const done = useInvalidate();
  return useMutation({ mutationFn: () => revokeCalendarFeed(SAVE_FAIL), onSuccess: done });
}
