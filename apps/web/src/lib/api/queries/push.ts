/** Web Push (issue 35): the VAPID key, the caller's push subscriptions, and a test push. */
import type { PushSubscriptionBody } from '@cosmos/contracts';
import { client, ok } from '../index';

export const pushKey = (failMessage: string) => ok(client.GET('/api/push/key', { failMessage }));
export const pushSubscriptions = (failMessage: string) => ok(client.GET('/api/push/subscriptions', { failMessage }));
export const addPushSubscription = (body: PushSubscriptionBody, failMessage: string) =>
  ok(client.POST('/api/push/subscriptions', { body, failMessage }));
export const removePushSubscription = (id: string, failMessage: string) =>
  ok(client.DELETE('/api/push/subscriptions/{id}', { params: { path: { id } }, failMessage }));
export const testPushSubscription = (id: string, failMessage: string) =>
  ok(client.POST('/api/push/subscriptions/{id}/test', { params: { path: { id } }, failMessage }));
