/**
 * The built-in assistant: classify the question (with the previous turn as context), then answer
 * from the one source that knows — plans, the asker's account, the documentation, the sky, their
 * tickets — through that source's tool. Unknown questions say so and offer a ticket.
 */
import type { AssistantQuery } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import { userLanguage } from '../settings/settings.service.ts';
import { defaultPlace } from '../places/places.service.ts';
import { classify, type Classification, type TurnContext } from './classifier.ts';
import { timeZoneOf, type Site } from './format.ts';
import { toEnglishPhrasing } from './multilingual.ts';
import { envFor, runQuery } from './query.ts';
import { understand } from './understand.ts';
import { accountTool } from './tools/account.tool.ts';
import { howtoTool } from './tools/howto.tool.ts';
import { plansTool } from './tools/plans.tool.ts';
import { skyTool } from './tools/sky.tool.ts';
import { smalltalkTool } from './tools/smalltalk.tool.ts';
import { ticketsTool } from './tools/tickets.tool.ts';
import type { Asker, Tool, ToolAnswer, ToolEnv } from './tools/types.ts';

export const TOOLS: Record<Exclude<Classification['intent'], 'unknown'>, Tool> = {
  plans: plansTool,
  account: accountTool,
  howto: howtoTool,
  sky: skyTool,
  tickets: ticketsTool,
  smalltalk: smalltalkTool,
};

export async function toolEnv(ctx: AppContext, asker: Asker, now: Date): Promise<ToolEnv> {
  // The asker's default place (places.service), the same one every sky screen uses.
  const place = await defaultPlace(ctx, asker.id);
  const site: Site | null = place ? { lat: place.lat, lon: place.lon } : null;
  return { ctx, asker, site, tz: place?.timeZone ?? timeZoneOf(site), now, lang: await userLanguage(ctx, asker.id) };
}

export interface Answered extends ToolAnswer {
  classification: Classification;
  /** What was understood, as the typed query the tools answered. */
  query: AssistantQuery;
  context: TurnContext | null;
}

export async function answer(env: ToolEnv, question: string, previous?: TurnContext): Promise<Answered> {
  // A question in Spanish, French or German is classified through its English phrasing and answered in its language.
  const asked = toEnglishPhrasing(question);
  const lang = asked.lang ?? env.lang;
  const { query, classification: c } = understand(question, classify(asked.text, previous), lang, {
    now: env.now,
    tz: env.tz,
    engine: env.engine,
    previous,
  });
  // A question with no recognisable intent still gets a search of the documentation before "I don't know".
  const result = c.intent === 'unknown' ? await howtoTool(envFor(env, query), c) : await runQuery(env, query, TOOLS);
  return {
    ...result,
    classification: c,
    query,
    context: result.offerTicket && c.intent !== 'tickets' ? null : { topic: c.topic, slots: c.slots },
  };
}
