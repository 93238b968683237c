/**
 * The built-in understanding layer's additions to the classifier (issue 33): the time a question asks
 * about (chrono-node's en/es/fr/de parsers, in the asker's time zone: "tomorrow night", "mañana",
 * "morgen", "vendredi soir", plus the holidays chrono lacks), "and tomorrow?" as the previous question
 * at another time, and satellites linked against the live catalogue by designation, catalogue
 * number or COSPAR id ("Where is STARLINK-1007?"). The result is the typed query the tools answer.
 */
import type { AssistantQuery } from '@cosmos/contracts';
import * as chrono from 'chrono-node';
import type { Lang } from '../../lib/i18n/index.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import type { Classification, TurnContext } from './classifier.ts';
import { fromClassification } from './query.ts';
import { findCatalogueSatellite } from './tools/sky-sources.ts';

const PARSERS: Record<Lang, chrono.Chrono> = {
  en: chrono.en.casual,
  es: chrono.es.casual,
  fr: chrono.fr.casual,
  de: chrono.de.casual,
  it: chrono.it.casual,
  pt: chrono.pt.casual,
  zh: chrono.en.casual, // the understanding model has no 中文: its askers' questions are read as English
  ja: chrono.en.casual, // the understanding model has no 日本語: its askers' questions are read as English
};
/** Minutes east of UTC of a time zone at an instant (chrono's `timezone` option). */
function offsetMinutes(tz: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: tz,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const v = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const local = Date.UTC(v('year'), v('month') - 1, v('day'), v('hour'), v('minute'));
  return Math.round((local - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

const CHRISTMAS = /\b(christmas|xmas|navidad|noel|noël|weihnachten|weihnachtstag|natale|natal|クリスマス|圣诞)/i;
const NEW_YEAR = /\b(new year'?s? day|ano nuevo|año nuevo|nouvel an|jour de l'an|neujahr)\b/i;

/**
 * The moment a question asks about, or undefined for "now". A day without a time means the day's start
 * (passes, phases) or its evening (what is up that night), in the asker's zone.
 */
export function askedTime(
  text: string,
  lang: Lang,
  now: Date,
  tz: string,
  evening: boolean,
  /** Set when the question names a clock time ("at 10 pm"), not only a day or a night. */
  named: { hour?: boolean } = {},
): Date | undefined {
  const offset = offsetMinutes(tz, now);
  const localDay = (y: number, m: number, d: number, hour: number) =>
    new Date(Date.UTC(y, m, d, hour) - offset * 60_000);
  const holiday = CHRISTMAS.test(text) ? [11, 25] : NEW_YEAR.test(text) ? [0, 1] : null;
  if (holiday) {
    // "on Christmas at 9 pm", "a las 20:00", "um 22 Uhr": a clock time named with the holiday is that day's hour.
    const clock = [...new Set([PARSERS[lang], PARSERS.en])]
      .flatMap((p) => p.parse(text, { instant: now, timezone: offset }))
      .find((r) => r.start.isCertain('hour'));
    const local = clock ? new Date(clock.start.date().getTime() + offset * 60_000) : undefined;
    named.hour = Boolean(clock);
    const hour = local ? local.getUTCHours() : evening ? 18 : 0;
    const minutes = (local?.getUTCMinutes() ?? 0) * 60_000;
    const y = new Date(now.getTime() + offset * 60_000).getUTCFullYear();
    let d = localDay(y, holiday[0]!, holiday[1]!, hour);
    if (d.getTime() + 86_400_000 < now.getTime()) d = localDay(y + 1, holiday[0]!, holiday[1]!, hour);
    return new Date(d.getTime() + minutes);
  }
  // The question's own language first; English too, since names of days are often typed in English.
  const found = [...new Set([PARSERS[lang], PARSERS.en])]
    .flatMap((p) => p.parse(text, { instant: now, timezone: offset }, { forwardDate: true }))
    // Not bare numbers, nor short words that are also names ("sun" for Sunday, French "Mars" for March).
    .find((r) => r.text.trim().length >= 4 && !/^\d+$|^mars$/i.test(r.text.trim()));
  if (!found) return undefined;
  const at = found.start.date();
  named.hour = found.start.isCertain('hour');
  if (found.start.isCertain('hour')) return at.getTime() - now.getTime() < 3_600_000 ? undefined : at;
  const local = new Date(at.getTime() + offset * 60_000);
  const start = localDay(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), evening ? 18 : 0);
  // "tonight", "today": now is the time asked about.
  return start.getTime() <= now.getTime() ? undefined : start;
}

/** 07:00 local on the morning after the evening of `t` (or of the same morning, for a time after midnight). */
export function nextMorning(t: Date, tz: string): Date {
  const offset = offsetMinutes(tz, t);
  const local = new Date(t.getTime() + offset * 60_000);
  const day = local.getUTCHours() < 7 ? local.getUTCDate() : local.getUTCDate() + 1;
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), day, 7) - offset * 60_000);
}

/** chrono-node builds its patterns on first use (a few hundred ms per language): done once at start-up. */
export function primeDates() {
  const now = new Date();
  for (const [lang, text] of [
    ['en', 'When does the ISS pass tomorrow night?'],
    ['es', '¿Cuándo pasa la ISS mañana por la noche?'],
    ['fr', 'Où est Jupiter vendredi soir ?'],
    ['de', 'Wann geht der Mond morgen auf?'],
  ] as const)
    askedTime(text, lang, now, 'Europe/Lisbon', true);
}

/** Designations people type, most specific first: COSPAR ids, catalogue numbers (five or six digits), names with numbers. */
const DESIGNATIONS = [/\b\d{4}-\d{3}[a-z]{0,3}\b/gi, /\b\d{5,6}\b/g, /\b[a-z]{2,}(?:-| )\d{1,5}[a-z]?\b/gi];

export function linkCatalogue(question: string, engine: SkyEngine | undefined) {
  if (!engine) return undefined;
  for (const re of DESIGNATIONS)
    for (const m of question.matchAll(re)) {
      const token = m[0];
      // "starlink 1019" is typed for STARLINK-1019: the catalogue's hyphen is tried first.
      const hit = /^\d{5,6}$/.test(token)
        ? findCatalogueSatellite(engine, { noradId: Number(token) })
        : (findCatalogueSatellite(engine, { name: token.replace(/ (?=\d)/, '-') }) ??
          findCatalogueSatellite(engine, { name: token }));
      if (hit) return { kind: 'satellite' as const, noradId: hit.noradId, name: hit.name };
    }
  return undefined;
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu;

const EVENING_TOPICS = new Set(['sky.tonight', 'sky.brightest', 'sky.visible', 'weather']);
/** Topics that take an object: a catalogue satellite named in the question is that object. */
const OBJECT_TOPICS = new Set([
  'sky.where',
  'sky.visible',
  'sky.distance',
  'sky.passes',
  'sky.constellation',
  'sky.satconjunction',
]);

/**
 * Completes the classifier's reading: the catalogue satellite named, the time asked about, and a bare
 * "and tomorrow?" as the previous question at that time. Returns the typed query and its classification.
 */
export function understand(
  question: string,
  classified: Classification,
  lang: Lang,
  opts: { now: Date; tz: string; engine?: SkyEngine; previous?: TurnContext; askerEmail?: string },
): { query: AssistantQuery; classification: Classification } {
  let c = classified;
  // Another account named by its e-mail address ("demo@…'s invoices", "el plan de ana@…"): whatever is asked
  // about it is another user's data, which the assistant never reads.
  const own = opts.askerEmail?.toLowerCase();
  const other = [...question.matchAll(EMAIL)].some((m) => m[0].toLowerCase() !== own);
  // No sky object, launch or plan is named by an e-mail address, so this holds whatever the words seemed to ask.
  if (other) c = { ...c, intent: 'privacy', topic: 'privacy.others' };
  // A designation (STARLINK-1007, 44713, 2019-074A) names that satellite, whatever else the words say.
  // Only where an object can be meant: "next Falcon 9 launch" is a rocket, not the catalogue's FALCON 9 DEB.
  const mayName = c.topic === 'unknown' || c.intent === 'sky' || c.intent === 'smalltalk';
  const named = c.slots.target?.kind === 'satellite' && c.slots.target.noradId;
  const target = mayName && !named ? linkCatalogue(question, opts.engine) : undefined;
  if (target) {
    const topic = OBJECT_TOPICS.has(c.topic) ? c.topic : c.yesNo ? 'sky.visible' : 'sky.where';
    c = { ...c, intent: 'sky', topic, slots: { ...c.slots, target } };
  }
  const evening = EVENING_TOPICS.has(c.topic) || /\b(night|noche|soir|nacht|abend|evening)\b/i.test(question);
  const clock: { hour?: boolean } = {};
  const at = askedTime(question, lang, opts.now, opts.tz, evening, clock);
  // "and tomorrow?": a few words, nothing else understood, a time found, and a previous question to move.
  const short = question.trim().split(/\s+/).length <= 4;
  if (
    at &&
    opts.previous &&
    opts.previous.topic !== 'unknown' &&
    short &&
    (c.topic === 'unknown' || c.followUp) &&
    !c.slots.target
  ) {
    c = {
      ...c,
      intent: opts.previous.topic.split('.')[0] as Classification['intent'],
      topic: opts.previous.topic,
      slots: { ...opts.previous.slots, nth: 0 },
      followUp: true,
    };
  }
  const query = fromClassification(c, lang);
  // "Is Jupiter visible tomorrow night?" asks about the whole night, not its first hour: until the next morning.
  const nightWords = /\b(night|tonight|noche|soir|nuit|nacht|abend|evening)\b/i.test(question);
  if (c.topic === 'sky.visible' && nightWords && !clock.hour && c.slots.target?.kind === 'body') {
    const from = at ?? opts.now;
    return {
      query: { ...query, time: { from: from.toISOString(), to: nextMorning(from, opts.tz).toISOString() } },
      classification: c,
    };
  }
  return { query: at ? { ...query, time: { from: at.toISOString() } } : query, classification: c };
}
