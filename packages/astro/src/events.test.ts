import { describe, expect, it } from 'vitest';
import { upcomingEvents } from './events.ts';

const minutesFrom = (iso: string, ref: string): number => Math.abs(Date.parse(iso) - Date.parse(ref)) / 60_000;

describe('upcomingEvents', () => {
  it('finds the 2024-04-08 total solar eclipse, greatest eclipse 18:17 UTC (NASA GSFC, F. Espenak)', () => {
    const ev = upcomingEvents(new Date('2024-03-01T00:00:00Z'), 60);
    for (let i = 1; i < ev.length; i++) expect(ev[i].date >= ev[i - 1].date).toBe(true);
    const ecl = ev.find((e) => e.title === 'Total solar eclipse');
    expect(ecl?.kind).toBe('alert');
    expect(minutesFrom(ecl?.date ?? '', '2024-04-08T18:17:00Z')).toBeLessThan(5);
    // Penumbral lunar eclipse of 2024-03-25 (~07:13 UTC, NASA GSFC) is also in range.
    const lun = ev.find((e) => e.title.endsWith('lunar eclipse'));
    expect(minutesFrom(lun?.date ?? '', '2024-03-25T07:13:00Z')).toBeLessThan(15);
  });
  it('full moon 2025-01-13 22:27 UTC (USNO) and Mars opposition 2025-01-16 (NASA)', () => {
    const ev = upcomingEvents(new Date('2025-01-01T00:00:00Z'), 30);
    const full = ev.find((e) => e.title === 'Full Moon');
    expect(minutesFrom(full?.date ?? '', '2025-01-13T22:27:00Z')).toBeLessThan(3);
    const mars = ev.find((e) => e.title === 'Mars at opposition');
    expect(mars?.date.slice(0, 10)).toBe('2025-01-16');
    expect(new Set(ev.map((e) => e.id)).size).toBe(ev.length);
  });
  it('finds the Venus–Jupiter conjunction of 2023-03-01/02 (~0.5°)', () => {
    const ev = upcomingEvents(new Date('2023-02-15T00:00:00Z'), 30);
    const c = ev.find((e) => e.title === 'Venus–Jupiter conjunction');
    expect(c).toBeDefined();
    expect(['2023-03-01', '2023-03-02']).toContain(c?.date.slice(0, 10));
  });
});

describe('upcomingEvents: what each event is, as data', () => {
  it('names the Moon quarter and the planets, with the figures the English text shows', () => {
    const ev = upcomingEvents(new Date('2025-01-01T00:00:00Z'), 30);
    // USNO: last quarter 2025-01-21 20:31 UTC.
    const last = ev.find((e) => e.title === 'Last Quarter');
    expect(last?.about).toEqual({ kind: 'moonPhase', phase: 'lastQuarter' });
    expect(minutesFrom(last?.date ?? '', '2025-01-21T20:31:00Z')).toBeLessThan(3);
    expect(ev.find((e) => e.title === 'Full Moon')?.about).toEqual({ kind: 'moonPhase', phase: 'fullMoon' });
    expect(ev.find((e) => e.title === 'Mars at opposition')?.about).toEqual({ kind: 'opposition', body: 'Mars' });
    // Every event carries one; the four quarters of the month are all moonPhase.
    expect(ev.filter((e) => e.about.kind === 'moonPhase').length).toBeGreaterThanOrEqual(4);
    for (const e of ev) expect(e.about.kind).toBeTruthy();
  });
  it('eclipses: kind, greatest point and total phase agree with the English detail', () => {
    const ev = upcomingEvents(new Date('2024-03-01T00:00:00Z'), 60);
    const sol = ev.find((e) => e.title === 'Total solar eclipse')!;
    expect(sol.about).toMatchObject({ kind: 'solarEclipse', eclipse: 'total' });
    const g = sol.about.kind === 'solarEclipse' ? sol.about.greatest : null;
    // NASA GSFC: greatest eclipse of 2024-04-08 at 25.3° N, 104.1° W.
    expect(Math.abs(g!.lat - 25.3)).toBeLessThan(0.5);
    expect(Math.abs(g!.lon + 104.1)).toBeLessThan(0.5);
    expect(sol.detail).toContain(`Greatest eclipse at ${g!.lat.toFixed(1)}°, ${g!.lon.toFixed(1)}°.`);
    const lun = ev.find((e) => e.title.endsWith('lunar eclipse'))!;
    expect(lun.about).toEqual({ kind: 'lunarEclipse', eclipse: 'penumbral', totalMinutes: null });
    expect(lun.detail).toBe('Penumbral lunar eclipse, total phase none.');
  });
  it('a total lunar eclipse carries its total phase in minutes (2025-03-14, NASA: totality 65 min)', () => {
    const ev = upcomingEvents(new Date('2025-03-01T00:00:00Z'), 30);
    const lun = ev.find((e) => e.about.kind === 'lunarEclipse')!;
    expect(lun.about).toMatchObject({ kind: 'lunarEclipse', eclipse: 'total' });
    const minutes = lun.about.kind === 'lunarEclipse' ? lun.about.totalMinutes! : 0;
    expect(Math.abs(minutes - 65)).toBeLessThanOrEqual(2);
    expect(lun.detail).toBe(`Total lunar eclipse, total phase ${minutes} min.`);
  });
  it('close approaches and conjunctions name their bodies and the separation', () => {
    const ev = upcomingEvents(new Date('2023-02-15T00:00:00Z'), 30);
    const c = ev.find((e) => e.title === 'Venus–Jupiter conjunction')!;
    expect(c.about).toMatchObject({ kind: 'closeApproach', bodies: ['Venus', 'Jupiter'] });
    const sep = c.about.kind === 'closeApproach' ? c.about.separationDeg : NaN;
    expect(sep).toBeLessThan(1);
    expect(c.detail).toBe(`Venus and Jupiter ${sep.toFixed(2)}° apart.`);
    const conj = upcomingEvents(new Date('2025-03-01T00:00:00Z'), 60).find(
      (e) => e.about.kind === 'inferiorConjunction',
    );
    // Venus inferior conjunction 2025-03-23 (NASA), Mercury's 2025-03-24.
    expect(conj?.about).toMatchObject({ kind: 'inferiorConjunction' });
    expect(['Venus', 'Mercury']).toContain(conj?.about.kind === 'inferiorConjunction' ? conj.about.body : '');
  });
});
