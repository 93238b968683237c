/**
 * "Notifications on this device" (issue 35): the browser's push subscription, made with the server's VAPID key and
 * registered with the server (POST /api/push/subscriptions), or removed from both. Settings and sign-out use it.
 */
import type { PushSubscriptionBody } from '@cosmos/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { keys } from './api/keys';
import {
  addPushSubscription,
  pushKey,
  pushSubscriptions,
  removePushSubscription,
  testPushSubscription,
} from './api/queries/push';
import { workerRegistration } from './pwa';

const FAIL = 'Failed to fetch celestial data'; // spec §8
const SAVE_FAIL = 'Failed to save settings'; // spec §8

export type DeviceState =
  /** No Push API, or the offline app (its service worker) is not installed in this browser. */
  | { state: 'unsupported' }
  /** The user blocked notifications for the site: only the browser's settings can undo it. */
  | { state: 'blocked' }
  | { state: 'off' }
  | { state: 'on'; id: string | null };

const hasPush = () => typeof window !== 'undefined' && 'PushManager' in window && 'Notification' in window;

const keyBytes = (base64url: string) => {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

async function deviceState(): Promise<DeviceState> {
  const reg = hasPush() ? await workerRegistration() : undefined;
  if (!reg) return { state: 'unsupported' };
  if (Notification.permission === 'denied') return { state: 'blocked' };
  const sub = await reg.pushManager.getSubscription();
  if (!sub) return { state: 'off' };
  const stored = (await pushSubscriptions(FAIL)).find((s) => s.endpoint === sub.endpoint);
  return stored ? { state: 'on', id: stored.id } : { state: 'off' };
}

export const useDevicePush = (enabled = true) =>
  useQuery({ queryKey: keys.push.device(), queryFn: deviceState, enabled });

async function turnOn(): Promise<void> {
  const reg = await workerRegistration();
  if (!reg || !hasPush()) throw new Error(SAVE_FAIL);
  if ((await Notification.requestPermission()) !== 'granted') return;
  const { publicKey } = await pushKey(SAVE_FAIL);
  const sub =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await addPushSubscription(sub.toJSON() as PushSubscriptionBody, SAVE_FAIL);
}

/** Removes this browser's subscription from the server, then from the browser. */
export async function turnOffDevicePush(): Promise<void> {
  const reg = await workerRegistration();
  const sub = await reg?.pushManager.getSubscription();
  if (!sub) return;
  const stored = (await pushSubscriptions(SAVE_FAIL)).find((s) => s.endpoint === sub.endpoint);
  if (stored) await removePushSubscription(stored.id, SAVE_FAIL);
  await sub.unsubscribe();
}

export function useSetDevicePush() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => (on ? turnOn() : turnOffDevicePush()),
    onSettled: () => qc.invalidateQueries({ queryKey: keys.push.device() }),
  });
}

export const useTestPush = () => useMutation({ mutationFn: (id: string) => testPushSubscription(id, SAVE_FAIL) });
