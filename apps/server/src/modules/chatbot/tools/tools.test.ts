/**
 * Each tool on its own, on the real app and database. Sky answers are checked against published
 * values (NASA eclipse and opposition tables, USNO Moon phases), not against the code under test.
 */
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../../test/harness.ts';
import { AssistantQuery, type AssistantQueryInput } from '@cosmos/contracts';
import { toClassification } from '../query.ts';
import { timeZoneOf } from '../format.ts';
import { accountTool } from './account.tool.ts';
import { howtoTool } from './howto.tool.ts';
import { plansTool } from './plans.tool.ts';
import { skyTool } from './sky.tool.ts';
import { ticketsTool } from './tickets.tool.ts';
import type { ToolEnv } from './types.ts';

const t = await startTestApp();
const LISBON = { lat: 38.72, lon: -9.14 };
const asker = {
  id: '00000000-0000-4000-8000-000000000000',
  role: 'user' as const,
  firstName: 'A',
  lastName: 'B',
  email: 'a@example.test',
};
const env = (now: string, site: ToolEnv['site'] = LISBON, who = asker): ToolEnv => ({
  ctx: t.ctx,
  asker: who,
  site,
  tz: timeZoneOf(site),
  now: new Date(now),
  lang: 'en',
});
/** A tool as a plain function of a typed query: no words, no language layer. */
const ask = (tool: typeof skyTool, e: ToolEnv, q: AssistantQueryInput) =>
  tool(e, toClassification(AssistantQuery.parse(q)));

describe('plans tool (prices from the plan list)', () => {
  it('lists every plan with its monthly price', async () => {
    const a = await ask(plansTool, env('2026-11-23T12:00:00Z'), { intent: 'plans.list' });
    expect(a.content).toMatch(
      /Basic Explorer costs \$9\.99 per month.*Pro Navigator costs \$29\.99 per month.*Enterprise Mission costs \$99\.99 per month/,
    );
    expect(a.citations[0]!.href).toBe('/subscription-plans');
  });
  it('gives a yearly figure as twelve monthly payments, and says there is no yearly price', async () => {
    const a = await ask(plansTool, env('2026-11-23T12:00:00Z'), {
      intent: 'plans.price',
      objects: [{ kind: 'plan', id: 'pro' }],
      period: 'year',
    });
    expect(a.content).toContain('$359.88 per year');
    expect(a.content).toContain('no separate yearly price');
  });
  it('answers a yes/no feature question plainly', async () => {
    expect(
      (
        await ask(plansTool, env('2026-11-23T12:00:00Z'), {
          intent: 'plans.feature',
          objects: [{ kind: 'plan', id: 'basic' }],
          feature: 'api',
          yesNo: true,
        })
      ).content,
    ).toMatch(/^No\. Basic Explorer does not include that; it comes with Enterprise Mission\./);
    expect(
      (
        await ask(plansTool, env('2026-11-23T12:00:00Z'), {
          intent: 'plans.feature',
          objects: [{ kind: 'plan', id: 'enterprise' }],
          feature: 'api',
          yesNo: true,
        })
      ).content,
    ).toMatch(/^Yes\. Enterprise Mission includes API access\./);
  });
});

describe('sky tool (published reference values)', () => {
  it('next full moon: 3 January 2026 (USNO: 10:03 UTC), shown in Lisbon time', async () => {
    const a = await ask(skyTool, env('2026-01-01T00:00:00Z'), { intent: 'sky.phase', phase: 'full' });
    expect(a.content).toMatch(/Saturday 3 January 2026 at 10:0\d \(Europe\/Lisbon\)/);
  });
  it('the Moon now: waning gibbous two days after the full Moon of 3 January 2026 (USNO), then the next quarters', async () => {
    const a = await ask(skyTool, env('2026-01-05T12:00:00Z'), { intent: 'sky.phase' });
    expect(a.content).toMatch(
      /^The Moon is a waning gibbous now, 9\d % lit\. The next Moon phases are last quarter on Saturday 10 January 2026/,
    );
  });
  it('meteor showers: the Geminids peak on 14 December 2025 (IMO calendar 2025), the Perseids on 12 August 2025', async () => {
    const next = await ask(skyTool, env('2025-11-27T12:00:00Z'), { intent: 'sky.meteors' });
    expect(next.content).toMatch(
      /^The Geminids peak on Sunday 14 December 2025 at 0\d:\d\d .*about 150 meteors an hour/,
    );
    expect(next.content).toContain('Gemini');
    const per = await ask(skyTool, env('2025-01-10T12:00:00Z', LISBON), { intent: 'sky.meteors', shower: 'perseids' });
    expect(per.content).toMatch(/^The Perseids peak on Tuesday 12 August 2025 at 2\d:\d\d/);
  });
  it('next lunar eclipse: the total eclipse of 3 March 2026 (NASA: greatest 11:33 UTC); the one after: 28 August 2026', async () => {
    expect(
      (await ask(skyTool, env('2026-01-01T00:00:00Z'), { intent: 'sky.eclipse', eclipse: 'lunar' })).content,
    ).toMatch(/total lunar eclipse on Tuesday 3 March 2026 at 11:3\d/);
    expect(
      (await ask(skyTool, env('2026-01-01T00:00:00Z'), { intent: 'sky.eclipse', eclipse: 'lunar', nth: 1 })).content,
    ).toMatch(/partial lunar eclipse on Friday 28 August 2026/);
  });
  it('next solar eclipse: the annular eclipse of 17 February 2026, then the total eclipse of 12 August 2026 (NASA)', async () => {
    expect(
      (await ask(skyTool, env('2026-01-01T00:00:00Z'), { intent: 'sky.eclipse', eclipse: 'solar' })).content,
    ).toMatch(/is an annular solar eclipse on Tuesday 17 February 2026/);
    expect(
      (await ask(skyTool, env('2026-01-01T00:00:00Z'), { intent: 'sky.eclipse', eclipse: 'solar', nth: 1 })).content,
    ).toMatch(/is a total solar eclipse on Wednesday 12 August 2026/);
  });
  it('Mars opposition: 19 February 2027 (NASA)', async () => {
    expect(
      (
        await ask(skyTool, env('2026-06-01T00:00:00Z'), {
          intent: 'sky.opposition',
          objects: [{ kind: 'planet', id: 'mars' }],
        })
      ).content,
    ).toMatch(/opposition of Mars is on Friday 19 February 2027/);
  });
  it('the Sun at local noon over Lisbon is up; at local midnight it is not (plain yes/no)', async () => {
    expect(
      (
        await ask(skyTool, env('2026-06-21T12:40:00Z'), {
          intent: 'sky.visible',
          objects: [{ kind: 'sun' }],
          yesNo: true,
        })
      ).content,
    ).toMatch(/^Yes\. The Sun is above your horizon, 7\d° up/);
    expect(
      (
        await ask(skyTool, env('2026-06-22T00:40:00Z'), {
          intent: 'sky.visible',
          objects: [{ kind: 'sun' }],
          yesNo: true,
        })
      ).content,
    ).toMatch(/^No\. The Sun is below your horizon/);
  });
  it('the Sun is straight overhead near the Tropic of Cancer at the June solstice', async () => {
    const a = await ask(skyTool, env('2026-06-21T12:00:00Z'), {
      intent: 'sky.where',
      objects: [{ kind: 'sun' }],
      overWhere: true,
    });
    expect(a.content).toMatch(/straight overhead at 23\.4° N/);
  });
  it('the Moon is 356,000–407,000 km away (its perigee–apogee range)', async () => {
    const a = await ask(skyTool, env('2026-11-23T12:00:00Z'), { intent: 'sky.distance', objects: [{ kind: 'moon' }] });
    const km = Number(/([\d,]+) km/.exec(a.content)![1]!.replace(/,/g, ''));
    expect(km).toBeGreaterThan(356_000);
    expect(km).toBeLessThan(407_000);
  });
  it('catalogue objects too: Ceres is 1.6–3.9 AU away (its geocentric range), Sirius 8.6 light-years', async () => {
    const a = await ask(skyTool, env('2026-11-23T12:00:00Z'), {
      intent: 'sky.distance',
      objects: [{ kind: 'smallBody', name: 'Ceres' }],
    });
    const au = Number(/\(([\d.]+) AU\)/.exec(a.content)![1]);
    expect(au).toBeGreaterThan(1.6);
    expect(au).toBeLessThan(3.9);
    expect(
      (
        await ask(skyTool, env('2026-11-23T12:00:00Z'), {
          intent: 'sky.distance',
          objects: [{ kind: 'star', name: 'Sirius' }],
        })
      ).content,
    ).toBe('Sirius is about 8.6 light-years from Earth.');
  });
  it('sunset in Lisbon on the June solstice is about 21:05 local time (timeanddate: 21:05)', async () => {
    expect(
      (
        await ask(skyTool, env('2026-06-21T10:00:00Z'), {
          intent: 'sky.riseset',
          objects: [{ kind: 'sun' }],
          event: 'set',
        })
      ).content,
    ).toMatch(/Sun sets next on Sunday 21 June 2026 at 21:0[456] \(Europe\/Lisbon\)/);
  });
  it('ISS passes: three passes above 10°, each rising before it sets', async () => {
    const a = await ask(skyTool, env('2026-11-23T12:00:00Z'), {
      intent: 'sky.passes',
      objects: [{ kind: 'satellite', noradId: 25544, name: 'ISS (ZARYA)' }],
    });
    expect(a.content).toMatch(/^The next 3 passes of ISS \(\w+\) over your location/);
    expect(a.facts.passes).toHaveLength(3);
    for (const p of a.facts.passes as { rise: string; set: string; maxElevationDeg: number }[]) {
      expect(p.rise < p.set).toBe(true);
      expect(p.maxElevationDeg).toBeGreaterThanOrEqual(10);
    }
  });
  it('ISS passes say which can be seen: visible ones with their window and magnitude, the others why not', async () => {
    const a = await ask(skyTool, env('2026-11-23T12:00:00Z'), {
      intent: 'sky.passes',
      objects: [{ kind: 'satellite', noradId: 25544, name: 'ISS (ZARYA)' }],
    });
    const passes = a.facts.passes as { rise: string; set: string; visible: boolean; visibleFrom: string | null }[];
    const parts = a.content.split('; ');
    passes.forEach((p, i) =>
      expect(parts[i]).toMatch(p.visible ? /visible from \d\d:\d\d to \d\d:\d\d at magnitude -?\d/ : /not visible \(/),
    );
    const seen = await ask(skyTool, env('2026-11-23T12:00:00Z'), {
      intent: 'sky.passes',
      objects: [{ kind: 'satellite', noradId: 25544, name: 'ISS (ZARYA)' }],
      visibleOnly: true,
    });
    expect(seen.content).toMatch(/^The next (visible pass|\d visible passes) of ISS \(\w+\)|^No\. ISS/);
    for (const p of (seen.facts.visiblePasses ?? []) as {
      rise: string;
      set: string;
      visible: boolean;
      visibleFrom: string;
      visibleTo: string;
      maxMagnitude: number;
    }[]) {
      expect(p.visible).toBe(true);
      expect(p.rise <= p.visibleFrom && p.visibleFrom <= p.visibleTo && p.visibleTo <= p.set).toBe(true);
      expect(p.maxMagnitude).toBeLessThan(1); // the ISS is one of the brightest objects when lit
    }
  });
  it('without a location, asks for one instead of guessing', async () => {
    const a = await ask(skyTool, env('2026-11-23T12:00:00Z', null), {
      intent: 'sky.riseset',
      objects: [{ kind: 'sun' }],
      event: 'set',
    });
    expect(a.content).toMatch(/Your location is not set/);
    expect(a.content).toContain('Edit Profile');
  });
});

describe('how-to tool (documentation index)', () => {
  it('cites the section and names the control', async () => {
    const a = await ask(howtoTool, env('2026-11-23T12:00:00Z'), {
      intent: 'howto',
      search: 'how do i reset my password',
    });
    expect(a.content).toContain('select Forgot password?');
    expect(a.citations[0]!.href).toBe('/docs/security#reset-your-password');
  });
  it('says it does not know, and offers a ticket, when the documentation does not say', async () => {
    const a = await ask(howtoTool, env('2026-11-23T12:00:00Z'), {
      intent: 'howto',
      search: 'what is the meaning of the blue widget',
    });
    expect(a.content).toMatch(/^I don't know/);
    expect(a.offerTicket).toBe(true);
  });
});

describe('account and tickets tools: only the asker', () => {
  it('reads the asker’s plan, renewal, keys and tickets, and nobody else’s', async () => {
    const me = await t.register();
    const other = await t.register();
    await t.app.inject({
      method: 'POST',
      url: '/api/support/tickets',
      headers: other.auth,
      payload: { subject: 'Other user secret subject', description: 'x', category: 'general', priority: 'normal' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/support/tickets',
      headers: me.auth,
      payload: { subject: 'My export question', description: 'x', category: 'general', priority: 'normal' },
    });
    const mine = { ...asker, id: me.user.id };
    const e = env(new Date().toISOString(), null, mine);
    const plan = await ask(accountTool, e, { intent: 'account.plan' });
    expect(plan.content).toMatch(
      /^You are on the Basic Explorer plan at \$9\.99 per month, and it is active\. It renews on \d+ \w+ 20\d\d for \$9\.99\.$/,
    );
    const tickets = await ask(ticketsTool, e, { intent: 'tickets.list' });
    expect(tickets.content).toContain('My export question');
    expect(tickets.content).not.toContain('Other user secret subject');
    expect((await ask(accountTool, e, { intent: 'account.keys' })).content).toMatch(/^You have no API keys/);
    expect((await ask(accountTool, e, { intent: 'account.invoices' })).content).toBe('You have no invoices yet.');
  });
});
