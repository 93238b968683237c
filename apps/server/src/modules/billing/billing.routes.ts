import {
  BillingDetails,
  CancelSubscriptionBody,
  ChangePlanBody,
  Invoice,
  Plan,
  PlanChangePreview,
  PlanChangePreviewQuery,
  Subscription,
} from '@cosmos/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { problems, type App } from '../../lib/route-types.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import * as billing from './billing.service.ts';
import { findBillingDetails, saveBillingDetails, EMPTY_DETAILS } from './billing-details.repository.ts';
import { paymentsRoutes } from './payments.routes.ts';

const tags = ['subscription'];
const security = [{ bearer: [] }];
const opts = { preHandler: authenticated };

export async function billingRoutes(app: App, ctx: AppContext) {
  await paymentsRoutes(app, ctx);
  // Plans are public so the pricing can be read before signing up.
  app.get('/api/subscription/plans', { schema: { tags, response: { 200: z.array(Plan) } } }, async () =>
    billing.listPlans(),
  );

  app.get(
    '/api/subscription/current',
    { ...opts, schema: { tags, security, response: { 200: Subscription } } },
    async (req) => billing.current(ctx, requireUser(req).id),
  );

  app.post(
    '/api/subscription/change',
    {
      ...opts,
      schema: {
        tags,
        security,
        body: ChangePlanBody,
        response: { 200: Subscription, ...problems(400, 402, 409, 503) },
      },
    },
    async (req) => billing.changePlan(ctx, requireUser(req).id, req.body.planId, new Date(), req.body.quotedAt),
  );

  app.get(
    '/api/billing/details',
    { ...opts, schema: { tags, security, response: { 200: BillingDetails } } },
    async (req) => (await findBillingDetails(ctx.db, requireUser(req).id)) ?? EMPTY_DETAILS,
  );

  app.put(
    '/api/billing/details',
    { ...opts, schema: { tags, security, body: BillingDetails, response: { 200: BillingDetails, ...problems(400) } } },
    async (req) => {
      await saveBillingDetails(ctx.db, requireUser(req).id, req.body);
      return req.body;
    },
  );

  app.get(
    '/api/subscription/preview',
    {
      ...opts,
      schema: {
        tags,
        security,
        querystring: PlanChangePreviewQuery,
        response: { 200: PlanChangePreview, ...problems(400, 409) },
      },
    },
    async (req) => billing.previewChange(ctx, requireUser(req).id, req.query.planId),
  );

  app.post(
    '/api/subscription/cancel',
    {
      ...opts,
      schema: {
        tags,
        security,
        body: CancelSubscriptionBody.nullish(),
        response: { 200: Subscription, ...problems(400, 409) },
      },
    },
    async (req) => billing.cancel(ctx, requireUser(req).id, req.body?.reason || undefined),
  );

  app.post(
    '/api/subscription/resume',
    { ...opts, schema: { tags, security, response: { 200: Subscription, ...problems(409) } } },
    async (req) => billing.resume(ctx, requireUser(req).id),
  );

  app.get(
    '/api/subscription/invoices',
    {
      ...opts,
      schema: {
        tags,
        security,
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(100).default(10),
          offset: z.coerce.number().int().min(0).max(100_000).default(0),
        }),
        response: { 200: z.object({ items: z.array(Invoice), total: z.number().int() }) },
      },
    },
    async (req) => billing.invoices(ctx, requireUser(req).id, req.query.limit, req.query.offset),
  );

  app.get(
    '/api/subscription/invoices/:id/pdf',
    {
      ...opts,
      schema: {
        tags,
        security,
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: z.instanceof(Buffer).describe('application/pdf'), ...problems(404) },
      },
    },
    async (req, reply) => {
      const file = await billing.invoicePdf(ctx, requireUser(req).id, req.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.pdf);
    },
  );

  app.post(
    '/api/subscription/invoices/:id/pay',
    {
      ...opts,
      schema: {
        tags,
        security,
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: Subscription, ...problems(402, 404, 409) },
      },
    },
    async (req) => billing.payInvoice(ctx, requireUser(req).id, req.params.id),
  );
}
