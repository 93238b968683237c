/**
 * Web Push (issue 35): a browser's push subscription as the Push API gives it (PushSubscription.toJSON()), the
 * server's VAPID public key the browser subscribes with, and the result of a test push.
 */
import { z } from 'zod';

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, { message: 'Must be base64url' });

export const PushPublicKey = z.object({
  /** The VAPID public key (base64url, uncompressed P-256 point): PushManager.subscribe's applicationServerKey. */
  publicKey: z.string(),
});
export type PushPublicKey = z.infer<typeof PushPublicKey>;

export const PushSubscriptionBody = z.object({
  endpoint: z.string().url().max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The browser's P-256 public key: 65 bytes, 87 base64url characters. */
    p256dh: base64url.min(80).max(100),
    /** The browser's 16-byte auth secret: 22 base64url characters. */
    auth: base64url.min(16).max(32),
  }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

export const PushSubscription = z.object({
  id: z.string(),
  endpoint: z.string(),
  /** The browser that subscribed, from its User-Agent (shown so a user can tell their devices apart). */
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSuccessAt: z.string().nullable(),
});
export type PushSubscription = z.infer<typeof PushSubscription>;

/** sent: the push service took it; expired: it answered 404/410 and the subscription was deleted; failed: other. */
export const PushTestResult = z.object({ status: z.enum(['sent', 'expired', 'failed']) });
export type PushTestResult = z.infer<typeof PushTestResult>;

/** What the service worker receives in a push (JSON, encrypted aes128gcm by the server). */
export interface PushPayload {
  title: string;
  body: string;
  /** Path in the app the notification opens. */
  link: string | null;
  /** Notifications with the same tag replace each other on the device. */
  tag: string;
}
