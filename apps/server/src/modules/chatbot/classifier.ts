/**
 * Understands a question before anything is retrieved: its language, which source can answer it
 * (intent), what exactly is asked (topic) and the things it names (slots). The intent and the named
 * things come from the nlp.js model trained on intents/<lang>.json (nlu/); what is left here is what
 * a sentence classifier cannot know by itself: the previous turn ("and the one after?", "what about
 * Jupiter?", "is it up?", "how much is it per year?"), the sky objects of the portal's own catalogues
 * (named stars, deep-sky objects, small bodies: packages/astro's tables, linked in sky-targets.ts),
 * and whether the question opens like a yes/no question in its language.
 */
import type { AssistantIntent, AssistantQuery, PlanId } from '@cosmos/contracts';
import type { Lang } from '../../lib/i18n/index.ts';
import { CORPORA, LANGS, type NluLang } from './nlu/corpus.ts';
import { read, type NerEntity } from './nlu/understanding.ts';
import { normalize } from './normalize.ts';
import { findTarget, satelliteByNorad, type SkyTarget } from './sky-targets.ts';

export type Topic = AssistantIntent | 'unknown';
/** The source that answers: the part of the topic before the dot. */
export type Intent =
  | 'plans'
  | 'account'
  | 'howto'
  | 'sky'
  | 'tickets'
  | 'smalltalk'
  | 'launches'
  | 'reentries'
  | 'catalogue'
  | 'vr'
  | 'weather'
  | 'privacy'
  | 'action';
export type IntentOrUnknown = Intent | 'unknown';

export type MoonPhase = 'new' | 'first' | 'full' | 'last';
export interface Slots {
  target?: SkyTarget;
  plan?: PlanId;
  phase?: MoonPhase;
  eclipse?: 'solar' | 'lunar';
  /** A meteor shower (IMO name), for sky.meteors. */
  shower?: AssistantQuery['shower'];
  event?: 'rise' | 'set';
  period?: 'year' | 'month';
  feature?: string;
  /** The question is about seeing something ("when can I see the ISS?", "visible passes"). */
  visible?: boolean;
  /** The point on Earth below the object is asked for ("over where is the ISS?"). */
  overWhere?: boolean;
  /** "the brightest planet" / "the brightest star". */
  category?: 'planet' | 'star';
  /** A satellite family: starlink, oneweb, gps, … */
  group?: string;
  /** Launches of one rocket family or provider. */
  rocket?: string;
  agency?: string;
  /** Catalogue counts: SATCAT owner code and object type. */
  owner?: string;
  objectType?: 'PAY' | 'R/B' | 'DEB';
  /** 0 for "the next", 1 for "the one after", … */
  nth: number;
}
export interface Classification {
  intent: IntentOrUnknown;
  topic: Topic;
  slots: Slots;
  /** The question asks for a plain yes or no ("is Mars up?", "does Pro include exports?"). */
  yesNo: boolean;
  followUp: boolean;
  /** The question's words, normalised for the documentation search. */
  normalized: string;
  /** The language the question is written in (the Settings language when it reads as well in it). */
  lang: Lang;
  /** nlp.js's confidence in the intent (0–1). */
  score: number;
}
/** What the previous assistant turn was about: stored with it so follow-ups work across requests. */
export interface TurnContext {
  topic: Topic;
  slots: Slots;
}

export const intentOf = (topic: Topic): IntentOrUnknown =>
  topic === 'unknown' ? 'unknown' : (topic.split('.')[0] as IntentOrUnknown);

/** Below this nlp.js's best intent is a guess: the question is not understood. */
export const MIN_INTENT_SCORE = 0.55;
const OUT_OF_SCOPE_SCORE = 0.75;

const BODY_NAMES: Record<string, string> = { sun: 'Sun', moon: 'Moon' };
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The slots nlp.js's entity extractor found, best match per entity. */
function slotsOf(entities: NerEntity[], text: string): Slots {
  const slots: Slots = { nth: 0 };
  const best = new Map<string, NerEntity>();
  // The best match per entity; of equally good ones the longest ("export formats" over "export").
  const better = (a: NerEntity, b: NerEntity | undefined) =>
    !b || a.accuracy > b.accuracy || (a.accuracy === b.accuracy && a.utteranceText.length > b.utteranceText.length);
  for (const e of entities) if (better(e, best.get(e.entity))) best.set(e.entity, e);
  const opt = (name: string) => best.get(name)?.option;
  const sat = opt('satellite');
  const planet = opt('planet');
  const body = opt('body');
  if (sat) slots.target = satelliteByNorad(Number(sat));
  else if (planet) slots.target = { kind: 'body', id: planet as 'mars', name: capital(planet) };
  else if (body) {
    const [id, event] = body.split('-') as ['sun' | 'moon', 'rise' | 'set' | undefined];
    slots.target = { kind: 'body', id, name: BODY_NAMES[id]! };
    if (event) slots.event = event;
  }
  // Named stars, deep-sky objects and small bodies from packages/astro's catalogues.
  if (!slots.target) slots.target = findTarget(normalize(text));
  if (opt('plan')) slots.plan = opt('plan') as PlanId;
  if (opt('phase')) slots.phase = opt('phase') as MoonPhase;
  if (opt('eclipse')) slots.eclipse = opt('eclipse') as 'solar';
  if (opt('shower')) slots.shower = opt('shower') as Slots['shower'];
  if (opt('event')) slots.event ??= opt('event') as 'rise';
  if (opt('period')) slots.period = opt('period') as 'year';
  if (opt('feature')) slots.feature = opt('feature');
  if (opt('nth')) slots.nth = Number(opt('nth'));
  if (opt('overWhere')) slots.overWhere = true;
  if (opt('visible')) slots.visible = true;
  if (opt('category')) slots.category = opt('category') as 'planet';
  if (opt('group')) slots.group = opt('group');
  if (opt('rocket')) slots.rocket = opt('rocket');
  if (opt('agency')) slots.agency = opt('agency');
  if (opt('owner')) slots.owner = opt('owner');
  if (opt('objectType')) slots.objectType = opt('objectType') as 'PAY';
  return slots;
}

/** Words that open an open question (not a yes/no one) in Spanish and French. */
const QUESTION_WORDS: Record<'es' | 'fr', string[]> = {
  es: [
    'qué',
    'que',
    'cuál',
    'cual',
    'cuáles',
    'cuándo',
    'cuando',
    'dónde',
    'donde',
    'cómo',
    'como',
    'quién',
    'cuánto',
    'cuánta',
    'cuántos',
    'cuántas',
  ],
  fr: [
    'que',
    'qu',
    'quoi',
    'quel',
    'quelle',
    'quels',
    'quelles',
    'quand',
    'où',
    'comment',
    'qui',
    'combien',
    'pourquoi',
  ],
};

/** A question opening with an auxiliary verb of its language ("is", "¿está", "est-ce", "ist"), or French inversion. */
function isYesNo(text: string, lang: NluLang): boolean {
  const first = text
    .trim()
    .toLowerCase()
    .replace(/^[¿¡"'«\s]+/, '');
  const word = first.split(/[\s?!.,]+/)[0] ?? '';
  if (CORPORA[lang].yesNo.includes(word)) return true;
  // Spanish and French also ask yes or no with the subject first and no question word: "¿el plan básico incluye
  // la API?", "la formule Pro comprend les exports ?": an auxiliary among the first words, no question word before.
  if (lang === 'es' || lang === 'fr') {
    const all = first.split(/[\s?!.,'’]+/);
    const aux = all
      .slice(0, 5)
      .findIndex((w, i) => i > 0 && CORPORA[lang].yesNo.includes(w) && w !== 'y' && w !== 'se');
    if (aux > 0 && !all.some((w) => QUESTION_WORDS[lang].includes(w))) return true;
  }
  // French inversion within the first words: "Mars est-il visible ?", "Puis-je voir Saturne ?".
  return (
    lang === 'fr' &&
    !QUESTION_WORDS.fr.includes(word.split(/['’]/)[0]!) &&
    /^(\S+\s){0,4}\S+-(t-)?(il|elle|on|je|tu|vous|ils|elles)\b/.test(first)
  );
}

/** Topics that are about one object: without one named, the object of the previous turn is meant. */
const NEEDS_TARGET = new Set<Topic>([
  'sky.where',
  'sky.visible',
  'sky.distance',
  'sky.riseset',
  'sky.constellation',
  'sky.satconjunction',
]);

export async function classify(
  text: string,
  previous?: TurnContext,
  settingsLang: Lang = 'en',
): Promise<Classification> {
  const r = await read(text, settingsLang);
  const slots = slotsOf(r.entities, text);
  let topic: Topic = r.intent !== 'None' && r.score >= MIN_INTENT_SCORE ? (r.intent as Topic) : 'unknown';
  // "Out of scope" is a claim about the whole portal: only a confident one is kept, a doubtful one is a
  // question not understood (the documentation is searched, then "I don't know" and a ticket).
  if (topic === 'smalltalk.outofscope' && r.score < OUT_OF_SCOPE_SCORE) topic = 'unknown';
  // A Settings language the model was not trained on (Italian) is the answer's language; it is read as English.
  const lang: Lang = (LANGS as readonly string[]).includes(settingsLang) ? r.lang : settingsLang;
  const base = { yesNo: isYesNo(text, r.lang), normalized: normalize(text), lang, score: r.score };
  const named = Boolean(slots.target || slots.plan || slots.phase || slots.eclipse || slots.shower || slots.group);
  let followUp = false;
  let merged = slots;

  if (previous && previous.topic !== 'unknown') {
    const words = text.trim().split(/\s+/).length;
    if ((topic as string) === 'context.time' && !named) {
      // "and tomorrow?": the same question at another time (understand.ts reads the time).
      return {
        ...base,
        intent: intentOf(previous.topic),
        topic: previous.topic,
        slots: { ...previous.slots, nth: 0 },
        followUp: true,
      };
    }
    if ((topic as string) === 'context.next' && !named) {
      // "and the one after?": the same question, one further along.
      return {
        ...base,
        intent: intentOf(previous.topic),
        topic: previous.topic,
        slots: { ...previous.slots, nth: previous.slots.nth + 1 },
        followUp: true,
      };
    }
    const samePlans = previous.topic.startsWith('plans') && topic.startsWith('plans');
    const loose = topic === 'unknown' || topic.startsWith('context.');
    if (words <= 5 && named && (loose || (topic.startsWith('plans') && !samePlans && !slots.feature))) {
      // "what about Jupiter?" / "and Enterprise?": the same question about something else.
      topic =
        slots.target && !previous.topic.startsWith('sky')
          ? 'sky.where'
          : slots.plan && !previous.topic.startsWith('plans')
            ? 'plans.price'
            : previous.topic;
      followUp = true;
    } else if (NEEDS_TARGET.has(topic) && !slots.target && previous.slots.target) followUp = true;
    else if (samePlans && !slots.plan && previous.slots.plan) {
      // "how much is it per year?" after a plan question: "it" is that plan.
      if (topic === 'plans.list') topic = 'plans.price';
      followUp = true;
    }
    if (followUp) merged = { ...previous.slots, ...definedOnly(slots), nth: 0 };
  }
  if ((topic as string).startsWith('context.')) topic = 'unknown';
  // "Over which country is the ISS?": the point on Earth below an object is where it is, whatever else was read.
  if (merged.overWhere && merged.target && topic !== 'sky.visible') topic = 'sky.where';
  // A yes/no question about an object cannot be answered with its position: it asks whether it can be seen.
  if (topic === 'sky.where' && base.yesNo && !merged.overWhere && merged.target?.kind === 'body') topic = 'sky.visible';
  // A meteor shower named ("the Geminids?") is what the question is about, whatever else its few words say.
  if (slots.shower && !followUp) topic = 'sky.meteors';
  // An eclipse or a Moon phase named and no intent understood: that event's next date.
  if (topic === 'unknown' && !followUp && slots.eclipse) topic = 'sky.eclipse';
  if (topic === 'unknown' && !followUp && slots.phase) topic = 'sky.phase';
  // Nothing but a sky object understood ("Jupiter?", "¿Sobre qué lugar está la ISS?"): where it is, or whether it is up.
  if (topic === 'unknown' && !followUp && merged.target) topic = base.yesNo ? 'sky.visible' : 'sky.where';
  if (topic === 'plans.list' && merged.plan) topic = 'plans.price';
  // "When does the ISS pass?" with no satellite named means the station.
  if (topic === 'sky.passes' && !merged.target && !merged.group) merged.target = satelliteByNorad(25544);
  if (topic === 'sky.riseset' && !merged.target) merged.target = { kind: 'body', id: 'sun', name: 'Sun' };
  return { ...base, intent: intentOf(topic), topic, slots: merged, followUp };
}

function definedOnly(s: Slots): Partial<Slots> {
  const out: Partial<Slots> = {};
  for (const [k, v] of Object.entries(s)) if (v !== undefined && k !== 'nth') (out as Record<string, unknown>)[k] = v;
  return out;
}
