import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { startTestApp } from '../../test/harness.ts';
import { OPENAPI_BUCKET, pickEncoding } from './openapi.ts';

const t = await startTestApp();
const get = (url: string, headers: Record<string, string> = {}, remoteAddress = '10.40.0.1') =>
  t.app.inject({ url, headers, remoteAddress });

describe('issue 30 N2: the OpenAPI document costs about what a static file does', () => {
  it('is built once, served precompressed per Accept-Encoding with an ETag, and 304 on If-None-Match', async () => {
    const build = vi.spyOn(t.app, 'swagger');
    try {
      const br = await get('/api/openapi.json', { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      const etag = br.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const doc = JSON.parse(brotliDecompressSync(br.rawPayload).toString());
      expect(doc.openapi).toBe('3.1.0');

      const gz = await get('/api/openapi.json', { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(doc);
      const plain = await get('/api/openapi.json', { 'accept-encoding': 'br;q=0, identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.json()).toEqual(doc);
      expect(plain.headers.etag).toBe(etag);
      // The reference UI reads its own copy: the same bytes, the same ETag.
      expect((await get('/api/docs/json', { 'accept-encoding': 'br' })).headers.etag).toBe(etag);

      const again = await get('/api/openapi.json', { 'if-none-match': etag, 'accept-encoding': 'br' });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      // Five answers, one build (the YAML copy is the only other).
      expect(
        build.mock.calls.filter((c) => !(c[0] as { yaml?: boolean } | undefined)?.yaml).length,
      ).toBeLessThanOrEqual(1);
    } finally {
      build.mockRestore();
    }
  });

  it('is rate-limited per address like other anonymous routes (429 + Retry-After), other addresses unaffected', async () => {
    const codes: number[] = [];
    let last;
    for (let i = 0; i < OPENAPI_BUCKET.capacity + 3; i++) {
      last = await get('/api/openapi.json', { 'accept-encoding': 'br' }, '10.40.0.2');
      codes.push(last.statusCode);
    }
    expect(codes.slice(0, OPENAPI_BUCKET.capacity).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    expect(last!.headers['retry-after']).toBeDefined();
    expect(last!.headers['content-type']).toContain('application/problem+json');
    expect((await get('/api/docs/json', {}, '10.40.0.2')).statusCode).toBe(429); // one budget for every copy
    expect((await get('/api/openapi.json', {}, '10.40.0.3')).statusCode).toBe(200);
  });

  it('picks the encoding from Accept-Encoding, honouring q=0', () => {
    expect(pickEncoding('gzip, br')).toBe('br');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding('identity')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
  });
});
