/**
 * What each evaluation answer must contain, computed independently of the assistant: prices from
 * the plans table, account facts from the database, sky facts from astronomy-engine and
 * satellite.js called directly here (never through the assistant's tools).
 */
import tzLookup from '@photostructure/tz-lookup';
import { BRIGHT_STARS } from '@cosmos/astro';
import {
  Body,
  DefineStar,
  Equator,
  GeoVector,
  Horizon,
  Observer,
  SearchGlobalSolarEclipse,
  SearchLunarEclipse,
  SearchMoonPhase,
  SearchRelativeLongitude,
  SearchRiseSet,
  Constellation,
} from 'astronomy-engine';
import type { Db } from '../src/db/client.ts';
import { EVAL_SITE } from './eval-app.ts';
import { BASE_LANGS, isBaseLang, LOCALE, WORDS, type Lang } from './answer-words.ts';

export type { Lang };
import { DAY, issElements, nthSearch, satelliteLook, scanPasses } from './sky-reference.ts';
import { checkSky, SKY_KINDS, type Check, type Reply, type SkyExpect } from './expect-sky.ts';
import { checkPortal, PORTAL_KINDS, type PortalExpect } from './expect-portal.ts';
import { languageOf } from './answer-language.ts';
import { constellationNames } from './localized-words.ts';

export type Expect =
  | { kind: 'plans-all' }
  | { kind: 'plan-price'; plan: string; period: 'month' | 'year' }
  | { kind: 'plan-feature'; plan: string; feature: string }
  | { kind: 'plan-with-feature'; feature: string }
  | { kind: 'contains'; all?: string[]; cite?: string | string[] }
  | { kind: 'offer-ticket' }
  | { kind: 'account-plan' | 'account-renewal' | 'account-invoice' | 'account-keys' | 'account-usage' | 'tickets' }
  | { kind: 'account-on-plan'; plan: string }
  | { kind: 'moon-phase'; phase: 'new' | 'first' | 'full' | 'last'; nth: number }
  | { kind: 'eclipse'; type: 'solar' | 'lunar'; nth: number }
  | { kind: 'relative-longitude'; body: string; angle: number }
  | { kind: 'riseset'; body: string; event: 'rise' | 'set' }
  | { kind: 'where' | 'visible' | 'distance'; body: string }
  | { kind: 'star-distance'; name: string }
  | { kind: 'star-riseset'; name: string; event: 'rise' | 'set' }
  | { kind: 'iss-where' | 'iss-pass' | 'iss-visible-pass' }
  | SkyExpect
  | PortalExpect;
export type { Check, Reply };

const TZ = tzLookup(EVAL_SITE.lat, EVAL_SITE.lon);
const OBS = new Observer(EVAL_SITE.lat, EVAL_SITE.lon, 0);

const usd = (cents: number, lang: Lang = 'en') =>
  lang === 'en'
    ? `$${(cents / 100).toFixed(2)}`
    : new Intl.NumberFormat(LOCALE[lang], { style: 'currency', currency: 'USD' }).format(cents / 100);
const day = (d: Date, lang: Lang = 'en') =>
  new Intl.DateTimeFormat(LOCALE[lang], { timeZone: TZ, day: 'numeric', month: 'long', year: 'numeric' }).format(d);
const hm = (d: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: TZ, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d);
/** The date and the minute (±1 minute, for rounding at the edge of a minute). */
const when = (d: Date, lang: Lang = 'en') => ({
  day: day(d, lang),
  times: [-60_000, 0, 60_000].map((o) => hm(new Date(d.getTime() + o))),
});
const body = (name: string) => Body[(name[0]!.toUpperCase() + name.slice(1)) as keyof typeof Body] as Body;

const has = (r: Reply, s: string) => r.content.toLowerCase().includes(s.toLowerCase());
const containsAll = (r: Reply, items: string[]): Check => {
  const missing = items.filter((s) => !has(r, s));
  return { ok: missing.length === 0, why: missing.length ? `missing ${JSON.stringify(missing)}` : '' };
};
const containsWhen = (r: Reply, d: Date, lang: Lang, withTime = true): Check => {
  const w = when(d, lang);
  if (!has(r, w.day)) return { ok: false, why: `missing date ${w.day}` };
  if (withTime && !w.times.some((t) => has(r, t))) return { ok: false, why: `missing time ${w.times[1]}` };
  return { ok: true, why: '' };
};
const startsYesNo = (r: Reply, yes: boolean, lang: Lang): Check => {
  const word = yes ? WORDS[lang].yes : WORDS[lang].no;
  return { ok: r.content.startsWith(word), why: `expected to start with ${word}` };
};
/** First whole number of km, whatever the digit grouping ("384,400", "384.400", "384 400"). */
const firstKm = (r: Reply) => {
  const m = /(\d[\d,.\u00a0\u202f ]*) km/.exec(r.content);
  return m ? Number(m[1]!.replace(/\D/g, '')) : null;
};

export async function check(e: Expect, r: Reply, db: Db, userId: string, now: Date, lang: Lang = 'en'): Promise<Check> {
  if (SKY_KINDS.has(e.kind) || PORTAL_KINDS.has(e.kind)) {
    // The test set's kinds also check that the answer is written in the question's language.
    // The first sentence answers (quoted documentation is English-only, README), else the whole answer decides.
    // Questions in the fresh set's other languages tell all eight apart; the first four keep their own four.
    const among = isBaseLang(lang) ? BASE_LANGS : (Object.keys(LOCALE) as Lang[]);
    const first = isBaseLang(lang)
      ? r.content.split(/(?<=\D[.!?])\s/)[0]
      : r.content.split(/(?<=\D[.!?])\s|(?<=。)/)[0];
    const written = languageOf(first ?? '', among) ?? languageOf(r.content, among);
    if (written && written !== lang) return { ok: false, why: `answered in ${written}, asked in ${lang}` };
    return SKY_KINDS.has(e.kind)
      ? checkSky(e as SkyExpect, r, db, now, lang)
      : checkPortal(e as PortalExpect, r, db, userId, now, lang);
  }
  const plans = await db.query<{ id: string; name: string; price_cents: number; features: string[] | string }>(
    'SELECT id, name, price_cents, features FROM plans ORDER BY sort',
  );
  const plan = (id: string) => plans.find((p) => p.id === id)!;
  const features = (id: string) => {
    const f = plan(id).features;
    return (typeof f === 'string' ? JSON.parse(f) : f) as string[];
  };
  switch (e.kind) {
    case 'plans-all':
      return containsAll(
        r,
        plans.flatMap((p) => [p.name, usd(p.price_cents, lang)]),
      );
    case 'plan-price':
      return containsAll(r, [plan(e.plan).name, usd(plan(e.plan).price_cents * (e.period === 'year' ? 12 : 1), lang)]);
    case 'plan-feature':
      return startsYesNo(
        r,
        features(e.plan).some((f) => f.toLowerCase().includes(e.feature)),
        lang,
      );
    case 'plan-with-feature':
      return containsAll(
        r,
        plans.filter((p) => features(p.id).some((f) => f.toLowerCase().includes(e.feature))).map((p) => p.name),
      );
    case 'contains': {
      const c = containsAll(r, e.all ?? []);
      if (!c.ok) return c;
      const cites = e.cite === undefined ? [] : Array.isArray(e.cite) ? e.cite : [e.cite];
      if (cites.length && !r.citations.some((x) => cites.some((c) => x.href.startsWith(c))))
        return {
          ok: false,
          why: `no citation starting ${cites.join(' or ')} in ${JSON.stringify(r.citations.map((x) => x.href))}`,
        };
      return { ok: true, why: '' };
    }
    case 'offer-ticket':
      return { ok: r.offerTicket && /ticket/i.test(r.content), why: 'expected a ticket offer' };
    case 'account-plan':
    case 'account-renewal': {
      const s = (
        await db.query<{ plan_id: string; status: string; current_period_end: Date }>(
          'SELECT plan_id, status, current_period_end FROM subscriptions WHERE user_id = $1',
          [userId],
        )
      )[0]!;
      return containsAll(r, [
        plan(s.plan_id).name,
        day(new Date(s.current_period_end), lang),
        ...(e.kind === 'account-plan' ? [s.status === 'active' ? WORDS[lang].active : s.status] : []),
      ]);
    }
    case 'account-on-plan': {
      const s = (
        await db.query<{ plan_id: string }>('SELECT plan_id FROM subscriptions WHERE user_id = $1', [userId])
      )[0]!;
      return startsYesNo(r, s.plan_id === e.plan, lang);
    }
    case 'account-invoice': {
      const i = (
        await db.query<{ id: string; number: string; amount_cents: number }>(
          'SELECT id, number, amount_cents FROM invoices WHERE user_id = $1 ORDER BY issued_on DESC, created_at DESC LIMIT 1',
          [userId],
        )
      )[0]!;
      const c = containsAll(r, [i.number, usd(i.amount_cents, lang)]);
      return c.ok && !r.citations.some((x) => x.href === `/api/subscription/invoices/${i.id}/pdf`)
        ? { ok: false, why: 'no PDF link' }
        : c;
    }
    case 'account-keys': {
      const keys = await db.query<{ name: string }>(
        'SELECT name FROM api_keys WHERE user_id = $1 AND revoked_at IS NULL',
        [userId],
      );
      return containsAll(
        r,
        keys.map((k) => k.name),
      );
    }
    case 'account-usage': {
      const used = (
        await db.query<{ bytes: number }>(
          'SELECT COALESCE(SUM(bytes), 0)::bigint AS bytes FROM usage_counters WHERE user_id = $1',
          [userId],
        )
      )[0]!;
      return containsAll(r, [Number(used.bytes) === 0 ? WORDS[lang].noBytes : WORDS[lang].used, WORDS[lang].quota]);
    }
    case 'tickets': {
      const t = await db.query<{ number: number; subject: string }>(
        "SELECT number, subject FROM support_tickets WHERE owner_id = $1 AND status IN ('open','pending')",
        [userId],
      );
      // The number as each language writes it ("#1008", "n° 1008", "Nr. 1008"), and the subject.
      const unnumbered = t.filter((x) => !new RegExp(`(^|\\D)${x.number}(\\D|$)`).test(r.content));
      if (unnumbered.length)
        return { ok: false, why: `missing ticket number ${unnumbered.map((x) => x.number).join(', ')}` };
      return containsAll(
        r,
        t.map((x) => x.subject),
      );
    }
    case 'moon-phase': {
      const lon = { new: 0, first: 90, full: 180, last: 270 }[e.phase];
      return containsWhen(
        r,
        nthSearch((t) => SearchMoonPhase(lon, t, 40)!.date, e.nth, now),
        lang,
      );
    }
    case 'eclipse': {
      let ecl = e.type === 'lunar' ? SearchLunarEclipse(now).peak.date : SearchGlobalSolarEclipse(now).peak.date;
      for (let i = 0; i < e.nth; i++)
        ecl =
          e.type === 'lunar'
            ? SearchLunarEclipse(new Date(ecl.getTime() + 10 * DAY)).peak.date
            : SearchGlobalSolarEclipse(new Date(ecl.getTime() + 10 * DAY)).peak.date;
      return containsWhen(r, ecl, lang);
    }
    case 'relative-longitude':
      return containsWhen(r, SearchRelativeLongitude(body(e.body), e.angle, now).date, lang);
    case 'riseset':
      return containsWhen(r, SearchRiseSet(body(e.body), OBS, e.event === 'rise' ? 1 : -1, now, 2)!.date, lang);
    case 'where':
    case 'visible': {
      const eq = Equator(body(e.body), now, OBS, true, true);
      const alt = Horizon(now, OBS, eq.ra, eq.dec, 'normal').altitude;
      if (e.kind === 'visible') return startsYesNo(r, alt > 0, lang);
      const word = alt > 0 ? WORDS[lang].above : WORDS[lang].below;
      if (!has(r, word)) return { ok: false, why: `expected "${word}" (altitude ${alt.toFixed(1)}°)` };
      // From the user's place: the altitude (the first angle in the answer) and the constellation, IAU or localised.
      const m = /(-?\d+)°/.exec(r.content);
      const got = m ? Number(m[1]) : null;
      const constellation = Constellation(eq.ra, eq.dec).name;
      return {
        ok:
          got !== null &&
          Math.abs(got - alt) < 1.5 &&
          [constellation, ...constellationNames(constellation, lang)].some((c) => r.content.includes(c)),
        why: `altitude ${got} vs ${alt.toFixed(1)}, constellation ${constellation}`,
      };
    }
    case 'distance': {
      const kmTrue = GeoVector(body(e.body), now, true).Length() * 149_597_870.7;
      const got = firstKm(r);
      return {
        ok: got !== null && Math.abs(got - kmTrue) / kmTrue < 0.002,
        why: `distance ${got} km vs ${Math.round(kmTrue)} km`,
      };
    }
    case 'star-distance': {
      const star = BRIGHT_STARS.find((s) => s.name === e.name)!;
      const ly = star.distanceLy!.toLocaleString(lang === 'en' ? 'en-US' : LOCALE[lang]);
      return containsAll(r, [`${ly} ${WORDS[lang].lightYears}`]);
    }
    case 'star-riseset': {
      // astronomy-engine's own user-defined star, from the catalogue's J2000 place.
      const star = BRIGHT_STARS.find((s) => s.name === e.name)!;
      DefineStar(Body.Star1, star.raDeg / 15, star.decDeg, 1000);
      return containsWhen(r, SearchRiseSet(Body.Star1, OBS, e.event === 'rise' ? 1 : -1, now, 2)!.date, lang);
    }
    case 'iss-where': {
      // From the prepared user's place: the ISS's elevation by satellite.js look angles, the first angle in the answer.
      const tle = await issElements(db, now);
      const elTrue = satelliteLook(tle.line1, tle.line2, now).elevationDeg;
      const m = /(-?\d+)°/.exec(r.content);
      const el = m ? Number(m[1]) : null;
      return { ok: el !== null && Math.abs(el - elTrue) < 1.5, why: `ISS elevation ${el} vs ${elTrue.toFixed(1)}` };
    }
    case 'iss-pass': {
      // The first pass above 10°, and whether the answer calls it visible or not as the scan does.
      const tle = await issElements(db, now);
      const first = scanPasses(tle.line1, tle.line2, now, 3)[0];
      if (!first) return { ok: has(r, WORDS[lang].noPass), why: 'expected no pass' };
      const w = when(first.rise, lang);
      const firstPart = r.content.split('; ')[0] ?? '';
      const said = WORDS[lang].notVisible.test(firstPart)
        ? false
        : WORDS[lang].visibleFrom.test(firstPart)
          ? true
          : null;
      const timeOk = has(r, w.day) && w.times.some((t) => has(r, t));
      return {
        ok: timeOk && said === first.visible,
        why: `expected first rise ${w.day} ${w.times[1]}, ${first.visible ? 'visible' : 'not visible'}`,
      };
    }
    case 'iss-visible-pass': {
      const tle = await issElements(db, now);
      const first = scanPasses(tle.line1, tle.line2, now, 10).find((p) => p.visible);
      if (!first) return { ok: r.content.startsWith(WORDS[lang].no), why: 'expected no visible pass in 10 days' };
      const w = when(first.rise, lang);
      return {
        ok: has(r, w.day) && w.times.some((t) => has(r, t)) && WORDS[lang].visibleFrom.test(r.content),
        why: `expected first visible pass rising ${w.day} ${w.times[1]}`,
      };
    }
    default:
      throw new Error(`unknown expectation ${e.kind}`);
  }
}
