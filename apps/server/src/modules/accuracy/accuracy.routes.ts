import { AccuracyReport } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import type { App } from '../../lib/route-types.ts';
import * as service from './accuracy.service.ts';

export async function accuracyRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/accuracy',
    {
      schema: {
        tags: ['content'],
        response: { 200: AccuracyReport },
        description:
          'How accurate is Cosmos? (public, no sign-in): pass timing against python-sgp4 + astropy and against a 1-second scan of a catalogue sample, magnitude MAE and bias per family against the validation set, conjunction recall against brute force, re-entry predictions against the decays that followed, catalogue completeness and element-age spread. Each figure states its method, sample size and date; the accuracy job measures them every ACCURACY_INTERVAL_MS (`npm run accuracy` prints the same).',
      },
    },
    async () => service.lastReport(ctx),
  );
}
