/** The admin console's calls (GET/PUT/POST /api/admin/*): one cache tree under `keys.admin`, refetched after any change. */
import type { Role } from '@cosmos/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { client, ok } from '../index';
import { keys } from '../keys';
import { i18n } from '../../i18n';

export const ADMIN_PAGE_SIZE = 25;

export const adminUsersQuery = (q: string, offset: number) =>
  queryOptions({
    queryKey: keys.admin.users(q, offset),
    placeholderData: keepPreviousData,
    queryFn: () =>
      ok(
        client.GET('/api/admin/users', {
          params: { query: { q, limit: ADMIN_PAGE_SIZE, offset } },
          failMessage: i18n.t('admin:errors.loadUsers'),
        }),
      ),
  });

export const adminUserQuery = (id: string | null) =>
  queryOptions({
    queryKey: keys.admin.user(id ?? ''),
    enabled: Boolean(id),
    queryFn: () =>
      ok(
        client.GET('/api/admin/users/{id}', {
          params: { path: { id: id! } },
          failMessage: i18n.t('admin:errors.loadUser'),
        }),
      ),
  });

export type UserAction =
  { kind: 'role'; role: Role } | { kind: 'disable' | 'enable' | 'reset-mfa' | 'resend-verification' };

export const runUserAction = (id: string, a: UserAction) => {
  const path = { params: { path: { id } } };
  const failMessage = i18n.t('admin:errors.actionFailed');
  switch (a.kind) {
    case 'role':
      return ok(
        client.PUT('/api/admin/users/{id}/role', {
          ...path,
          body: { role: a.role },
          failMessage: i18n.t('admin:errors.changeRole'),
        }),
      );
    case 'disable':
      return ok(client.POST('/api/admin/users/{id}/disable', { ...path, failMessage }));
    case 'enable':
      return ok(client.POST('/api/admin/users/{id}/enable', { ...path, failMessage }));
    case 'reset-mfa':
      return ok(client.POST('/api/admin/users/{id}/reset-mfa', { ...path, failMessage }));
    case 'resend-verification':
      return ok(client.POST('/api/admin/users/{id}/resend-verification', { ...path, failMessage }));
  }
};

export const catalogStatusQuery = () =>
  queryOptions({
    queryKey: keys.admin.catalog(),
    queryFn: () => ok(client.GET('/api/admin/catalog', { failMessage: i18n.t('admin:errors.loadCatalog') })),
  });

export const refreshCatalog = () =>
  ok(client.POST('/api/admin/catalog/refresh', { failMessage: i18n.t('admin:errors.refreshCatalog') }));

export const jobsQuery = () =>
  queryOptions({
    queryKey: keys.admin.jobs(),
    queryFn: () => ok(client.GET('/api/admin/jobs', { failMessage: i18n.t('admin:errors.loadJobs') })),
  });

/** Support agents: the admin console and the Teams admin page read one cache entry. */
export const agentsQuery = (failMessage = i18n.t('admin:errors.loadAgents')) =>
  queryOptions({
    queryKey: keys.admin.agents(),
    queryFn: () => ok(client.GET('/api/admin/agents', { failMessage })),
  });

export const auditQuery = (offset: number, limit: number) =>
  queryOptions({
    queryKey: keys.admin.audit(offset, limit),
    placeholderData: keepPreviousData,
    queryFn: () =>
      ok(
        client.GET('/api/admin/audit', {
          params: { query: { limit, offset } },
          failMessage: i18n.t('admin:errors.loadAudit'),
        }),
      ),
  });

/** Teams as the site administrators see them (GET /api/admin/teams), and the agent each may be given. */
export const adminTeamsQuery = () =>
  queryOptions({
    queryKey: keys.admin.teams(),
    queryFn: () => ok(client.GET('/api/admin/teams', { failMessage: 'Failed to load teams' })),
  });
export const setDedicatedAgent = (teamId: string, agentId: string | null, failMessage: string) =>
  ok(
    client.PUT('/api/admin/teams/{teamId}/dedicated-agent', {
      params: { path: { teamId } },
      body: { agentId },
      failMessage,
    }),
  );
