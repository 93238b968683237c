import { describe, expect, it } from 'vitest';
import { satcat, screenedEncounters } from '../../../test/factories.ts';
import { startTestApp } from '../../../test/harness.ts';

// Owners and object types of listed encounters come from the catalogue's SATCAT rows, joined in SQL;
// a name ("… DEB", "… R/B") decides the type only for an object SATCAT does not list.
const t = await startTestApp();
const user = await t.register();

await satcat(t.db, [
  { noradId: 70001, name: 'FOO DEB', objectType: 'PAY', owner: 'US' }, // named like debris, but a payload
  { noradId: 70002, name: 'BAR 1', objectType: 'PAY', owner: 'PRC' },
  { noradId: 70004, name: 'QUX SAT', objectType: 'UNK', owner: 'XYZ' }, // an owner code the catalogue cannot name
  { noradId: 70006, name: 'ESA SAT', objectType: 'PAY', owner: 'ESA' },
  { noradId: 70007, name: 'ALPHA', objectType: 'PAY', owner: 'US' },
  { noradId: 70008, name: 'BETA R/B', objectType: 'R/B', owner: 'US' },
]);
// 70003 and 70005 have no SATCAT row: their names decide their types.
await screenedEncounters(t.db, [
  { primary: [70001, 'FOO DEB'], secondary: [70002, 'BAR 1'], missKm: 0.4 },
  { primary: [70003, 'BAZ R/B'], secondary: [70004, 'QUX SAT'], missKm: 0.9 },
  { primary: [70005, 'OLD DEB'], secondary: [70006, 'ESA SAT'], missKm: 1.5 },
  { primary: [70007, 'ALPHA'], secondary: [70008, 'BETA R/B'], missKm: 3 },
]);

const get = (url: string, auth: Record<string, string> = user.auth) =>
  t.app.inject({ method: 'GET', url, headers: auth });
type Item = { primary: { name: string }; secondary: { name: string } };
const pairs = async (qs: string) =>
  ((await get(`/api/conjunctions?${qs}`)).json().items as Item[]).map((c) => `${c.primary.name}/${c.secondary.name}`);

describe('conjunction owners and object types', () => {
  it('each object carries its SATCAT owner (code, readable name, region) and type, and where the type came from', async () => {
    const [first, second] = (await get('/api/conjunctions')).json().items;
    expect(first.primary).toMatchObject({
      name: 'FOO DEB',
      objectType: 'payload',
      objectTypeFrom: 'satcat',
      owner: { code: 'US', name: 'United States', country: 'US' },
    });
    expect(first.secondary.owner).toEqual({ code: 'PRC', name: 'China', country: 'CN' });
    expect(second.primary).toMatchObject({
      name: 'BAZ R/B',
      objectType: 'rocket-body',
      objectTypeFrom: 'name',
      owner: null,
    });
    expect(second.secondary).toMatchObject({
      objectType: 'unknown',
      objectTypeFrom: 'satcat',
      owner: { code: 'XYZ', name: null, country: null },
    });
  });

  it('the type filter follows SATCAT where it lists the object, the name only where it does not', async () => {
    // FOO DEB is a payload for SATCAT: only OLD DEB (no SATCAT row) is debris.
    expect(await pairs('type=debris')).toEqual(['OLD DEB/ESA SAT']);
    expect(await pairs('type=payload')).toEqual(['FOO DEB/BAR 1', 'OLD DEB/ESA SAT', 'ALPHA/BETA R/B']);
    expect(await pairs('type=rocket-body')).toEqual(['BAZ R/B/QUX SAT', 'ALPHA/BETA R/B']);
    expect(await pairs('type=unknown')).toEqual(['BAZ R/B/QUX SAT']);
    expect(await pairs('type=debris&q=foo')).toEqual([]);
  });

  it('filters by owner code (either object, any of several, any case)', async () => {
    expect(await pairs('owner=PRC')).toEqual(['FOO DEB/BAR 1']);
    expect(await pairs('owner=esa')).toEqual(['OLD DEB/ESA SAT']);
    expect(await pairs('owner=PRC,ESA')).toEqual(['FOO DEB/BAR 1', 'OLD DEB/ESA SAT']);
    expect(await pairs('owner=US&type=rocket-body')).toEqual(['ALPHA/BETA R/B']);
    expect(await pairs('owner=FR')).toEqual([]);
  });

  it('offers the owners present, most encounters first, each counted once per encounter', async () => {
    const res = await get('/api/conjunctions/owners');
    expect(res.statusCode).toBe(200);
    expect(res.json().owners).toEqual([
      { code: 'US', name: 'United States', country: 'US', encounters: 2 },
      { code: 'ESA', name: 'European Space Agency', country: null, encounters: 1 },
      { code: 'PRC', name: 'China', country: 'CN', encounters: 1 },
      { code: 'XYZ', name: null, country: null, encounters: 1 },
    ]);
    expect((await get('/api/conjunctions/owners', {})).statusCode).toBe(401);
  });

  it('pages with the cursor through a filtered, joined list in both orders', async () => {
    for (const sort of ['miss', 'tca']) {
      const all = await pairs(`type=payload&sort=${sort}`);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { items: Item[]; nextCursor: string | null } = (
          await get(`/api/conjunctions?type=payload&sort=${sort}&limit=1${cursor ? `&cursor=${cursor}` : ''}`)
        ).json();
        seen.push(...(page.items as Item[]).map((c) => `${c.primary.name}/${c.secondary.name}`));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen, sort).toEqual(all);
    }
  });

  it('answers 400 problem+json naming the field for a bad owner or type', async () => {
    for (const [qs, field] of [
      ['owner=U%24S', 'owner'],
      ['owner=ABCDEFGHIJK', 'owner'],
      ['owner=%2C', 'owner'],
      ['type=PAYLOAD', 'type'],
      ['type=satellite', 'type'],
    ]) {
      const res = await get(`/api/conjunctions?${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(res.headers['content-type'], qs).toContain('application/problem+json');
      expect(
        res.json().errors.map((e: { field: string }) => e.field),
        qs,
      ).toContain(field);
    }
  });

  it('says when a run kept only the closest of the encounters it found (status and list both carry found)', async () => {
    await screenedEncounters(
      t.db,
      [{ primary: [900001, 'KEPT A'], secondary: [900002, 'KEPT B'], missKm: 0.5 }],
      70_000,
    );
    const st = (await get('/api/conjunctions/status')).json();
    expect(st.latest).toMatchObject({ conjunctions: 1, found: 70_000 });
    expect((await get('/api/conjunctions?limit=1')).json().run).toMatchObject({ conjunctions: 1, found: 70_000 });
  });
});
