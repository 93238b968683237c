/**
 * A local push service (RFC 8030) for the Web Push tests, written from the RFCs rather than with web-push, so it
 * checks what the library produced instead of trusting it:
 * - the VAPID header (RFC 8292): `vapid t=<JWT>, k=<public key>`, an ES256 JWT whose signature verifies with `k`,
 *   whose `aud` is this service's origin, whose `exp` is in the next 24 h, and whose `sub` is a mailto: or https: URL;
 * - the encrypted body (RFC 8188 aes128gcm, keys per RFC 8291), decrypted with the browser's private key and auth
 *   secret that `browser()` makes, as a browser would.
 * Each path answers what the test scripts (`answer(path, ...statuses)`, 201 once the script is used up).
 */
import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

export interface Received {
  path: string;
  /** When the request arrived (ms since the epoch): retry tests check the backoff with it. */
  at: number;
  headers: IncomingHttpHeaders;
  /** The JWT's claims once verified; undefined when the header was wrong (`error` says why). */
  claims?: { aud: string; exp: number; sub: string };
  vapidKey?: string;
  payload?: unknown;
  error?: string;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
const b64u = (s: string) => Buffer.from(s, 'base64url');

/** A browser's side of a subscription: its P-256 key pair and auth secret. */
export function browser() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

/** RFC 8291 §3.4 / RFC 8188 §2: one record, as sent by a push server. */
export function decrypt(body: Buffer, ecdh: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  const ct = body.subarray(21 + idlen);
  const shared = ecdh.computeSecret(asPublic);
  const prkKey = hmac(authSecret, shared);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), asPublic, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo).subarray(0, 32);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
  const d = createDecipheriv('aes-128-gcm', cek, nonce);
  d.setAuthTag(ct.subarray(ct.length - 16));
  const plain = Buffer.concat([d.update(ct.subarray(0, ct.length - 16)), d.final()]);
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('the last record does not end with the 0x02 delimiter');
  return plain.subarray(0, end).toString('utf8');
}

function checkVapid(header: string | undefined, origin: string): Pick<Received, 'claims' | 'vapidKey'> {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!m) throw new Error(`Authorization is not "vapid t=…, k=…": ${header}`);
  const [h, c, sig] = m[1]!.split('.') as [string, string, string];
  const head = JSON.parse(b64u(h).toString());
  if (head.alg !== 'ES256' || head.typ !== 'JWT') throw new Error(`JWT header ${JSON.stringify(head)}`);
  const pub = b64u(m[2]!);
  if (pub.length !== 65 || pub[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: pub.subarray(1, 33).toString('base64url'),
      y: pub.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  if (!verify('sha256', Buffer.from(`${h}.${c}`), { key, dsaEncoding: 'ieee-p1363' }, b64u(sig)))
    throw new Error('the JWT signature does not verify with k');
  const claims = JSON.parse(b64u(c).toString());
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600 + 60)) throw new Error(`exp ${claims.exp} out of range`);
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`sub ${claims.sub}`);
  return { claims, vapidKey: m[2] };
}

export async function fakePushService() {
  const received: Received[] = [];
  const scripts = new Map<string, number[]>();
  const browsers = new Map<string, ReturnType<typeof browser>>();
  let origin = '';
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      const r: Received = { path, at: Date.now(), headers: req.headers };
      try {
        Object.assign(r, checkVapid(req.headers.authorization, origin));
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('Content-Encoding is not aes128gcm');
        if (!/^\d+$/.test(String(req.headers.ttl))) throw new Error('no TTL header');
        const b = browsers.get(path);
        if (b) r.payload = JSON.parse(decrypt(Buffer.concat(chunks), b.ecdh, b.auth));
      } catch (err) {
        r.error = (err as Error).message;
      }
      received.push(r);
      const status = r.error ? 400 : (scripts.get(path)?.shift() ?? 201);
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    origin,
    received,
    /** A new browser subscribed at `path`: the body to POST to /api/push/subscriptions. */
    subscription(path: string) {
      const b = browser();
      browsers.set(path, b);
      return { endpoint: `${origin}${path}`, keys: b.keys };
    },
    /** The statuses `path` answers, in order. */
    answer(path: string, ...statuses: number[]) {
      scripts.set(path, statuses);
    },
    at: (path: string) => received.filter((r) => r.path === path),
  };
}
