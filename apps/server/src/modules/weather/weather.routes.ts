/** The forecast at the observing place and the go / maybe / no outlook of passes and nights. */
import { Outlook, OutlookQuery, WeatherForecast, WeatherQuery } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import { problems, type App } from '../../lib/route-types.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import { presentStation, station } from '../observer/observer.service.ts';
import { requestLanguage } from '../settings/settings.service.ts';
import { outlook, type OutlookDeps } from './outlook.service.ts';

const tags = ['sky'];
const security = [{ bearer: [] }];

export async function weatherRoutes(app: App, ctx: AppContext, deps: OutlookDeps) {
  app.get(
    '/api/sky/weather',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        querystring: WeatherQuery,
        response: { 200: WeatherForecast, ...problems(400, 401, 404, 409) },
        description:
          'Hourly cloud (low, mid, high, total), precipitation probability and visibility at the observing place, from yesterday for a week. `source: "sample"` is the bundled offline forecast, not real weather. 409 without a place.',
      },
    },
    async (req) => {
      const s = await station(ctx, requireUser(req).id, req.query.locationId);
      const f = await deps.weather.forecast(s.lat, s.lon);
      return {
        station: presentStation(s),
        source: f.source,
        fetchedAt: new Date(f.fetchedAt).toISOString(),
        hours: f.hours,
      };
    },
  );

  app.get(
    '/api/sky/outlook',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        querystring: OutlookQuery,
        response: { 200: Outlook, ...problems(400, 401, 404, 409) },
        description:
          "Will I see it? Each visible pass of `id` (default: every followed satellite) over the next `days`, and each night, judged go / maybe / no from the forecast cloud, rain and visibility, the place's horizon profile and the predicted magnitude against the limiting magnitude of the sky then (twilight, Moon altitude and phase). `reason` says why in the reader's language.",
      },
    },
    async (req) => {
      const user = requireUser(req);
      return outlook(ctx, deps, user.id, await requestLanguage(ctx, req), req.query);
    },
  );
}
