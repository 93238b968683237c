/** Wires weather and the outlook: one forecast source per app, the routes. */
import type { AppContext } from '../../context.ts';
import type { App } from '../../lib/route-types.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import type { SkyTicker } from '../../sky/ticker.ts';
import { FLAT, type HorizonLookup, type PassJudge } from './outlook.service.ts';
import { weatherRoutes } from './weather.routes.ts';
import { WeatherSource } from './weather.service.ts';

export async function weatherModule(
  app: App,
  ctx: AppContext,
  engine: SkyEngine,
  ticker: SkyTicker,
  horizon: HorizonLookup = async () => FLAT,
) {
  const weather = new WeatherSource(ctx);
  await weatherRoutes(app, ctx, { engine, ticker, weather, horizon });
  /** What the pass-alert job judges passes with (the same forecast cache and horizons as the outlook). */
  const judge: PassJudge = { weather, horizon };
  return { weather, judge };
}
