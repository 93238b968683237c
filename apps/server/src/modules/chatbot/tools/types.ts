import type { Citation, User } from '@cosmos/contracts';
import type { AppContext } from '../../../context.ts';
import type { Classification } from '../classifier.ts';
import { t, type Lang } from '../../../lib/i18n/index.ts';
import type { Site } from '../format.ts';
import type { SkyEngine } from '../../../sky/engine.ts';
import type { Forecast } from '../../weather/weather.service.ts';

/** What the weather module offers: the hourly forecast at a place, live or the labelled bundled sample. */
export interface ForecastSource {
  forecast(lat: number, lon: number): Promise<Forecast>;
}

export type Asker = Pick<User, 'id' | 'role' | 'firstName' | 'lastName' | 'email'>;

/** What a tool hands back: the sentence(s) for the user, the sources, and the facts it is based on. */
export interface ToolAnswer {
  content: string;
  citations: Citation[];
  offerTicket?: boolean;
  /** Structured facts (numbers, dates, names) the answer states: the only things an LLM may repeat. */
  facts: Record<string, unknown>;
}

export interface ToolEnv {
  ctx: AppContext;
  asker: Asker;
  site: Site | null;
  /** The name of the asker's default place ("Home", "Lisbon"), when they saved one. */
  placeName?: string | null;
  tz: string;
  now: Date;
  /** The end of the span asked about ("tomorrow night": until the next morning); `now` is its start. */
  until?: Date;
  /** The language templated answers are written in: the question's when recognised, else the asker's Settings. */
  lang: Lang;
  /** The live catalogue (every satellite the portal shows); without it only the nominal ISS is known. */
  engine?: SkyEngine;
  /** The weather module's forecast for a place; without it the assistant says it cannot know the weather. */
  weather?: ForecastSource;
}

export type Tool = (env: ToolEnv, q: Classification) => Promise<ToolAnswer> | ToolAnswer;

export const PLANS_CITATION: Citation = { kind: 'plan', title: 'Subscription plans', href: '/subscription-plans' };
export const LOCATION_CITATION: Citation = {
  kind: 'doc',
  title: 'Getting Started: set your location',
  href: '/docs/getting-started#set-your-location',
};
/** The location citation in the answer's language. */
export const locationCitation = (lang: Lang): Citation => ({
  ...LOCATION_CITATION,
  title: t(lang, 'assistant.cite.location'),
});
export const yesNo = (yes: boolean, lang: Lang = 'en') => t(lang, yes ? 'assistant.yes' : 'assistant.no');
