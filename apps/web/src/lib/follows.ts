/**
 * The one follow list (issue 32): everything the signed-in user follows, satellites and launches, with their alert
 * settings. One query key, FOLLOWS_KEY, and one mutation: every page that offers Follow (object page, 3D selection,
 * conjunction dialog, Observing, launches, Settings) reads and writes through here, so a follow anywhere shows
 * everywhere at once. Queries that depend on the list (the followed satellites' element sets) key under FOLLOWS_KEY,
 * so they refresh with it.
 */
import type { Follow, FollowAlerts, FollowKind } from '@cosmos/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api';

export const FOLLOWS_KEY = ['follows'] as const;
const FAIL = 'Failed to fetch celestial data'; // spec §8
const SAVE_FAIL = 'Failed to save settings'; // spec §8

export const useFollows = () =>
  useQuery({ queryKey: FOLLOWS_KEY, queryFn: () => api<Follow[]>('/api/follows', { failMessage: FAIL }) });

/** The follow of this satellite or launch, if any. */
export const findFollow = (list: Follow[] | undefined, kind: FollowKind, objectId: string) =>
  list?.find((f) => f.kind === kind && f.objectId === objectId);

export interface FollowChange {
  kind: FollowKind;
  objectId: string;
  /** false stops following; true follows (or, with alerts/thresholdKm, changes the follow's alerts). */
  follow: boolean;
  thresholdKm?: number;
  alerts?: Partial<Omit<FollowAlerts, 'launchStatus'>>;
}

const urlOf = (c: FollowChange) =>
  c.kind === 'launch'
    ? `/api/launches/${encodeURIComponent(c.objectId)}/follow`
    : `/api/follows/${encodeURIComponent(c.objectId)}`;

export function useSetFollow() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (c: FollowChange): Promise<unknown> =>
      api(urlOf(c), {
        method: c.follow ? 'PUT' : 'DELETE',
        body: c.follow ? { thresholdKm: c.thresholdKm, alerts: c.alerts } : undefined,
        failMessage: SAVE_FAIL,
      }),
    onSettled: (_r, _e, c) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: FOLLOWS_KEY }),
        // A launch's own answer says whether it is followed (Mission Control's lists).
        c.kind === 'launch' ? qc.invalidateQueries({ queryKey: ['launches'] }) : undefined,
      ]),
  });
}
