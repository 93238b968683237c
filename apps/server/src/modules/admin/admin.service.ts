import type {
  AdminCatalogRefreshResult,
  AdminUserActionResult,
  AdminUserList,
  AuditAction,
  Role,
} from '@cosmos/contracts';
import type { z } from 'zod';
import type { AdminUserListQuery } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import { CATALOG_REFRESH_JOB, recordedRefresh } from '../../jobs/catalog-refresh.ts';
import * as jobRuns from '../../jobs/job-runs.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import { resendVerification } from '../auth/auth.service.ts';
import { catalogStatus } from '../catalog/catalog.service.ts';
import * as mfa from '../mfa/mfa.service.ts';
import { announceSignedOut, revokeSessions } from '../sessions/sessions.service.ts';
import * as users from '../users/users.service.ts';
import * as repo from './admin.repository.ts';
import {
  presentAdminUser,
  presentAdminUserDetail,
  presentAgent,
  presentAudit,
  presentJobRun,
} from './admin.presenter.ts';

/** The administrator acting, and the address the request came from (for the audit log). */
export interface AdminActor {
  id: string;
  email: string;
  ip: string;
}

/** One audit entry per admin action, written after the action succeeded. */
export const recordAudit = (
  ctx: AppContext,
  actor: AdminActor,
  e: {
    action: AuditAction;
    targetType: 'user' | 'catalog' | 'team';
    targetId: string | null;
    targetLabel: string;
    detail: string;
  },
) => repo.insertAudit(ctx.db, { actorId: actor.id, actorEmail: actor.email, ip: actor.ip, ...e });

export async function searchUsers(ctx: AppContext, f: z.output<typeof AdminUserListQuery>): Promise<AdminUserList> {
  const { items, total } = await repo.searchUsers(ctx.db, f);
  return { items: items.map(presentAdminUser), total };
}

async function detail(ctx: AppContext, id: string) {
  const row = await repo.findUserDetail(ctx.db, id);
  if (!row) throw notFound('User');
  return presentAdminUserDetail(row);
}
export const getUser = detail;

/** Runs a user action: 404 for an unknown id, then the change, the audit entry and the user as it is now. */
async function onUser(
  ctx: AppContext,
  actor: AdminActor,
  id: string,
  action: AuditAction,
  change: (
    before: Awaited<ReturnType<typeof detail>>,
  ) => Promise<{ message: string; detail: string } | { message: string; unchanged: true }>,
): Promise<AdminUserActionResult> {
  const before = await detail(ctx, id);
  const outcome = await change(before);
  if (!('unchanged' in outcome))
    await recordAudit(ctx, actor, {
      action,
      targetType: 'user',
      targetId: id,
      targetLabel: before.email,
      detail: outcome.detail,
    });
  return { message: outcome.message, user: await detail(ctx, id) };
}

const refuseSelf = (actor: AdminActor, id: string, field: string, message: string) => {
  // An administrator locking themselves out leaves nobody to undo it.
  if (actor.id === id) throw conflict(field, message);
};

export const changeRole = (ctx: AppContext, actor: AdminActor, id: string, role: Role) =>
  onUser(ctx, actor, id, 'user.role_changed', async (before) => {
    if (before.role === role)
      return { message: `${before.email} is already ${role === 'user' ? 'a user' : `an ${role}`}.`, unchanged: true };
    refuseSelf(actor, id, 'role', 'You cannot change your own role. Ask another administrator.');
    await users.setRole(ctx.db, id, role);
    ctx.events.emit('user.updated', { userId: id }); // cached sessions pick up the new role at once
    ctx.events.emit('user.roleChanged', { userId: id });
    return {
      message: `${before.email} is now ${role === 'user' ? 'a user' : `an ${role}`}.`,
      detail: `${before.role} → ${role}`,
    };
  });

/** Disables the account and signs it out everywhere: sessions revoked, cache entries dropped (Redis too), sockets closed. */
export const disableUser = (ctx: AppContext, actor: AdminActor, id: string) =>
  onUser(ctx, actor, id, 'user.disabled', async (before) => {
    if (before.disabledAt) return { message: `${before.email} is already disabled.`, unchanged: true };
    refuseSelf(actor, id, 'id', 'You cannot disable your own account.');
    const revoked = await ctx.db.tx(async (q) => {
      await users.setDisabled(q, id, true);
      return revokeSessions(q, id);
    });
    announceSignedOut(ctx, id, revoked);
    ctx.events.emit('user.updated', { userId: id }); // also drops API-key entries, which have no session
    return {
      message: `${before.email} is disabled and was signed out of ${revoked.length} session${revoked.length === 1 ? '' : 's'}.`,
      detail: `${revoked.length} session${revoked.length === 1 ? '' : 's'} signed out`,
    };
  });

export const enableUser = (ctx: AppContext, actor: AdminActor, id: string) =>
  onUser(ctx, actor, id, 'user.enabled', async (before) => {
    if (!before.disabledAt) return { message: `${before.email} is already active.`, unchanged: true };
    await users.setDisabled(ctx.db, id, false);
    return { message: `${before.email} can sign in again.`, detail: '' };
  });

export const resetTwoFactor = (ctx: AppContext, actor: AdminActor, id: string) =>
  onUser(ctx, actor, id, 'user.mfa_reset', async (before) => {
    if (!before.mfaEnabled) throw conflict('id', `${before.email} does not use two-factor authentication.`);
    await mfa.disable(ctx, { id, email: before.email }); // the user is told by email, as when they turn it off themselves
    return {
      message: `Two-factor authentication is off for ${before.email}; they can set it up again from Settings.`,
      detail: '',
    };
  });

export const resendVerificationMail = (ctx: AppContext, actor: AdminActor, id: string) =>
  onUser(ctx, actor, id, 'user.verification_resent', async (before) => {
    if (before.emailVerified) throw conflict('id', `${before.email} has already confirmed their email address.`);
    return { ...(await resendVerification(ctx, id)), detail: '' };
  });

export async function refreshCatalogueNow(
  ctx: AppContext,
  actor: AdminActor,
  engine: SkyEngine,
): Promise<AdminCatalogRefreshResult> {
  const outcome = await recordedRefresh(ctx, engine, true);
  const status = await catalogStatus(ctx, engine);
  const message = {
    disabled: 'Automatic refresh is off on this server (CATALOG_URL=off); import a catalogue file instead.',
    skipped: 'Another server process is refreshing the catalogue right now.',
    refreshed: `The catalogue was refreshed: ${status.count} objects.`,
    failed: `The refresh failed: ${status.lastError ?? 'unknown reason'}. The last good catalogue stays in use.`,
  }[outcome];
  const detail = {
    disabled: 'nothing fetched: automatic refresh is off',
    skipped: 'nothing fetched: another process was refreshing',
    refreshed: `${status.count} objects`,
    failed: `failed: ${status.lastError ?? 'unknown reason'}`,
  }[outcome];
  await recordAudit(ctx, actor, {
    action: 'catalog.refreshed',
    targetType: 'catalog',
    targetId: null,
    targetLabel: 'satellite catalogue',
    detail,
  });
  return { outcome, message, status };
}

export const catalogueStatus = catalogStatus;

/** Every job that has run, with its last run and last failure, and the latest runs across jobs. */
export async function jobs(ctx: AppContext) {
  const summary = await jobRuns.summariseRuns(ctx.db);
  const names = [...new Set([CATALOG_REFRESH_JOB, ...summary.map((s) => s.name)])].sort();
  const out = [];
  for (const name of names) {
    const s = summary.find((x) => x.name === name);
    const [last, failure] = [await jobRuns.lastRunOf(ctx.db, name), await jobRuns.lastFailureOf(ctx.db, name)];
    out.push({
      name,
      lastRun: last ? presentJobRun(last) : null,
      lastFailure: failure ? presentJobRun(failure) : null,
      runs24h: s?.runs_24h ?? 0,
      failures24h: s?.failures_24h ?? 0,
    });
  }
  return { jobs: out, recent: (await jobRuns.listRecentRuns(ctx.db, 50)).map(presentJobRun) };
}

export async function agents(ctx: AppContext) {
  return {
    agents: (await repo.listAgents(ctx.db)).map(presentAgent),
    unansweredTickets: await repo.countUnansweredTickets(ctx.db),
  };
}

export async function auditLog(ctx: AppContext, limit: number, offset: number) {
  const { items, total } = await repo.listAudit(ctx.db, limit, offset);
  return { items: items.map(presentAudit), total };
}
