import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchStep, otpauthUri, totp, type TotpAlgorithm } from './totp.ts';

// RFC 6238 Appendix B: seeds are the ASCII strings below, 8 digits, T0 = 0, X = 30.
const SEEDS: Record<TotpAlgorithm, Buffer> = {
  sha1: Buffer.from('12345678901234567890', 'ascii'),
  sha256: Buffer.from('12345678901234567890123456789012', 'ascii'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234', 'ascii'),
};
const VECTORS: [number, string, TotpAlgorithm][] = [
  [59, '94287082', 'sha1'],
  [59, '46119246', 'sha256'],
  [59, '90693936', 'sha512'],
  [1111111109, '07081804', 'sha1'],
  [1111111109, '68084774', 'sha256'],
  [1111111109, '25091201', 'sha512'],
  [1111111111, '14050471', 'sha1'],
  [1111111111, '67062674', 'sha256'],
  [1111111111, '99943326', 'sha512'],
  [1234567890, '89005924', 'sha1'],
  [1234567890, '91819424', 'sha256'],
  [1234567890, '93441116', 'sha512'],
  [2000000000, '69279037', 'sha1'],
  [2000000000, '90698825', 'sha256'],
  [2000000000, '38618901', 'sha512'],
  [20000000000, '65353130', 'sha1'],
  [20000000000, '77737706', 'sha256'],
  [20000000000, '47863826', 'sha512'],
];

describe('TOTP (ASVS V6.6 out-of-band and time-based one-time passwords)', () => {
  it.each(VECTORS)('RFC 6238 Appendix B: T=%d gives %s with %s', (t, code, alg) => {
    expect(totp(SEEDS[alg], t, 8, alg)).toBe(code);
  });

  it('RFC 4226 Appendix D HOTP values', () => {
    const key = Buffer.from('12345678901234567890');
    expect([0, 1, 2, 3, 9].map((c) => hotp(key, c))).toEqual(['755224', '287082', '359152', '969429', '520489']);
  });

  it('base32 round-trips and decodes the RFC 4648 vector', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
  });

  it('accepts one step of drift either side and no more (V6.6.x)', () => {
    const secret = base32Encode(SEEDS.sha1);
    const now = 1_700_000_000;
    const key = SEEDS.sha1;
    expect(matchStep(secret, totp(key, now), now)).toBe(Math.floor(now / 30));
    expect(matchStep(secret, totp(key, now - 30), now)).toBeDefined();
    expect(matchStep(secret, totp(key, now + 30), now)).toBeDefined();
    expect(matchStep(secret, totp(key, now - 60), now)).toBeUndefined();
    expect(matchStep(secret, totp(key, now + 60), now)).toBeUndefined();
    expect(matchStep(secret, 'abcdef', now)).toBeUndefined();
  });

  it('builds an otpauth URI an authenticator app reads', () => {
    const uri = otpauthUri('JBSWY3DPEHPK3PXP', 'ada@example.test');
    expect(uri).toBe(
      'otpauth://totp/Cosmos%3Aada%40example.test?secret=JBSWY3DPEHPK3PXP&issuer=Cosmos&algorithm=SHA1&digits=6&period=30',
    );
  });
});
