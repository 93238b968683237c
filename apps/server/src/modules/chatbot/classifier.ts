/**
 * Understands a question before anything is retrieved: which source can answer it (intent), what
 * exactly is asked (topic) and the things it names (slots). Weighted patterns over the normalised
 * text decide; when none fires, MiniSearch over example questions (fuzzy and prefix matching) finds
 * the nearest known phrasing. A short question that refers to the previous turn ("and the one
 * after?", "how much is it per year?", "what about Jupiter?") inherits that turn's intent and slots.
 */
import type { PlanId } from '@cosmos/contracts';
import MiniSearch from 'minisearch';
import { processTerm } from '../support/knowledge.ts';
import { EXAMPLES } from './classifier-examples.ts';
import { normalize } from './normalize.ts';
import { findTarget, type SkyTarget } from './sky-targets.ts';

export type Intent = 'plans' | 'account' | 'howto' | 'sky' | 'tickets' | 'smalltalk' | 'unknown';
export type Topic =
  | 'plans.list'
  | 'plans.price'
  | 'plans.feature'
  | 'account.plan'
  | 'account.renewal'
  | 'account.invoices'
  | 'account.keys'
  | 'account.usage'
  | 'account.summary'
  | 'howto'
  | 'sky.where'
  | 'sky.visible'
  | 'sky.distance'
  | 'sky.phase'
  | 'sky.eclipse'
  | 'sky.opposition'
  | 'sky.conjunction'
  | 'sky.riseset'
  | 'sky.passes'
  | 'sky.tonight'
  | 'sky.brightest'
  | 'tickets.list'
  | 'tickets.create'
  | 'smalltalk.greeting'
  | 'smalltalk.thanks'
  | 'smalltalk.capabilities'
  | 'smalltalk.outofscope'
  | 'unknown';

export type MoonPhase = 'new' | 'first' | 'full' | 'last';
export interface Slots {
  target?: SkyTarget;
  plan?: PlanId;
  phase?: MoonPhase;
  eclipse?: 'solar' | 'lunar';
  event?: 'rise' | 'set';
  period?: 'year' | 'month';
  feature?: string;
  /** The question is about seeing something ("when can I see the ISS?", "visible passes"). */
  visible?: boolean;
  /** The point on Earth below the object is asked for ("over where is the ISS?"). */
  overWhere?: boolean;
  /** "the brightest planet" / "the brightest star". */
  category?: 'planet' | 'star';
  /** 0 for "the next", 1 for "the one after", … */
  nth: number;
}
export interface Classification {
  intent: Intent;
  topic: Topic;
  slots: Slots;
  /** The question asks for a plain yes or no ("is Mars up?", "does Pro include exports?"). */
  yesNo: boolean;
  followUp: boolean;
  normalized: string;
}
/** What the previous assistant turn was about: stored with it so follow-ups work across requests. */
export interface TurnContext {
  topic: Topic;
  slots: Slots;
}

type Rule = [Topic, RegExp, number];
const RULES: Rule[] = [
  ['smalltalk.greeting', /^(hi|hello|hey|good (morning|afternoon|evening)|greetings)\b[ !.?]*(there)?[ !.?]*$/, 5],
  ['smalltalk.thanks', /^(thanks|thank you|thx|cheers|great|ok|okay|perfect)\b[ a-z!.?]{0,20}$/, 5],
  [
    'smalltalk.capabilities',
    /\bwho are you\b|\bwhat can you (do|answer)\b|\bhow can you help\b|\bare you (a bot|human|real)\b/,
    5,
  ],
  [
    'smalltalk.outofscope',
    /\bweather\b|\bjoke\b|\brecipe\b|\bstock (price|market)\b|\bfootball\b|\bpresident\b|\bmeaning of life\b|\bpoem\b/,
    4,
  ],

  ['plans.list', /\bplans?\b|\bpricing\b|\bprices?\b|\bcosts?\b|\bhow much\b|\bcheapest\b|\bexpensive\b|\btiers?\b/, 2],
  [
    'plans.price',
    /\b(basic|explorer|pro|navigator|enterprise)\b.*\b(cost|price|how much)\b|\b(cost|price|how much)\b.*\b(basic|explorer|pro|navigator|enterprise)\b|\bper year\b|\byearly\b|\bannual(ly)?\b/,
    3,
  ],
  [
    'plans.feature',
    /\bwhich plans?\b.*\b(has|have|include|includes|gives?|offers?|with)\b|\b(does|do|is)\b.*\b(basic|pro|enterprise|explorer|navigator)\b.*\b(include|have|come with|offer|get|support)\b|\b(difference|compare|comparison)\b.*\bplans?\b/,
    3.5,
  ],

  [
    'account.plan',
    /\b(which|what) (plan|subscription)\b.*\b(am i|i am|i'm|do i|have i|i have|i'm on)\b|\bmy (current )?(plan|subscription|tier)\b|\bam i (on|subscribed|a subscriber)\b|\bmy (account )?status\b|\bpending (change|downgrade|upgrade)\b/,
    4,
  ],
  [
    'account.renewal',
    /\b(renew|renews|renewal|next (payment|charge|bill))\b|\bwhen (does|will) my\b.*\b(end|expire|renew)\b|\b(end|expiry) date\b/,
    4.5,
  ],
  [
    'account.invoices',
    /\bmy\b.*\b(invoices?|receipts?|bills?|charges?|payments?)\b|\b(last|latest|recent|previous)\b.*\b(invoices?|receipts?|bill|charge|payment)\b|\b(invoices?|receipts?)\b.*\b(pdf|download)\b|\bhow much (did|was) i (charged|billed|pay)\b|\bwhat did i pay\b/,
    4.5,
  ],
  [
    'account.keys',
    /\bmy\b.*\bapi key\b|\bapi key\b.*\b(do i have|have i|i have|mine)\b|\bhow many api key\b|\blist (my )?api key\b/,
    4.6,
  ],
  [
    'account.usage',
    /\b(usage|quota|data (used|left|remaining)|how much (data|have i (used|downloaded)))\b|\bmy downloads\b/,
    4,
  ],

  [
    'tickets.list',
    /\bmy\b.*\btickets?\b|\b(open|any|support) tickets?\b|\btickets?\b.*\b(status|open|answered|reply|replied)\b|\b(status|state) of my\b.*\b(ticket|request|case)\b|\bdid (support|anyone) (reply|answer)\b/,
    4.6,
  ],
  [
    'tickets.create',
    /\b(open|create|file|raise|submit|start) (a |an )?(support )?(ticket|case|request)\b|\b(talk|speak|chat) (to|with) (a |an )?(human|person|agent|someone)\b|\bcontact (support|you|the team|a person)\b|\breal person\b/,
    4.7,
  ],

  [
    'howto',
    /\bhow (do|can|should) (i|you|we)\b|\bhow to\b|\bwhere (do|can) i\b.*\b(find|set|change|see|get|turn|enable|download|export|manage|add|update)\b|\bi (forgot|lost|can't remember)\b|\b(steps?|instructions?|guide) (to|for)\b|\bis there a way to\b|\bhow does\b.*\bwork\b/,
    3,
  ],
  ['howto', /\brate limits?\b|\bhttp (status|errors?)\b|\berror codes?\b|\bcurl\b|\bopenapi\b|\bendpoints?\b/, 3.5],
  [
    'howto',
    /\b(reset|forgot|change)\b.*\bpassword\b|\bpassword\b.*\b(reset|forgot|change)\b|\btwo-factor\b|\bexport\b|\bsessions?\b|\bapi key\b|\bset (my )?location\b|\bdelete (my )?account\b|\bverify (my )?email\b|\bdark\b|\blanguage\b/,
    2.5,
  ],

  [
    'sky.phase',
    /\b(full|new) moon\b|\b(first|last|third) quarter\b|\bmoon phases?\b|\bphases? of the moon\b|\bhalf moon\b/,
    5,
  ],
  ['sky.eclipse', /\beclipses?\b/, 5],
  ['sky.opposition', /\boppositions?\b|\bclosest (approach )?to (the )?earth\b/, 5],
  ['sky.conjunction', /\bconjunctions?\b|\bclose approach(es)?\b/, 5],
  [
    'sky.riseset',
    /\b(rise|rises|rising|set|sets|setting|sunrise|sunset|moonrise|moonset|come up|go down|goes down)\b/,
    3.2,
  ],
  ['sky.passes', /\bpass(es)?\b|\bfly(ing)? over\b|\bflyover\b|\boverhead\b|\bgo(es)? over\b/, 3.4],
  [
    'sky.tonight',
    /\btonight\b|\bnight sky\b|\bwhat('s| is| can i see)? (up|visible) (now|tonight)\b|\bwhat can i see\b|\bwhat planets are (up|visible)\b/,
    4,
  ],
  ['sky.brightest', /\bbrightest\b/, 4.5],
  [
    'sky.distance',
    /\bhow far\b|\bdistance\b|\bhow close\b|\b(km|kilometres|kilometers|miles|au|light-years?) (away|from)\b/,
    4,
  ],
  [
    'sky.visible',
    /^(is|are|can i see|will i see)\b.*\b(up|visible|above (the |my )?horizon|in the sky|below (the )?horizon|out)\b/,
    4.5,
  ],
  [
    'sky.where',
    /\bwhere (is|are)\b|\bposition of\b|\bsub-?point\b|\blocated\b|\bright now\b|\bcurrently\b|\baltitude\b|\bwhere'?s\b|\bhow high\b|\btell me about\b|\bover where\b/,
    2.5,
  ],
];

const SKY_TOPICS_NEED_TARGET: Topic[] = [
  'sky.where',
  'sky.visible',
  'sky.distance',
  'sky.riseset',
  'sky.passes',
  'sky.opposition',
];

const FOLLOW_NEXT =
  /^(and |ok |okay |so )?(what about |how about )?(the )?(one|next one|following one|time|date)? ?(after( that| this)?|following|next)( one)?\??$|^(and )?(after that|then)\??$|^(and )?the next( one)?\??$|^(and )?the one after( that| this| next)?\??$/;
const FOLLOW_ABOUT = /^(and|what about|how about|and what about|what of)\s+(.+?)\??$/;

const PLAN_WORDS: [RegExp, PlanId][] = [
  [/\b(basic|explorer)\b/, 'basic'],
  [/\b(pro|navigator)\b/, 'pro'],
  [/\b(enterprise|mission)\b/, 'enterprise'],
];
export const findPlan = (t: string): PlanId | undefined => PLAN_WORDS.find(([re]) => re.test(t))?.[1];

function slotsOf(t: string): Slots {
  const slots: Slots = { nth: 0 };
  const target = findTarget(t);
  if (target) slots.target = target;
  const plan = findPlan(t);
  if (plan) slots.plan = plan;
  if (/\bfull moon\b/.test(t)) slots.phase = 'full';
  else if (/\bnew moon\b/.test(t)) slots.phase = 'new';
  else if (/\bfirst quarter\b/.test(t)) slots.phase = 'first';
  else if (/\b(last|third) quarter\b/.test(t)) slots.phase = 'last';
  if (/\bsolar eclipse|\beclipse of the sun\b/.test(t)) slots.eclipse = 'solar';
  else if (/\blunar eclipse|\beclipse of the moon\b/.test(t)) slots.eclipse = 'lunar';
  if (/\b(rise|rises|rising|sunrise|moonrise|come up)\b/.test(t)) slots.event = 'rise';
  else if (/\b(set|sets|setting|sunset|moonset|go down|goes down)\b/.test(t)) slots.event = 'set';
  if (/\b(visible|see|seen|spot|watch|naked eye)\b/.test(t)) slots.visible = true;
  if (
    /\bover where\b|\bsub-?point\b|\boverhead (of|at)\b|\babove (which|what) (place|country|city|part)\b|\bover (which|what)\b/.test(
      t,
    )
  )
    slots.overWhere = true;
  if (/\bplanet(a|e|en)?s?\b/.test(t)) slots.category = 'planet';
  else if (/\b(stars?|estrellas?|etoiles?|sterne?n?|stern)\b/.test(t)) slots.category = 'star';
  if (/\bper year\b|\byearly\b|\bannual(ly)?\b|\byear\b/.test(t)) slots.period = 'year';
  else if (/\bper month\b|\bmonthly\b|\bmonth\b/.test(t)) slots.period = 'month';
  const feature =
    /\b(api access|api|real-?time|exports?|alerts?|team|collaboration|support|imagery|resolution|updates?)\b/.exec(
      t,
    )?.[1];
  if (feature) slots.feature = feature;
  const nth = /\b(second|2nd)\b/.test(t) ? 1 : /\b(third|3rd)\b/.test(t) && !/third quarter/.test(t) ? 2 : 0;
  slots.nth = nth;
  return slots;
}

const example = new MiniSearch<{ id: number; text: string; topic: Topic }>({
  fields: ['text'],
  storeFields: ['topic'],
  processTerm, // the knowledge index's stop words, synonyms and stemming
  searchOptions: { fuzzy: (t) => (t.length > 4 ? 0.2 : false), prefix: (t) => t.length > 3, combineWith: 'OR' },
});
example.addAll(EXAMPLES.map(([topic, text], id) => ({ id, text: normalize(text), topic })));

const intentOf = (topic: Topic): Intent => (topic === 'unknown' ? 'unknown' : (topic.split('.')[0] as Intent));

function scoreRules(t: string): { topic: Topic; score: number } {
  const scores = new Map<Topic, number>();
  for (const [topic, re, w] of RULES) if (re.test(t)) scores.set(topic, Math.max(scores.get(topic) ?? 0, w));
  let best: { topic: Topic; score: number } = { topic: 'unknown', score: 0 };
  for (const [topic, score] of scores) if (score > best.score) best = { topic, score };
  // Sky phrasing without an object ("where is it?") is not a sky question unless the turn before was.
  return best;
}

/** The closest example phrasing and its BM25 score (exported for calibration). */
export function nearestExample(t: string): { topic: Topic; score: number } {
  const top = example.search(t)[0];
  return top ? { topic: top.topic as Topic, score: top.score } : { topic: 'unknown', score: 0 };
}
/** Below this an example shares only a word or two with the question (calibrated on examples vs. off-topic questions). */
export const EXAMPLE_MIN_SCORE = 6;
/** An example this close outweighs a weak pattern such as a bare "how much". */
const EXAMPLE_STRONG_SCORE = 15;

const isYesNo = (t: string) => /^(is|are|can|do|does|did|will|has|have|am|was)\b/.test(t);

export function classify(text: string, previous?: TurnContext): Classification {
  const t = normalize(text);
  const slots = slotsOf(t);
  const base = { yesNo: isYesNo(t), normalized: t };

  if (previous && previous.topic !== 'unknown') {
    // "and the one after?": the same question, one further along.
    if (FOLLOW_NEXT.test(t)) {
      return {
        ...base,
        intent: intentOf(previous.topic),
        topic: previous.topic,
        slots: { ...previous.slots, nth: previous.slots.nth + 1 },
        followUp: true,
      };
    }
    // "how much is it per year?" after a plan question, "is it up?" after a sky one: "it" is the last thing named.
    const refersBack = /\b(it|that|this|they|them|one)\b/.test(t) && !slots.target && !slots.plan;
    const rule = scoreRules(t);
    if (
      refersBack &&
      (rule.topic === 'unknown' || intentOf(rule.topic) === intentOf(previous.topic) || rule.topic.startsWith('sky.'))
    ) {
      const topic =
        rule.topic === 'unknown'
          ? previous.topic
          : rule.topic === 'plans.list' && previous.topic.startsWith('plans')
            ? 'plans.price'
            : rule.topic;
      const merged: Slots = { ...previous.slots, ...definedOnly(slots), nth: 0 };
      if (topic.startsWith('account') && intentOf(previous.topic) === 'plans') delete merged.period;
      return { ...base, intent: intentOf(topic), topic, slots: merged, followUp: true };
    }
    // "what about Jupiter?" / "and for Pro?": the same question about something else.
    const about = FOLLOW_ABOUT.exec(t);
    if (about && rule.score < 4 && (slots.target || slots.plan || slots.phase || slots.eclipse)) {
      const topic =
        slots.target && !previous.topic.startsWith('sky')
          ? 'sky.where'
          : slots.plan && !previous.topic.startsWith('plans')
            ? 'plans.price'
            : previous.topic;
      return {
        ...base,
        intent: intentOf(topic),
        topic,
        slots: { ...previous.slots, ...definedOnly(slots), nth: 0 },
        followUp: true,
      };
    }
  }

  const scored = scoreRules(t);
  let topic = scored.topic;
  const score = scored.score;
  // A named sky object with a "where/is it up" question belongs to the sky even if a weak rule fired elsewhere.
  if (slots.target && score < 3 && /\b(where|now|up|visible|see)\b/.test(t))
    topic = isYesNo(t) ? 'sky.visible' : 'sky.where';
  // "How do I cancel my subscription?" asks for steps, not for the subscription itself.
  if (/\bhow (do|can|should) (i|we)\b|\bhow to\b/.test(t) && (topic.startsWith('account') || topic.startsWith('plans')))
    topic = 'howto';
  // "What time does Vega set tonight?": a named object's rise or set, not the tonight overview.
  if (topic === 'sky.tonight' && slots.target && slots.event && /^(when|what time)\b/.test(t)) topic = 'sky.riseset';
  // "When can I see the ISS?": a satellite is seen on a pass.
  if (slots.target?.kind === 'satellite' && slots.visible && /^when\b|\bnext\b/.test(t) && topic !== 'sky.passes')
    topic = 'sky.passes';
  if (topic === 'howto' && slots.target && /\b(see|watch|spot|find)\b/.test(t))
    topic = slots.target.kind === 'satellite' ? 'sky.passes' : 'sky.where';
  if (topic === 'plans.list' && slots.plan) topic = 'plans.price';
  if (topic === 'plans.list' && /\bmy\b/.test(t)) topic = 'account.plan';
  if (topic === 'sky.where' && !slots.target)
    topic = score >= 2.5 && /\b(up|visible|sky)\b/.test(t) ? 'sky.tonight' : 'unknown';
  if (
    SKY_TOPICS_NEED_TARGET.includes(topic) &&
    !slots.target &&
    topic !== 'sky.riseset' &&
    topic !== 'sky.opposition'
  ) {
    if (topic === 'sky.passes') slots.target = findTarget('iss');
    else topic = 'unknown';
  }
  if (topic === 'sky.riseset' && !slots.target && !/\b(sunrise|sunset|moonrise|moonset)\b/.test(t)) topic = 'unknown';
  if (score <= 2) {
    const near = nearestExample(t);
    if ((topic === 'unknown' && near.score >= EXAMPLE_MIN_SCORE) || near.score >= EXAMPLE_STRONG_SCORE)
      topic = near.topic;
  }
  return { ...base, intent: intentOf(topic), topic, slots, followUp: false };
}

function definedOnly(s: Slots): Partial<Slots> {
  const out: Partial<Slots> = {};
  for (const [k, v] of Object.entries(s)) if (v !== undefined && k !== 'nth') (out as Record<string, unknown>)[k] = v;
  return out;
}
