import type {
  AdminAgents,
  AdminCatalogRefreshResult,
  AdminJobs,
  AdminUserActionResult,
  AdminUserDetail,
  AdminUserList,
  AuditPage,
  CatalogStatus,
  Role,
} from '@cosmos/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, getToken } from '../../lib/api';
import { i18n } from '../../lib/i18n';

/** The admin console's calls: one hook per endpoint of /api/admin (contracts: packages/contracts/src/admin.ts). */
export const adminKeys = {
  all: ['admin'] as const,
  users: (q: string, offset: number) => ['admin', 'users', q, offset] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  catalog: ['admin', 'catalog'] as const,
  jobs: ['admin', 'jobs'] as const,
  agents: ['admin', 'agents'] as const,
  audit: (offset: number, limit: number) => ['admin', 'audit', offset, limit] as const,
};

/** The server's own words for a refused action (e.g. "You cannot disable your own account."). */
export const reasonOf = (err: unknown) =>
  err instanceof ApiError ? (err.problem?.detail ?? err.message) : (err as Error).message;

export const PAGE_SIZE = 25;

export const useAdminUsers = (q: string, offset: number) =>
  useQuery({
    queryKey: adminKeys.users(q, offset),
    placeholderData: keepPreviousData,
    queryFn: () =>
      api<AdminUserList>(`/api/admin/users?q=${encodeURIComponent(q)}&limit=${PAGE_SIZE}&offset=${offset}`, {
        failMessage: i18n.t('admin:errors.loadUsers'),
      }),
  });

export const useAdminUser = (id: string | null) =>
  useQuery({
    queryKey: adminKeys.user(id ?? ''),
    enabled: Boolean(id),
    queryFn: () =>
      api<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(id!)}`, {
        failMessage: i18n.t('admin:errors.loadUser'),
      }),
  });

export type UserAction =
  { kind: 'role'; role: Role } | { kind: 'disable' | 'enable' | 'reset-mfa' | 'resend-verification' };

/** Every user action; afterwards everything the console shows is refetched (lists, agents, audit log). */
export function useUserAction(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: UserAction) =>
      a.kind === 'role'
        ? api<AdminUserActionResult>(`/api/admin/users/${encodeURIComponent(id)}/role`, {
            method: 'PUT',
            body: { role: a.role },
            failMessage: i18n.t('admin:errors.changeRole'),
          })
        : api<AdminUserActionResult>(`/api/admin/users/${encodeURIComponent(id)}/${a.kind}`, {
            method: 'POST',
            failMessage: i18n.t('admin:errors.actionFailed'),
          }),
    onSuccess: (r) => {
      qc.setQueryData(adminKeys.user(id), r.user);
      void qc.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

export const useCatalogStatus = () =>
  useQuery({
    queryKey: adminKeys.catalog,
    queryFn: () => api<CatalogStatus>('/api/admin/catalog', { failMessage: i18n.t('admin:errors.loadCatalog') }),
  });

export function useRefreshCatalog() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<AdminCatalogRefreshResult>('/api/admin/catalog/refresh', {
        method: 'POST',
        failMessage: i18n.t('admin:errors.refreshCatalog'),
      }),
    onSuccess: (r) => {
      qc.setQueryData(adminKeys.catalog, r.status);
      void qc.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

/** The file's type as the import route reads it: TLE/3LE text, OMM JSON, HYG CSV or GeoJSON. */
const contentTypeOf = (name: string) =>
  /\.csv$/i.test(name)
    ? 'text/csv'
    : /\.geo\.?json$/i.test(name)
      ? 'application/geo+json'
      : /\.json$/i.test(name)
        ? 'application/json'
        : 'text/plain';

/** The existing all-or-nothing import (`POST /api/catalog/import`), with the file's raw text as the body. */
export function useImportCatalog() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const res = await fetch('/api/catalog/import', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${getToken() ?? ''}`,
          'content-type': contentTypeOf(file.name),
          accept: 'application/json',
        },
        body: await file.text(),
      });
      const json = await res.json().catch(() => undefined);
      if (!res.ok) throw new ApiError(i18n.t('admin:errors.importFailed'), res.status, json);
      return json as { ids: string[] };
    },
    onSuccess: () => void qc.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const useJobs = () =>
  useQuery({
    queryKey: adminKeys.jobs,
    queryFn: () => api<AdminJobs>('/api/admin/jobs', { failMessage: i18n.t('admin:errors.loadJobs') }),
  });
export const useAgents = () =>
  useQuery({
    queryKey: adminKeys.agents,
    queryFn: () => api<AdminAgents>('/api/admin/agents', { failMessage: i18n.t('admin:errors.loadAgents') }),
  });
export const useAudit = (offset: number, limit: number) =>
  useQuery({
    queryKey: adminKeys.audit(offset, limit),
    placeholderData: keepPreviousData,
    queryFn: () =>
      api<AuditPage>(`/api/admin/audit?limit=${limit}&offset=${offset}`, {
        failMessage: i18n.t('admin:errors.loadAudit'),
      }),
  });
