/** The signed-in user's follow list (GET /api/follows) and its changes (satellites and launches). */
import type { FollowAlerts, PassVerdictFilter } from '@cosmos/contracts';
import { queryOptions } from '@tanstack/react-query';
import { client, ok } from '../index';
import { keys } from '../keys';

const FAIL = 'Failed to fetch celestial data'; // spec §8

export const followsQuery = () =>
  queryOptions({ queryKey: keys.follows.all(), queryFn: () => ok(client.GET('/api/follows', { failMessage: FAIL })) });

export interface FollowSatelliteBody {
  thresholdKm?: number;
  alerts?: Partial<Omit<FollowAlerts, 'launchStatus'>>;
  leadMinutes?: number;
  passVerdict?: PassVerdictFilter;
}

export const followSatellite = (objectId: string, body: FollowSatelliteBody, failMessage: string) =>
  ok(client.PUT('/api/follows/{objectId}', { params: { path: { objectId } }, body, failMessage }));
export const unfollowSatellite = (objectId: string, failMessage: string) =>
  ok(client.DELETE('/api/follows/{objectId}', { params: { path: { objectId } }, failMessage }));
export const followLaunch = (id: string, failMessage: string) =>
  ok(client.PUT('/api/launches/{id}/follow', { params: { path: { id } }, failMessage }));
export const unfollowLaunch = (id: string, failMessage: string) =>
  ok(client.DELETE('/api/launches/{id}/follow', { params: { path: { id } }, failMessage }));
