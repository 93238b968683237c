/**
 * The one follow list (issue 32): everything the signed-in user follows, satellites and launches, with their alert
 * settings. One query key, FOLLOWS_KEY, and one mutation: every page that offers Follow (object page, 3D selection,
 * conjunction dialog, Observing, launches, Settings) reads and writes through here, so a follow anywhere shows
 * everywhere at once. Queries that depend on the list (the followed satellites' element sets) key under FOLLOWS_KEY,
 * so they refresh with it.
 */
import type { Follow, FollowAlerts, FollowKind, PassVerdictFilter } from '@cosmos/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { keys } from './api/keys';
import { followLaunch, followSatellite, followsQuery, unfollowLaunch, unfollowSatellite } from './api/queries/follows';

export const FOLLOWS_KEY = keys.follows.all();
const SAVE_FAIL = 'Failed to save settings'; // spec §8

export const useFollows = () => useQuery(followsQuery());

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
  /** Pass alerts: minutes before the pass becomes visible (0–60). */
  leadMinutes?: number;
  /** Pass alerts: every visible pass, or only those judged go (or go and maybe). */
  passVerdict?: PassVerdictFilter;
}

function change(c: FollowChange): Promise<unknown> {
  if (c.kind === 'launch')
    return c.follow ? followLaunch(c.objectId, SAVE_FAIL) : unfollowLaunch(c.objectId, SAVE_FAIL);
  return c.follow
    ? followSatellite(
        c.objectId,
        { thresholdKm: c.thresholdKm, alerts: c.alerts, leadMinutes: c.leadMinutes, passVerdict: c.passVerdict },
        SAVE_FAIL,
      )
    : unfollowSatellite(c.objectId, SAVE_FAIL);
}

export function useSetFollow() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: (_r, _e, c) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: FOLLOWS_KEY }),
        // A launch's own answer says whether it is followed (Mission Control's lists).
        c.kind === 'launch' ? qc.invalidateQueries({ queryKey: keys.launches.all() }) : undefined,
      ]),
  });
}
