/**
 * The typed query (@cosmos/contracts AssistantQuery) is what the tools answer: `runQuery` resolves
 * its objects (planets, stars, any satellite of the live catalogue by name, number or COSPAR id),
 * applies its time, place and language, and hands it to the one tool for its intent. The built-in
 * understanding layer and a language model both produce this query; neither reaches the tools' words.
 */
import { AssistantQuery, type AssistantObject, type AssistantQueryInput } from '@cosmos/contracts';
import { timeZoneOf } from './format.ts';
import { intentOf, type Classification, type IntentOrUnknown, type Slots } from './classifier.ts';
import { normalize } from './normalize.ts';
import { findTarget, type SkyTarget } from './sky-targets.ts';
import { findCatalogueSatellite } from './tools/sky-sources.ts';
import type { Tool, ToolAnswer, ToolEnv } from './tools/types.ts';
import type { SkyEngine } from '../../sky/engine.ts';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The sky object a query object names, if the portal knows it. */
export function resolveObject(o: AssistantObject, engine?: SkyEngine): SkyTarget | undefined {
  switch (o.kind) {
    case 'sun':
    case 'moon':
      return { kind: 'body', id: o.kind, name: capital(o.kind) };
    case 'planet':
      return { kind: 'body', id: o.id, name: capital(o.id) };
    case 'star':
    case 'deepSky':
    case 'smallBody':
      return findTarget(normalize(o.name));
    case 'satellite': {
      const known = o.name && !o.noradId && !o.cospar ? findTarget(normalize(o.name)) : undefined;
      if (known?.kind === 'satellite' && known.noradId) return known;
      const hit = findCatalogueSatellite(engine, { noradId: o.noradId, name: o.cospar ?? o.name });
      if (hit) return { kind: 'satellite', noradId: hit.noradId, name: hit.name };
      // Not in the catalogue: kept by name, so the answer can say it is not found.
      return o.noradId || o.name
        ? { kind: 'satellite', noradId: o.noradId ?? null, name: o.name ?? `#${o.noradId}` }
        : undefined;
    }
    default:
      return undefined;
  }
}

/** The query in the form the tools take: topic, slots and the words to search the documentation with. */
export function toClassification(q: AssistantQuery, engine?: SkyEngine): Classification {
  const slots: Slots = { nth: q.nth };
  for (const o of q.objects) {
    if (o.kind === 'plan') slots.plan ??= o.id;
    else if (o.kind === 'group') slots.group ??= o.id;
    else if (o.kind === 'launch') {
      if (o.rocket) slots.rocket ??= o.rocket;
      if (o.agency) slots.agency ??= o.agency;
    } else slots.target ??= resolveObject(o, engine);
  }
  if (q.owner) slots.owner = q.owner;
  if (q.objectType) slots.objectType = q.objectType;
  if (q.phase) slots.phase = q.phase;
  if (q.eclipse) slots.eclipse = q.eclipse;
  if (q.shower) slots.shower = q.shower;
  if (q.event) slots.event = q.event;
  if (q.period) slots.period = q.period;
  if (q.feature) slots.feature = q.feature;
  if (q.visibleOnly) slots.visible = true;
  if (q.category) slots.category = q.category;
  if (q.overWhere) slots.overWhere = true;
  return {
    intent: intentOf(q.intent),
    topic: q.intent,
    slots,
    yesNo: q.yesNo,
    followUp: false,
    normalized: normalize(q.search ?? ''),
    lang: q.language ?? 'en',
    score: 1,
  };
}

/** The same question as a typed query (what the built-in layer understood, stored with the turn). */
export function fromClassification(c: Classification, language?: AssistantQuery['language']): AssistantQuery {
  const objects: AssistantObject[] = [];
  const t = c.slots.target;
  if (t?.kind === 'body')
    objects.push(t.id === 'sun' || t.id === 'moon' ? { kind: t.id } : { kind: 'planet', id: t.id as 'mars' });
  else if (t?.kind === 'satellite')
    objects.push({ kind: 'satellite', name: t.name, ...(t.noradId ? { noradId: t.noradId } : {}) });
  else if (t?.kind === 'star') objects.push({ kind: 'star', name: t.name });
  else if (t?.kind === 'deep') objects.push({ kind: 'deepSky', name: t.name });
  else if (t?.kind === 'small') objects.push({ kind: 'smallBody', name: t.name });
  if (c.slots.plan) objects.push({ kind: 'plan', id: c.slots.plan });
  if (c.slots.group) objects.push({ kind: 'group', id: c.slots.group });
  if (c.topic === 'launches.next' || c.topic === 'launches.last')
    objects.push({
      kind: 'launch',
      which: c.topic === 'launches.next' ? 'next' : 'last',
      ...(c.slots.rocket ? { rocket: c.slots.rocket } : {}),
      ...(c.slots.agency ? { agency: c.slots.agency } : {}),
    });
  const input: AssistantQueryInput = {
    intent: c.topic === 'unknown' ? 'howto' : c.topic,
    objects,
    nth: c.slots.nth,
    yesNo: c.yesNo,
    search: c.normalized.slice(0, 300),
    ...(language ? { language } : {}),
    ...(c.slots.phase ? { phase: c.slots.phase } : {}),
    ...(c.slots.eclipse ? { eclipse: c.slots.eclipse } : {}),
    ...(c.slots.shower ? { shower: c.slots.shower } : {}),
    ...(c.slots.event ? { event: c.slots.event } : {}),
    ...(c.slots.period ? { period: c.slots.period } : {}),
    ...(c.slots.feature ? { feature: c.slots.feature.slice(0, 40) } : {}),
    ...(c.slots.visible ? { visibleOnly: true } : {}),
    ...(c.slots.category ? { category: c.slots.category } : {}),
    ...(c.slots.overWhere ? { overWhere: true } : {}),
    ...(c.slots.owner ? { owner: c.slots.owner } : {}),
    ...(c.slots.objectType ? { objectType: c.slots.objectType } : {}),
  };
  return AssistantQuery.parse(input);
}

/** The query's time, place and language applied to the asker's defaults. */
export function envFor(env: ToolEnv, q: AssistantQuery): ToolEnv {
  const site = q.place ? { lat: q.place.lat, lon: q.place.lon } : env.site;
  return {
    ...env,
    site,
    placeName: q.place ? (q.place.name ?? null) : env.placeName,
    tz: q.place ? timeZoneOf(q.place) : env.tz,
    now: q.time ? new Date(q.time.from) : env.now,
    until: q.time?.to ? new Date(q.time.to) : undefined,
    lang: q.language ?? env.lang,
  };
}

/** Answers a typed query with the tool for its intent. */
export async function runQuery(
  env: ToolEnv,
  q: AssistantQuery,
  tools: Record<Exclude<IntentOrUnknown, 'unknown'>, Tool>,
): Promise<ToolAnswer & { classification: Classification }> {
  const c = toClassification(q, env.engine);
  const answer = await tools[c.intent as Exclude<IntentOrUnknown, 'unknown'>](envFor(env, q), c);
  return { ...answer, classification: c };
}
