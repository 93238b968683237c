/**
 * What the portal knows about the catalogue beyond the sky: launches (next or last, optionally of one
 * rocket family or provider) from Mission Control's schedule, re-entries (SATCAT decays, and the
 * re-entry watch's predictions) and counts of catalogue objects by group, owner and type. Each reads
 * the owning module's service; the bundled offline data is said to be a sample.
 */
import type { Citation } from '@cosmos/contracts';
import { t, type Lang } from '../../../lib/i18n/index.ts';
import { decayedObjects } from '../../catalog/catalog.service.ts';
import { current, isUpcoming } from '../../launches/launches.service.ts';
import type { LaunchRecord } from '../../launches/launch-library.ts';
import { upcoming } from '../../reentries/reentries.service.ts';
import { dateOnly, dateTime, km, list, num } from '../format.ts';
import type { Classification } from '../classifier.ts';
import type { Tool, ToolAnswer, ToolEnv } from './types.ts';

const cite = (lang: Lang, key: 'launches' | 'reentries' | 'catalogue', href: string): Citation => ({
  kind: 'doc',
  title: t(lang, `assistant.cite.${key}`),
  href,
});
const say = (lang: Lang, key: string, vars?: Record<string, unknown>) => t(lang, `assistant.cov.${key}`, vars);

/** A launch matches a rocket family or provider named in the question (case-insensitive, word start). */
const matches = (l: LaunchRecord, q: Classification) => {
  const has = (text: string | null, what?: string) => !what || (text ?? '').toLowerCase().includes(what.toLowerCase());
  return has(`${l.vehicle} ${l.name}`, q.slots.rocket) && has(`${l.provider ?? ''} ${l.name}`, q.slots.agency);
};

async function launches(env: ToolEnv, q: Classification): Promise<ToolAnswer> {
  const { lang } = env;
  const now = env.now.getTime();
  const { launches: all, live } = await current(env.ctx, now);
  const next = q.topic === 'launches.next';
  const chosen = all
    .filter((l) => matches(l, q) && (next ? isUpcoming(l, now) : !isUpcoming(l, now) && l.net.getTime() <= now))
    .sort((a, b) => (next ? a.net.getTime() - b.net.getTime() : b.net.getTime() - a.net.getTime()))
    .slice(q.slots.nth, q.slots.nth + 4);
  const what = [q.slots.rocket, q.slots.agency].filter(Boolean).join(', ');
  const filter = what ? say(lang, 'launchFilter', { what }) : '';
  const sample = live ? '' : ` ${say(lang, 'launchSample')}`;
  const citations = [cite(lang, 'launches', `/mission-control?tab=${next ? 'schedule' : 'launch'}`)];
  const first = chosen[0];
  if (!first)
    return {
      content: `${say(lang, next ? 'noLaunchNext' : 'noLaunchLast', { filter })}${sample}`,
      citations,
      facts: {},
    };
  const date = (l: LaunchRecord) => dateTime(l.net, env.tz, lang);
  const lead = say(lang, next ? 'launchNext' : 'launchLast', {
    name: first.name,
    vehicle: first.vehicle,
    provider: first.provider ?? '?',
    date: date(first),
    pad: first.padLocation ?? first.padName ?? '?',
    status: first.statusName,
  });
  const rest = chosen
    .slice(1)
    .map((l) => say(lang, 'launchItem', { name: l.name, date: dateOnly(l.net, env.tz, lang) }));
  const more = rest.length
    ? ` ${say(lang, next ? 'launchesAfter' : 'launchesBefore', { list: list(rest, lang) })}`
    : '';
  return {
    content: `${lead}${more}${sample}`,
    citations,
    facts: {
      source: live ? 'live' : 'sample',
      launches: chosen.map((l) => ({
        name: l.name,
        vehicle: l.vehicle,
        provider: l.provider,
        net: l.net.toISOString(),
        status: l.statusName,
      })),
    },
  };
}

const HORIZON_DAYS = 30;

async function reentries(env: ToolEnv, q: Classification): Promise<ToolAnswer> {
  const { lang } = env;
  const citations = [cite(lang, 'reentries', '/mission-control?tab=reentries')];
  if (q.topic === 'reentries.recent') {
    const gone = await decayedObjects(env.ctx.db, 4);
    const note = gone.source === 'sample' ? ` ${say(lang, 'reentrySample')}` : '';
    const [first, ...rest] = gone.items;
    if (!first)
      return { content: say(lang, 'noReentryRecent', { days: gone.windowDays }), citations, facts: { decayed: [] } };
    const day = (d: string) => dateOnly(new Date(`${d}T12:00:00Z`), 'UTC', lang);
    const lead = say(lang, 'reentryRecent', { name: first.name, norad: first.noradId, date: day(first.decayDate) });
    const others = rest.length
      ? ` ${say(lang, 'reentryOthers', {
          list: list(
            rest.map((r) => `${r.name} (${day(r.decayDate)})`),
            lang,
          ),
        })}`
      : '';
    return {
      content: `${lead}${others}${note}`,
      citations,
      facts: {
        source: gone.source,
        decayed: gone.items.map((r) => ({ name: r.name, noradId: r.noradId, decayDate: r.decayDate })),
      },
    };
  }
  if (!env.engine) return { content: say(lang, 'noReentryPredicted', { days: HORIZON_DAYS }), citations, facts: {} };
  const watched = (await upcoming(env.engine, env.ctx.db, env.now.getTime(), HORIZON_DAYS)).slice(0, 4);
  const [first, ...rest] = watched;
  if (!first)
    return { content: say(lang, 'noReentryPredicted', { days: HORIZON_DAYS }), citations, facts: { predicted: [] } };
  const when = (ms: number) => dateTime(new Date(ms), env.tz, lang);
  const lead = say(lang, 'reentryPredicted', {
    name: first.name,
    norad: first.noradId,
    date: when(first.predictedMs),
    from: dateOnly(new Date(first.windowStartMs), env.tz, lang),
    to: dateOnly(new Date(first.windowEndMs), env.tz, lang),
    perigee: num(Math.round(first.perigeeKm), 0, lang),
  });
  const then = rest.length
    ? ` ${say(lang, 'reentryThen', {
        list: list(
          rest.map((w) => `${w.name} (${dateOnly(new Date(w.predictedMs), env.tz, lang)})`),
          lang,
        ),
      })}`
    : '';
  return {
    content: `${lead}${then}`,
    citations,
    facts: {
      predicted: watched.map((w) => ({
        name: w.name,
        noradId: w.noradId,
        predicted: new Date(w.predictedMs).toISOString(),
        perigeeKm: km(w.perigeeKm),
      })),
    },
  };
}

/** The i18n key of an object type's plural noun (SATCAT codes; R/B has no slash in the key). */
const typeKey = (type: string) => `type${type.replace('/', '')}`;

function counts(env: ToolEnv, q: Classification): ToolAnswer {
  const { lang } = env;
  const { group, owner, objectType } = q.slots;
  const sats = (env.engine?.satellites ?? []).filter(
    (s) =>
      !s.info.decayDate &&
      (!group || s.info.group === group) &&
      (!owner || s.info.owner === owner) &&
      (!objectType || s.info.objectType === objectType),
  );
  let what = say(lang, typeKey(objectType ?? (group ? 'PAY' : 'ALL')));
  if (group) what = say(lang, 'countGroup', { what, group: group.charAt(0).toUpperCase() + group.slice(1) });
  if (owner) what = say(lang, 'countOwner', { what, owner });
  const note = objectType === 'PAY' && !group ? ` ${say(lang, 'countPayloadNote')}` : '';
  return {
    content: `${say(lang, 'count', { count: num(sats.length, 0, lang), what })}${note}`,
    citations: [cite(lang, 'catalogue', '/satellite-data')],
    facts: { count: sats.length, group: group ?? null, owner: owner ?? null, objectType: objectType ?? null },
  };
}

export const catalogueTool: Tool = (env, q) => {
  if (q.intent === 'launches') return launches(env, q);
  if (q.intent === 'reentries') return reentries(env, q);
  return counts(env, q);
};
