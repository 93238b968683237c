import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.ts';

// A built SPA as the web build leaves it: a hashed asset with its .br and .gz siblings, and index.html.
const web = mkdtempSync(join(tmpdir(), 'cosmos-web-'));
mkdirSync(join(web, 'assets'));
const script = `console.log(${JSON.stringify('orbit '.repeat(600))});`;
const page = `<!doctype html><html><head><title>Cosmos</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
for (const [name, text] of [
  ['assets/app-3f9a1c.js', script],
  ['index.html', page],
] as const) {
  writeFileSync(join(web, name), text);
  writeFileSync(join(web, `${name}.br`), brotliCompressSync(text));
  writeFileSync(join(web, `${name}.gz`), gzipSync(text));
}

const t = await startTestApp({ WEB_DIST: web });
const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('built assets are served precompressed', () => {
  it('sends the brotli copy when the browser accepts brotli, cached for a year', async () => {
    const res = await get('/assets/app-3f9a1c.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a browser that accepts only gzip', async () => {
    const res = await get('/assets/app-3f9a1c.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the file as it is without Accept-Encoding, still saying it varies', async () => {
    const res = await get('/assets/app-3f9a1c.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body).toBe(script);
  });

  it('serves index.html compressed and revalidated, at / and for client routes', async () => {
    for (const url of ['/', '/dashboard']) {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
    }
  });
});

describe('JSON answers are compressed when over 1 KB', () => {
  it('compresses a large JSON answer with brotli or gzip as accepted', async () => {
    const br = await get('/api/openapi.json', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const doc = JSON.parse(brotliDecompressSync(br.rawPayload).toString());
    expect(doc.openapi).toMatch(/^3\./);
    const gz = await get('/api/openapi.json', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(doc);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(JSON.stringify(doc)) / 3);
  });

  it('leaves small answers alone', async () => {
    const res = await get('/healthz', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('never compresses a server-sent event stream', async () => {
    const u = await t.register();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chatbot/message/stream',
      headers: { ...u.auth, 'accept-encoding': 'br, gzip' },
      payload: { message: 'Tell me about the Moon and the planets and the stars' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('data:');
  });
});
