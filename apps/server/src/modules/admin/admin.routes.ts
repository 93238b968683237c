import {
  AdminAgents,
  AdminCatalogRefreshResult,
  AdminJobs,
  AdminRoleBody,
  AdminUserActionResult,
  AdminUserDetail,
  AdminUserIdParam,
  AdminUserList,
  AdminUserListQuery,
  AuditPage,
  AuditQuery,
  CatalogStatus,
} from '@cosmos/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { allow } from '../../lib/policies.ts';
import { problems, type App } from '../../lib/route-types.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import * as service from './admin.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
// onRequest: anonymous 401 and non-admins 403 before the body or parameters are even looked at.
const admins = { onRequest: allow('admin', 'open') };
const manage = { onRequest: allow('admin', 'manageUsers') };

/** Who acts, from where: the audit log's "who" and "from which address". */
const actor = (req: FastifyRequest): service.AdminActor => {
  const me = requireUser(req);
  return { id: me.id, email: me.email, ip: req.ip };
};

export async function adminRoutes(app: App, ctx: AppContext, engine: SkyEngine) {
  app.get(
    '/api/admin/users',
    {
      ...admins,
      schema: {
        tags,
        security,
        querystring: AdminUserListQuery,
        response: { 200: AdminUserList, ...problems(400, 401, 403) },
      },
    },
    async (req) => service.searchUsers(ctx, req.query),
  );

  app.get(
    '/api/admin/users/:id',
    {
      ...admins,
      schema: {
        tags,
        security,
        params: AdminUserIdParam,
        response: { 200: AdminUserDetail, ...problems(400, 401, 403, 404) },
      },
    },
    async (req) => service.getUser(ctx, req.params.id),
  );

  const userAction = {
    ...manage,
    schema: {
      tags,
      security,
      params: AdminUserIdParam,
      response: { 200: AdminUserActionResult, ...problems(400, 401, 403, 404, 409) },
    },
  };
  app.put(
    '/api/admin/users/:id/role',
    { ...userAction, schema: { ...userAction.schema, body: AdminRoleBody } },
    async (req) => service.changeRole(ctx, actor(req), req.params.id, req.body.role),
  );
  app.post('/api/admin/users/:id/disable', userAction, async (req) =>
    service.disableUser(ctx, actor(req), req.params.id),
  );
  app.post('/api/admin/users/:id/enable', userAction, async (req) =>
    service.enableUser(ctx, actor(req), req.params.id),
  );
  app.post('/api/admin/users/:id/reset-mfa', userAction, async (req) =>
    service.resetTwoFactor(ctx, actor(req), req.params.id),
  );
  app.post('/api/admin/users/:id/resend-verification', userAction, async (req) =>
    service.resendVerificationMail(ctx, actor(req), req.params.id),
  );

  app.get(
    '/api/admin/catalog',
    { ...admins, schema: { tags, security, response: { 200: CatalogStatus, ...problems(401, 403) } } },
    async () => service.catalogueStatus(ctx, engine),
  );
  app.post(
    '/api/admin/catalog/refresh',
    {
      onRequest: allow('catalog', 'refresh'),
      schema: { tags, security, response: { 200: AdminCatalogRefreshResult, ...problems(401, 403) } },
    },
    async (req) => service.refreshCatalogueNow(ctx, actor(req), engine),
  );

  app.get(
    '/api/admin/jobs',
    {
      onRequest: allow('admin', 'readJobs'),
      schema: { tags, security, response: { 200: AdminJobs, ...problems(401, 403) } },
    },
    async () => service.jobs(ctx),
  );
  app.get(
    '/api/admin/agents',
    { ...admins, schema: { tags, security, response: { 200: AdminAgents, ...problems(401, 403) } } },
    async () => service.agents(ctx),
  );
  app.get(
    '/api/admin/audit',
    {
      onRequest: allow('admin', 'readAudit'),
      schema: { tags, security, querystring: AuditQuery, response: { 200: AuditPage, ...problems(400, 401, 403) } },
    },
    async (req) => service.auditLog(ctx, req.query.limit, req.query.offset),
  );
}
