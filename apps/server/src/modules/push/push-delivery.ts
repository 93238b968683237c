/**
 * Sending one push (RFC 8030) with web-push: it signs the VAPID JWT and encrypts the payload (aes128gcm, RFC 8291);
 * the request itself goes out through fetch, so a push service's answer is read the same way whatever its scheme
 * (and the tests' local push service can be plain http).
 * - 201/202 (any 2xx): delivered to the push service.
 * - 404/410: the subscription has expired or was removed by the browser: the caller deletes it, never retries.
 * - 429 and 5xx, a timeout or a refused connection: worth another try later ('retry'; push-retries.ts keeps it).
 * - any other 4xx (a bad key, a payload too large): our mistake or the subscription's; retrying would not help.
 */
import { createECDH } from 'node:crypto';
import webpush from 'web-push';
import type { PushPayload } from '@cosmos/contracts';
import type { Vapid } from './vapid.ts';

export interface Target {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** How one attempt ended; 'retry' when the push service may take it later (429, 5xx, no answer). */
export type Outcome = 'sent' | 'expired' | 'failed' | 'retry';

export interface SendOptions {
  /** Seconds the push service keeps the message for an offline device. */
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  timeoutMs?: number;
}

type Attempt = { ok: true } | { ok: false; status: number | null };

/** Whether a browser's p256dh is a point on P-256 (web-push would throw while encrypting to anything else). */
export function validBrowserKey(p256dh: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

async function attempt(vapid: Vapid, target: Target, payload: PushPayload, o: SendOptions): Promise<Attempt> {
  let req: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    req = webpush.generateRequestDetails(target, JSON.stringify(payload), {
      vapidDetails: vapid,
      TTL: o.ttlSeconds,
      urgency: o.urgency,
      contentEncoding: 'aes128gcm',
    });
  } catch {
    return { ok: false, status: 400 }; // keys nothing can be encrypted to: not worth a retry
  }
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) if (k.toLowerCase() !== 'content-length') headers[k] = String(v);
  try {
    const res = await fetch(req.endpoint, {
      method: req.method,
      headers,
      body: req.body ? new Uint8Array(req.body) : undefined,
      redirect: 'error',
      signal: AbortSignal.timeout(o.timeoutMs ?? 10_000),
    });
    await res.arrayBuffer().catch(() => undefined);
    return res.ok ? { ok: true } : { ok: false, status: res.status };
  } catch {
    return { ok: false, status: null };
  }
}

const retryable = (status: number | null) => status === null || status === 429 || status >= 500;

/** Sends once and says how it ended; the caller schedules a 'retry' (push-retries.ts). */
export async function sendPush(vapid: Vapid, target: Target, payload: PushPayload, o: SendOptions): Promise<Outcome> {
  const r = await attempt(vapid, target, payload, o);
  if (r.ok) return 'sent';
  if (r.status === 404 || r.status === 410) return 'expired';
  return retryable(r.status) ? 'retry' : 'failed';
}

/**
 * Whether the endpoint's origin is one of the allowed push services (PUSH_ENDPOINT_ORIGINS): entries are origins, with
 * `*.` for any subdomain and `:*` for any port. The server POSTs to the endpoint, so this is what keeps a subscription
 * from turning it into a request to an arbitrary (internal) address.
 */
export function allowedEndpoint(endpoint: string, origins: string): boolean {
  let u: URL;
  try {
    u = new URL(endpoint);
  } catch {
    return false;
  }
  if (u.username || u.password) return false;
  const port = u.port || (u.protocol === 'https:' ? '443' : u.protocol === 'http:' ? '80' : '');
  return origins
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .some((o) => {
      const m = /^(https?):\/\/(\*\.)?([^/:]+)(?::(\d+|\*))?$/.exec(o);
      if (!m || `${m[1]}:` !== u.protocol) return false;
      const host = m[3]!.toLowerCase();
      const hostOk = m[2] ? u.hostname.endsWith(`.${host}`) : u.hostname === host;
      const want = m[4] ?? (m[1] === 'https' ? '443' : '80');
      return hostOk && (want === '*' || want === port);
    });
}
