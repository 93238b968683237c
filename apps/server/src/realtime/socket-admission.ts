/**
 * How many sockets one account and one client address may hold in this process (issue 30, N1): one free
 * account opened 200 sockets from one address into one VR scene and stalled the event loop for seconds.
 * Over the cap the handshake is refused with a `connect_error` whose message says which cap and whose
 * `data` carries { code, limit }. Per process on purpose: what it protects is this process's event loop.
 */
import type { IncomingHttpHeaders } from 'node:http';

export interface SocketCaps {
  perUser: number;
  perAddress: number;
}

export type SocketRefusal = Error & { data: { code: 'too_many_sockets'; scope: 'user' | 'address'; limit: number } };

const refusal = (scope: 'user' | 'address', limit: number): SocketRefusal =>
  Object.assign(
    new Error(
      scope === 'user'
        ? `Too many open connections for this account (at most ${limit}). Close another tab and try again.`
        : `Too many open connections from this address (at most ${limit}).`,
    ),
    { data: { code: 'too_many_sockets' as const, scope, limit } },
  );

/**
 * The client's address as the HTTP routes see it: the socket's own, or with TRUST_PROXY the first
 * X-Forwarded-For entry (what Fastify's req.ip gives with trustProxy: true).
 */
export function clientAddress(
  handshake: { address: string; headers: IncomingHttpHeaders },
  trustProxy: boolean,
): string {
  const forwarded = handshake.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return trustProxy && first ? first : handshake.address;
}

export class SocketAdmission {
  private users = new Map<string, number>();
  private addresses = new Map<string, number>();

  constructor(readonly caps: SocketCaps) {}

  /** Counts the socket in, or returns why it may not connect (nothing is counted then). 0 = no cap. */
  admit(userId: string, address: string): SocketRefusal | undefined {
    const u = this.users.get(userId) ?? 0;
    const a = this.addresses.get(address) ?? 0;
    if (this.caps.perUser > 0 && u >= this.caps.perUser) return refusal('user', this.caps.perUser);
    if (this.caps.perAddress > 0 && a >= this.caps.perAddress) return refusal('address', this.caps.perAddress);
    this.users.set(userId, u + 1);
    this.addresses.set(address, a + 1);
    return undefined;
  }

  /** Returns a slot; call exactly once per admitted socket. */
  release(userId: string, address: string) {
    const drop = (m: Map<string, number>, k: string) => {
      const n = (m.get(k) ?? 1) - 1;
      if (n <= 0) m.delete(k);
      else m.set(k, n);
    };
    drop(this.users, userId);
    drop(this.addresses, address);
  }

  held(userId: string): number {
    return this.users.get(userId) ?? 0;
  }
}
