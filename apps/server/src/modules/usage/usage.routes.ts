import { EntitlementsView, Usage } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import type { App } from '../../lib/route-types.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import { userEntitlements } from '../entitlements/entitlements.ts';
import { usage } from './usage.service.ts';

const tags = ['usage'];
const security = [{ bearer: [] }];

export async function usageRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/usage',
    { preHandler: authenticated, schema: { tags, security, response: { 200: Usage } } },
    async (req) => usage(ctx.db, requireUser(req).id),
  );
  app.get(
    '/api/entitlements',
    { preHandler: authenticated, schema: { tags, security, response: { 200: EntitlementsView } } },
    async (req) => {
      const e = await userEntitlements(ctx.db, requireUser(req).id);
      return {
        planId: e.planId,
        realtimeCadenceMs: e.realtimeCadenceMs,
        customExports: e.customExports,
        apiAccess: e.apiAccess,
        quotaBytes: e.quotaBytes,
        apiRatePerMinute: e.apiRatePerMinute,
      };
    },
  );
}
