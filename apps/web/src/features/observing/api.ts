/**
 * Server calls of the observing screens: alert settings, the calendar feed and element exports. Places and follows
 * are the app's shared hooks (lib/places, lib/follows).
 */
import type { CalendarFeedCreated, CalendarFeedStatus, Settings, SettingsPatch } from '@cosmos/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

const FAIL = 'Failed to fetch celestial data'; // spec §8
const SAVE_FAIL = 'Failed to save settings'; // spec §8

function useInvalidate() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ['observing'] });
}

export const useAlertSettings = () =>
  useQuery({
    queryKey: ['observing', 'settings'],
    queryFn: () => api<Settings>('/api/settings', { failMessage: FAIL }),
  });
export function useSaveAlertSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (patch: SettingsPatch) =>
      api<Settings>('/api/settings', { method: 'PUT', body: patch, failMessage: SAVE_FAIL }),
    onSuccess: (s) => {
      qc.setQueryData(['observing', 'settings'], s);
      void qc.invalidateQueries({ queryKey: ['settings'] });
    },
  });
}

export const useCalendarFeed = () =>
  useQuery({
    queryKey: ['observing', 'feed'],
    queryFn: () => api<CalendarFeedStatus>('/api/feeds/calendar', { failMessage: FAIL }),
  });
export function useRotateFeed() {
  const done = useInvalidate();
  return useMutation({
    mutationFn: (locationId: string | null) =>
      api<CalendarFeedCreated>('/api/feeds/calendar', { method: 'POST', body: { locationId }, failMessage: SAVE_FAIL }),
    onSuccess: done,
  });
}
export function useRevokeFeed() {
  const done = useInvalidate();
  return useMutation({
    mutationFn: () => api<null>('/api/feeds/calendar', { method: 'DELETE', failMessage: SAVE_FAIL }),
    onSuccess: done,
  });
}
