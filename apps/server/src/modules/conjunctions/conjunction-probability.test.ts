/**
 * Collision probability on the conjunction list: the maximum probability with the SATCAT-sized hard body,
 * sortable, and the assumptions stated. Reference: R²/(e·d²), the closed form of Alfano's maximum for R ≪ d.
 */
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness.ts';
import { satcat, screenedEncounters } from '../../../test/factories.ts';

const t = await startTestApp({ CONJUNCTION_DEFAULT_SIGMA_KM: 'off' });
const user = await t.register();
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: user.auth });

describe('conjunction collision probability', () => {
  it('reports the maximum probability with the combined hard body, and sorts by it', async () => {
    await satcat(t.db, [
      { noradId: 90001, name: 'BIG R/B', objectType: 'R/B', owner: 'CIS' },
      { noradId: 90002, name: 'SAT A', objectType: 'PAY', owner: 'US' },
      { noradId: 90003, name: 'SMALL DEB', objectType: 'DEB', owner: 'PRC' },
      { noradId: 90004, name: 'SAT B', objectType: 'PAY', owner: 'US' },
    ]);
    await t.db.query("UPDATE satcat SET rcs_size = 'LARGE' WHERE norad_id IN (90001, 90002)");
    await t.db.query("UPDATE satcat SET rcs_size = 'SMALL' WHERE norad_id IN (90003, 90004)");
    await screenedEncounters(t.db, [
      { primary: [90003, 'SMALL DEB'], secondary: [90004, 'SAT B'], missKm: 0.2 },
      { primary: [90001, 'BIG R/B'], secondary: [90002, 'SAT A'], missKm: 0.5 },
    ]);
    const res = await get('/api/conjunctions?sort=probability');
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as { missKm: number; probability: Record<string, unknown> }[];
    const R = (a: number) => Math.sqrt(a / Math.PI) * 2; // two objects of the same class, metres
    const expected = (rM: number, dKm: number) => (rM / 1000) ** 2 / (Math.E * dKm * dKm);
    // Two large objects 500 m apart are more likely to collide than two small ones 200 m apart.
    expect(items.map((i) => i.missKm)).toEqual([0.5, 0.2]);
    expect(items[0].probability.hardBodyRadiusM).toBeCloseTo(R(10), 3);
    expect(Number(items[0].probability.max) / expected(R(10), 0.5)).toBeCloseTo(1, 2);
    expect(Number(items[1].probability.max) / expected(R(0.1), 0.2)).toBeCloseTo(1, 2);
    expect(items[0].probability).toMatchObject({ foster: null, defaultSigmaKm: null });
    expect((await get('/api/conjunctions?sort=odds')).json().errors[0].field).toBe('sort');
  });
});
