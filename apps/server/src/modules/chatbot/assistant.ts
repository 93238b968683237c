/**
 * The built-in assistant: understand the question (nlp.js intents and entities, its language with the
 * Settings language as the prior, the previous turn as context, dates and catalogue objects), then
 * answer the typed query from the one source that knows — plans, the asker's account, the
 * documentation, the sky, launches, re-entries, the catalogue, VR, the weather, their tickets — through
 * that source's tool. Unknown questions get a documentation search, then "I don't know" and a ticket.
 */
import type { AssistantQuery } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import { userLanguage } from '../settings/settings.service.ts';
import { defaultPlace } from '../places/places.service.ts';
import { fold, searchGazetteer } from '../places/gazetteer.ts';
import { classify, type Classification, type IntentOrUnknown, type TurnContext } from './classifier.ts';
import { timeZoneOf, type Site } from './format.ts';
import { envFor, runQuery } from './query.ts';
import { expandShorthand } from './nlu/typos.ts';
import { understand } from './understand.ts';
import { accountTool } from './tools/account.tool.ts';
import { catalogueTool } from './tools/catalogue.tool.ts';
import { howtoTool } from './tools/howto.tool.ts';
import { plansTool } from './tools/plans.tool.ts';
import { portalTool } from './tools/portal.tool.ts';
import { skyTool } from './tools/sky.tool.ts';
import { smalltalkTool } from './tools/smalltalk.tool.ts';
import { ticketsTool } from './tools/tickets.tool.ts';
import { weatherTool } from './tools/weather.tool.ts';
import type { Asker, Tool, ToolAnswer, ToolEnv } from './tools/types.ts';

export const TOOLS: Record<Exclude<IntentOrUnknown, 'unknown'>, Tool> = {
  plans: plansTool,
  account: accountTool,
  howto: howtoTool,
  sky: skyTool,
  tickets: ticketsTool,
  smalltalk: smalltalkTool,
  launches: catalogueTool,
  reentries: catalogueTool,
  catalogue: catalogueTool,
  vr: portalTool,
  privacy: portalTool,
  action: portalTool,
  weather: weatherTool,
};

export async function toolEnv(ctx: AppContext, asker: Asker, now: Date): Promise<ToolEnv> {
  // The asker's default place (places.service), the same one every sky screen uses.
  const place = await defaultPlace(ctx, asker.id);
  const site: Site | null = place ? { lat: place.lat, lon: place.lon } : null;
  return {
    ctx,
    asker,
    site,
    placeName: place?.name ?? null,
    tz: place?.timeZone ?? timeZoneOf(site),
    now,
    lang: await userLanguage(ctx, asker.id),
  };
}

export interface Answered extends ToolAnswer {
  classification: Classification;
  /** What was understood, as the typed query the tools answered. */
  query: AssistantQuery;
  context: TurnContext | null;
}

/**
 * A city named in a question ("in Paris", "à Lyon"): a capitalised word after the first that the portal's
 * gazetteer (places module) knows by that exact name, the most populous first; small places are not guessed.
 */
async function cityNamed(question: string): Promise<{ lat: number; lon: number; name: string } | undefined> {
  const words = question.match(/(?<=\S\s+)\p{Lu}[\p{L}-]{2,}/gu) ?? [];
  for (const w of words) {
    const hit = (await searchGazetteer(w, 1))[0];
    if (hit && fold(hit.name) === fold(w) && hit.population >= 50_000)
      return { lat: hit.latitude, lon: hit.longitude, name: hit.name };
  }
  return undefined;
}

export async function answer(env: ToolEnv, asked: string, previous?: TurnContext): Promise<Answered> {
  const question = expandShorthand(asked);
  // The Settings language is the prior: a question clearly in another language is answered in that one.
  const read = await classify(question, previous, env.lang);
  const { query, classification: c } = understand(question, read, read.lang, {
    now: env.now,
    tz: env.tz,
    engine: env.engine,
    previous,
    askerEmail: env.asker.email,
  });
  // "What's the weather tomorrow in Paris?": a city named is the place asked about, not the asker's own.
  if (query.intent === 'weather' && !query.place) {
    const city = await cityNamed(question);
    if (city) query.place = city;
  }
  // A question with no recognisable intent still gets a search of the documentation before "I don't know".
  const result = c.intent === 'unknown' ? await howtoTool(envFor(env, query), c) : await runQuery(env, query, TOOLS);
  return {
    ...result,
    classification: c,
    query,
    context: result.offerTicket && c.intent !== 'tickets' ? null : { topic: c.topic, slots: c.slots },
  };
}
