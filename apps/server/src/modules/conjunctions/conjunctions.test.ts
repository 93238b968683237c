import { designEncounter, formatTle, toSatrec } from '@cosmos/astro';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness.ts';

// A 2.4-hour window keeps each screen to a fraction of a second.
const t = await startTestApp({ CONJUNCTION_DAYS: '0.1' });
const user = await t.register();
const other = await t.register();
const admin = await t.register();
await t.db.query("UPDATE users SET role = 'admin' WHERE email = $1", [admin.email]);

// The catalogue: a primary and a secondary placed (design.ts, SGP4 Newton solve) to pass 1.0 km apart
// one hour from now, plus a far-away geostationary object that meets nobody.
const now = Date.now();
const epoch = new Date(Math.floor(now / 60_000) * 60_000);
const tca = epoch.getTime() + 3_600_000;
const p = formatTle({
  noradId: 90001,
  epoch,
  inclinationDeg: 53,
  raanDeg: 40,
  eccentricity: 0.0002,
  argPerigeeDeg: 0,
  meanAnomalyDeg: 10,
  meanMotionRevPerDay: 15.06,
});
const design = designEncounter(toSatrec(p), tca, 1.0, 120, [1, 0, 0], 90002);
const s = formatTle({ noradId: 90002, epoch: new Date(tca), ...design.elements });
const g = formatTle({
  noradId: 90003,
  epoch,
  inclinationDeg: 0.05,
  raanDeg: 0,
  eccentricity: 0.0001,
  argPerigeeDeg: 0,
  meanAnomalyDeg: 0,
  meanMotionRevPerDay: 1.0027,
});
const catalogue = `PRIMARY SAT\n${p.line1}\n${p.line2}\nFENGYUN 1C DEB\n${s.line1}\n${s.line2}\nGEO SAT\n${g.line1}\n${g.line2}\n`;

await t.db.query('DELETE FROM satellites');
const imported = await t.app.inject({
  method: 'POST',
  url: '/api/catalog/import',
  headers: { ...admin.auth, 'content-type': 'text/plain' },
  payload: catalogue,
});
if (imported.statusCode !== 200) throw new Error(imported.body);

const get = (url: string, auth = user.auth) => t.app.inject({ method: 'GET', url, headers: auth });
const runScreen = async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/conjunctions/run', headers: admin.auth });
  expect(res.statusCode, res.body).toBe(202);
  for (let i = 0; i < 600; i++) {
    const st = (await get('/api/conjunctions/status')).json();
    if (!st.current && st.latest?.id === res.json().id) return st.latest;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('screen did not finish');
};

describe('conjunctions', () => {
  it('every route answers 401 without a token', async () => {
    for (const url of ['/api/conjunctions', '/api/conjunctions/status', '/api/conjunctions/1/track', '/api/follows']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/conjunctions/run' })).statusCode).toBe(401);
  });

  it('only administrators may start a screen', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/conjunctions/run', headers: user.auth })).statusCode).toBe(
      403,
    );
  });

  it('lists nothing and no run before the first screen', async () => {
    const res = await get('/api/conjunctions');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [], nextCursor: null, run: null });
  });

  it('a screen in a worker finds the designed encounter with its TCA, miss, RIC and element ages', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/follows/sat-90001',
      headers: user.auth,
      payload: { thresholdKm: 2 },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/follows/sat-90002',
      headers: other.auth,
      payload: { thresholdKm: 0.5 },
    });
    const run = await runScreen();
    expect(run).toMatchObject({ status: 'done', trigger: 'admin', objects: 3, conjunctions: 1, thresholdKm: 5 });
    expect(run.durationMs).toBeGreaterThanOrEqual(0);
    const page = (await get('/api/conjunctions')).json();
    expect(page.run.id).toBe(run.id);
    expect(page.items).toHaveLength(1);
    const c = page.items[0];
    expect(c.primary).toMatchObject({ id: 'sat-90001', name: 'PRIMARY SAT' });
    expect(c.secondary).toMatchObject({ id: 'sat-90002', name: 'FENGYUN 1C DEB' });
    // TLE columns round the designed elements (angles to 1e-4°, ≈ 12 m), hence the loose tolerances here;
    // the screen's own accuracy is proven in packages/astro (brute-force and designed-encounter tests).
    expect(Math.abs(Date.parse(c.tca) - tca)).toBeLessThan(1000);
    expect(Math.abs(c.missKm - 1)).toBeLessThan(0.1);
    expect(c.relativeSpeedKmS).toBeGreaterThan(10);
    expect(c.ric.radialKm).toBeGreaterThan(0.8);
    expect(c.primary.elementAgeDays).toBeCloseTo((Date.parse(c.tca) - epoch.getTime()) / 86_400_000, 2);
    expect(Math.abs(c.secondary.elementAgeDays)).toBeLessThan(0.001);
  });

  it('alerts a follower under their threshold once per encounter, and not a follower whose threshold is tighter', async () => {
    // The alerts are written once the screen's run is stored, just after it answers: wait for them.
    const alertsOf = async () => {
      const mine = (await get('/api/notifications', user.auth)).json();
      const items = (mine.items ?? mine) as { title: string; message: string; link: string }[];
      return items.filter((n) => n.title === 'Close approach: PRIMARY SAT');
    };
    await expect.poll(alertsOf).toHaveLength(1);
    const alerts = await alertsOf();
    expect(alerts[0].message).toContain('FENGYUN 1C DEB');
    expect(alerts[0].link).toBe('/objects/sat-90001');
    const theirs = (await get('/api/notifications', other.auth)).json();
    expect(((theirs.items ?? theirs) as { title: string }[]).some((n) => n.title.startsWith('Close approach'))).toBe(
      false,
    );
    // A second screen finds the same encounter: stored anew, announced no more.
    await runScreen();
    const again = (await get('/api/notifications', user.auth)).json();
    expect(
      ((again.items ?? again) as { title: string }[]).filter((n) => n.title === 'Close approach: PRIMARY SAT'),
    ).toHaveLength(1);
  });

  it('filters by object, name, type, distance and time, and pages with a cursor', async () => {
    // The test app's bundled catalogue has SATCAT rows of its own under these numbers; without a row,
    // the type comes from the name (conjunction-owners.test.ts covers SATCAT's type winning over the name).
    await t.db.query('DELETE FROM satcat WHERE norad_id IN (90001, 90002, 90003)');
    expect((await get('/api/conjunctions?id=sat-90003')).json().items).toHaveLength(0);
    expect((await get('/api/conjunctions?id=sat-90002')).json().items).toHaveLength(1);
    expect((await get('/api/conjunctions?q=fengyun')).json().items).toHaveLength(1);
    expect((await get('/api/conjunctions?type=debris')).json().items).toHaveLength(1);
    expect((await get('/api/conjunctions?type=rocket-body')).json().items).toHaveLength(0);
    expect((await get('/api/conjunctions?maxKm=0.5')).json().items).toHaveLength(0);
    const after = new Date(tca + 60_000).toISOString();
    expect((await get(`/api/conjunctions?from=${encodeURIComponent(after)}`)).json().items).toHaveLength(0);
    // Owner from the SATCAT metadata: either object of the encounter may match.
    await t.db.query(
      `INSERT INTO satcat (norad_id, name, object_type, owner, source) VALUES
         (90001, 'PRIMARY SAT', 'PAY', 'US', 'satcat'), (90002, 'FENGYUN 1C DEB', 'DEB', 'PRC', 'satcat'),
         (90003, 'GEO SAT', 'PAY', 'FR', 'satcat')`,
    );
    for (const [owner, n] of [
      ['prc', 1],
      ['US', 1],
      ['FR', 0],
      ['ESA,FR', 0],
      ['fr,us', 1],
    ] as const)
      expect((await get(`/api/conjunctions?owner=${owner}`)).json().items, owner).toHaveLength(n);
    const first = (await get('/api/conjunctions?limit=1&sort=tca')).json();
    expect(first.items).toHaveLength(1);
    expect(first.nextCursor).toBeNull();
  });

  it('answers 400 naming each bad parameter', async () => {
    const cases: [string, string][] = [
      ['maxKm=-1', 'maxKm'],
      ['limit=0', 'limit'],
      ['sort=closest', 'sort'],
      ['id=25544', 'id'],
      ['from=yesterday', 'from'],
      ['cursor=abc', 'cursor'],
      ['type=moon', 'type'],
      ['owner=U%24S', 'owner'],
      ['owner=', 'owner'],
      [`from=${encodeURIComponent('2026-01-02T00:00:00Z')}&to=${encodeURIComponent('2026-01-01T00:00:00Z')}`, 'to'],
    ];
    for (const [qs, field] of cases) {
      const res = await get(`/api/conjunctions?${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(JSON.stringify(res.json().errors), qs).toContain(field);
    }
  });

  it('draws the encounter: both tracks around TCA, closest at TCA', async () => {
    const c = (await get('/api/conjunctions')).json().items[0];
    const res = await get(`/api/conjunctions/${c.id}/track`);
    expect(res.statusCode).toBe(200);
    const tr = res.json();
    expect(tr.times).toHaveLength(121);
    const d = tr.primary.map((a: number[], i: number) =>
      Math.hypot(a[0] - tr.secondary[i][0], a[1] - tr.secondary[i][1], a[2] - tr.secondary[i][2]),
    );
    expect(d.indexOf(Math.min(...d))).toBe(60);
    const cu = tr.closeUp;
    expect(cu.primary).toHaveLength(101);
    const dc = cu.primary.map((a: number[], i: number) =>
      Math.hypot(a[0] - cu.secondary[i][0], a[1] - cu.secondary[i][1], a[2] - cu.secondary[i][2]),
    );
    expect(dc.indexOf(Math.min(...dc))).toBe(50);
    expect(dc[50]).toBeCloseTo(c.missKm, 3);
    expect((await get('/api/conjunctions/999999/track')).statusCode).toBe(404);
    expect((await get('/api/conjunctions/abc/track')).statusCode).toBe(400);
  });
});

describe('follows', () => {
  it('follows, changes the threshold, lists and unfollows; unknown objects 404, bad input 400', async () => {
    const put = (id: string, payload: unknown) =>
      t.app.inject({ method: 'PUT', url: `/api/follows/${id}`, headers: other.auth, payload: payload as object });
    expect((await put('sat-90003', { thresholdKm: 3 })).json()).toMatchObject({
      objectId: 'sat-90003',
      name: 'GEO SAT',
      thresholdKm: 3,
    });
    expect((await put('sat-90003', { thresholdKm: 1.5 })).json().thresholdKm).toBe(1.5);
    expect((await put('sat-12345', { thresholdKm: 1 })).statusCode).toBe(404);
    expect((await put('moon', { thresholdKm: 1 })).statusCode).toBe(400);
    expect((await put('sat-90003', { thresholdKm: -2 })).statusCode).toBe(400);
    const list = (await get('/api/follows', other.auth)).json();
    expect(list.map((f: { objectId: string }) => f.objectId).sort()).toEqual(['sat-90002', 'sat-90003']);
    // Another user's follows are theirs alone.
    expect((await get('/api/follows', user.auth)).json().map((f: { objectId: string }) => f.objectId)).toEqual([
      'sat-90001',
    ]);
    const del = (id: string) => t.app.inject({ method: 'DELETE', url: `/api/follows/${id}`, headers: other.auth });
    expect((await del('sat-90003')).statusCode).toBe(204);
    expect((await del('sat-90003')).statusCode).toBe(404);
    expect((await del('sat-90001')).statusCode).toBe(404); // followed by someone else, not by this user
  });
});
