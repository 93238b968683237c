import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, getToken } from '../../lib/api';
import { keys } from '../../lib/api/keys';
import {
  ADMIN_PAGE_SIZE,
  adminUserQuery,
  adminUsersQuery,
  agentsQuery,
  auditQuery,
  catalogStatusQuery,
  jobsQuery,
  refreshCatalog,
  runUserAction,
  type UserAction,
} from '../../lib/api/queries/admin';
import { i18n } from '../../lib/i18n';

/** The admin console's hooks over the typed calls of lib/api/queries/admin.ts (contracts: packages/contracts/src/admin.ts). */
export type { UserAction };

/** The server's own words for a refused action (e.g. "You cannot disable your own account."). */
export const reasonOf = (err: unknown) =>
  err instanceof ApiError ? (err.problem?.detail ?? err.message) : (err as Error).message;

export const PAGE_SIZE = ADMIN_PAGE_SIZE;

export const useAdminUsers = (q: string, offset: number) => useQuery(adminUsersQuery(q, offset));

export const useAdminUser = (id: string | null) => useQuery(adminUserQuery(id));

/** Every user action; afterwards everything the console shows is refetched (lists, agents, audit log). */
export function useUserAction(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: UserAction) => runUserAction(id, a),
    onSuccess: (r) => {
      qc.setQueryData(keys.admin.user(id), r.user);
      void qc.invalidateQueries({ queryKey: keys.admin.all() });
    },
  });
}

export const useCatalogStatus = () => useQuery(catalogStatusQuery());

export function useRefreshCatalog() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: refreshCatalog,
    onSuccess: (r) => {
      qc.setQueryData(keys.admin.catalog(), r.status);
      void qc.invalidateQueries({ queryKey: keys.admin.all() });
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
    onSuccess: () => void qc.invalidateQueries({ queryKey: keys.admin.all() }),
  });
}

export const useJobs = () => useQuery(jobsQuery());
export const useAgents = () => useQuery(agentsQuery());
export const useAudit = (offset: number, limit: number) => useQuery(auditQuery(offset, limit));
