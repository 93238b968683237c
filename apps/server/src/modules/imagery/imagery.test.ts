import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { user } from '../../../test/factories.ts';
import { resetImagerySource } from './imagery.service.ts';

/** A local stand-in for the WMTS: answers a 4×4 PNG per tile, or fails on demand, and counts what it was asked. */
function fakeWmts() {
  const png = PNG.sync.write(Object.assign(new PNG({ width: 4, height: 4 }), { data: Buffer.alloc(64, 200) }));
  const hits: string[] = [];
  let mode: 'ok' | 'error' | 'html' = 'ok';
  const server: Server = createServer((req, res) => {
    hits.push(req.url!);
    if (mode === 'error') return res.writeHead(500).end('down');
    if (mode === 'html') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
    res.writeHead(200, { 'content-type': 'image/png' }).end(png);
  });
  return {
    hits,
    png,
    setMode: (m: typeof mode) => (mode = m),
    start: () =>
      new Promise<string>((r) =>
        server.listen(0, '127.0.0.1', () => r(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const wmts = fakeWmts();
let t: TestApp;
beforeAll(async () => {
  const base = await wmts.start();
  t = await startTestApp({ IMAGERY_URL: `${base}/{layer}/{date}/{tms}/{z}/{y}/{x}.{ext}` });
});
afterAll(async () => {
  await t.close();
  await wmts.stop();
});
beforeEach(() => {
  wmts.setMode('ok');
  wmts.hits.length = 0;
  resetImagerySource(t.ctx);
});

const tile = (headers: Record<string, string> | undefined, path: string) =>
  t.app.inject({ method: 'GET', url: `/api/imagery/${path}`, headers });

describe('GET /api/imagery/:layer/:z/:y/:x', () => {
  it('proxies a tile from the source once, then serves it from the cache', async () => {
    const u = await user(t);
    const first = await tile(u.auth, 'true-colour/3/2/5');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['x-imagery-source']).toBe('upstream');
    expect(first.rawPayload.equals(wmts.png)).toBe(true);
    expect(wmts.hits).toHaveLength(1);
    expect(wmts.hits[0]).toMatch(/^\/MODIS_Terra_CorrectedReflectance_TrueColor\/\d{4}-\d\d-\d\d\/250m\/3\/2\/5\.jpg$/);
    const second = await tile(u.auth, 'true-colour/3/2/5');
    expect(second.headers['x-imagery-source']).toBe('cache');
    expect(wmts.hits).toHaveLength(1);
  });

  it('caps the zoom level by plan and names the plan that shows more', async () => {
    const basic = await user(t);
    const pro = await user(t, { plan: 'pro' });
    const ent = await user(t, { plan: 'enterprise' });
    const over = await tile(basic.auth, 'true-colour/4/0/0');
    expect(over.statusCode).toBe(403);
    expect(over.headers['content-type']).toContain('application/problem+json');
    expect(over.json().errors).toEqual([{ field: 'requiredPlan', message: 'pro' }]);
    expect(over.json().detail).toContain('Standard resolution imagery goes to zoom level 3');
    expect((await tile(pro.auth, 'true-colour/5/0/0')).statusCode).toBe(200);
    const proOver = await tile(pro.auth, 'true-colour/6/0/0');
    expect(proOver.json().errors).toEqual([{ field: 'requiredPlan', message: 'enterprise' }]);
    expect((await tile(ent.auth, 'true-colour/8/255/511')).statusCode).toBe(200);
  });

  it('a lapsed subscription gets Standard imagery', async () => {
    const u = await user(t, { plan: 'enterprise', status: 'past_due' });
    expect((await tile(u.auth, 'true-colour/4/0/0')).statusCode).toBe(403);
  });

  it('serves the bundled base map when the source is down, and 503 beyond it', async () => {
    const u = await user(t);
    wmts.setMode('error');
    const res = await tile(u.auth, 'true-colour/2/1/3');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-imagery-source']).toBe('bundled');
    const png = PNG.sync.read(res.rawPayload);
    expect([png.width, png.height]).toEqual([512, 512]);
    // The source is not asked again while it is backing off.
    expect((await tile(u.auth, 'night-lights/0/0/1')).headers['x-imagery-source']).toBe('bundled');
    expect(wmts.hits).toHaveLength(1);
    const deep = await tile(u.auth, 'true-colour/3/0/0');
    expect(deep.statusCode).toBe(503);
    expect(Number(deep.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('treats a non-image answer as the source being down', async () => {
    const u = await user(t);
    wmts.setMode('html');
    const res = await tile(u.auth, 'true-colour/1/0/0');
    expect(res.headers['x-imagery-source']).toBe('bundled');
    expect(res.headers['content-type']).toBe('image/png');
  });

  it('bundled tiles show land where land is: Africa at level 2, ocean in the mid-Pacific', async () => {
    // Reference: Natural Earth coastlines (Gulf of Guinea coast at 5°N 0°E is land just north; 0°N 150°W is open sea).
    const u = await user(t);
    wmts.setMode('error');
    const pixel = async (lat: number, lon: number) => {
      const z = 2;
      const perTile = 180 / 2 ** z;
      const x = Math.floor((lon + 180) / perTile);
      const y = Math.floor((90 - lat) / perTile);
      const res = await tile(u.auth, `true-colour/${z}/${y}/${x}`);
      const png = PNG.sync.read(res.rawPayload);
      const px = Math.floor((((lon + 180) % perTile) / perTile) * 512);
      const py = Math.floor((((90 - lat) % perTile) / perTile) * 512);
      const i = (py * 512 + px) * 4;
      return [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!];
    };
    const [r1, g1, b1] = await pixel(10, 20); // Chad
    expect(g1).toBeGreaterThan(b1);
    expect(r1).toBeGreaterThan(b1);
    const [r2, , b2] = await pixel(0, -150);
    expect(b2).toBeGreaterThan(r2 + 40);
  });

  it('answers 400 naming the parameter for tiles off the grid or unknown layers', async () => {
    const u = await user(t, { plan: 'enterprise' });
    const cases: [string, string][] = [
      ['clouds/0/0/0', 'layer'],
      ['true-colour/9/0/0', 'z'],
      ['night-lights/8/0/0', 'z'],
      ['true-colour/2/4/0', 'y'],
      ['true-colour/2/0/8', 'x'],
      ['true-colour/-1/0/0', 'z'],
      ['true-colour/1/0/zz', 'x'],
    ];
    for (const [path, field] of cases) {
      const res = await tile(u.auth, path);
      expect(res.statusCode, path).toBe(400);
      expect(
        res.json().errors.map((e: { field: string }) => e.field),
        path,
      ).toContain(field);
    }
    expect(wmts.hits).toHaveLength(0);
  });

  it('requires a signed-in user', async () => {
    expect((await tile(undefined, 'true-colour/0/0/0')).statusCode).toBe(401);
  });
});
