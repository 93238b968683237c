import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** RFC 4648 base32, the alphabet authenticator apps expect in otpauth URIs. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(buf: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of buf) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const i = ALPHABET.indexOf(ch);
    if (i < 0) throw new Error('invalid base32');
    value = (value << 5) | i;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';
export const STEP_SECONDS = 30;
export const DIGITS = 6;

/** RFC 4226 HOTP with RFC 6238's choice of hash; `counter` is the time step. */
export function hotp(key: Buffer, counter: number, digits = DIGITS, algorithm: TotpAlgorithm = 'sha1'): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(msg).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const bin = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(bin % 10 ** digits).padStart(digits, '0');
}

export const stepAt = (unixSeconds: number) => Math.floor(unixSeconds / STEP_SECONDS);

export function totp(key: Buffer, unixSeconds: number, digits = DIGITS, algorithm: TotpAlgorithm = 'sha1') {
  return hotp(key, stepAt(unixSeconds), digits, algorithm);
}

/** 160-bit secret (RFC 4226's recommended length), base32 for the user and the otpauth URI. */
export const newSecret = () => base32Encode(randomBytes(20));

/**
 * The matching time step for `code` within ±`window` steps of now, newest first, or undefined.
 * Comparison is constant-time per candidate.
 */
export function matchStep(secret: string, code: string, unixSeconds: number, window = 1): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const key = base32Decode(secret);
  const now = stepAt(unixSeconds);
  let found: number | undefined;
  for (let s = now + window; s >= now - window; s--) {
    if (timingSafeEqual(Buffer.from(hotp(key, s)), Buffer.from(code)) && found === undefined) found = s;
  }
  return found;
}

export function otpauthUri(secret: string, account: string, issuer = 'Cosmos') {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const params = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(DIGITS),
    period: String(STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
