/** Server calls of the observing screens: follows, tracks, identify, settings, the calendar feed and element exports. */
import type {
  CalendarFeedCreated,
  CalendarFeedStatus,
  FollowedObject,
  FollowedSatellite,
  ObservingLocation,
  Settings,
  SettingsPatch,
} from '@cosmos/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

const FAIL = 'Failed to fetch celestial data'; // spec §8
const SAVE_FAIL = 'Failed to save settings'; // spec §8

export const useLocations = () =>
  useQuery({
    queryKey: ['observing', 'locations'],
    queryFn: () => api<ObservingLocation[]>('/api/sky/locations', { failMessage: FAIL }),
  });

export const useFollowedSatellites = () =>
  useQuery({
    queryKey: ['observing', 'sky-follows'],
    queryFn: () => api<FollowedSatellite[]>('/api/sky/follows', { failMessage: FAIL }),
  });

export const useFollowedObjects = () =>
  useQuery({
    queryKey: ['observing', 'follows'],
    queryFn: () => api<FollowedObject[]>('/api/follows', { failMessage: FAIL }),
  });

function useInvalidate() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ['observing'] });
}

export function useFollowSatellite() {
  const done = useInvalidate();
  return useMutation({
    mutationFn: (id: string) =>
      api<FollowedSatellite[]>(`/api/sky/follows/${encodeURIComponent(id)}`, { method: 'PUT', failMessage: FAIL }),
    onSuccess: done,
  });
}
export function useUnfollowSatellite() {
  const done = useInvalidate();
  return useMutation({
    mutationFn: (id: string) =>
      api<null>(`/api/sky/follows/${encodeURIComponent(id)}`, { method: 'DELETE', failMessage: FAIL }),
    onSuccess: done,
  });
}
export function useSetThreshold() {
  const done = useInvalidate();
  return useMutation({
    mutationFn: ({ id, thresholdKm }: { id: string; thresholdKm: number }) =>
      api<FollowedObject>(`/api/follows/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: { thresholdKm },
        failMessage: SAVE_FAIL,
      }),
    onSuccess: done,
  });
}
export function useUnfollowObject() {
  const done = useInvalidate();
  return useMutation({
    mutationFn: (id: string) =>
      api<null>(`/api/follows/${encodeURIComponent(id)}`, { method: 'DELETE', failMessage: FAIL }),
    onSuccess: done,
  });
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
