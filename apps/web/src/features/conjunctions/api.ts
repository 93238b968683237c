import type { Conjunction, ConjunctionObjectType, ConjunctionOwners, ConjunctionRun } from '@cosmos/contracts';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { formatDateTime, formatNumber, i18n } from '../../lib/i18n';

const t = (key: string, opts?: Record<string, unknown>) => i18n.t(key, { ns: 'conjunctions', ...opts });

export interface ConjunctionFilters {
  q: string;
  type: '' | ConjunctionObjectType;
  /** A SATCAT owner/country code (either object's), '' for any. */
  owner: string;
  maxKm: string;
  sort: 'miss' | 'tca' | 'probability';
  id?: string;
}
interface Page {
  items: Conjunction[];
  nextCursor: string | null;
  run: ConjunctionRun | null;
}
export interface Status {
  latest: ConjunctionRun | null;
  current: ConjunctionRun | null;
  days: number;
  thresholdKm: number;
}
export interface Track {
  conjunction: Conjunction;
  stepS: number;
  times: string[];
  primary: [number, number, number][];
  secondary: [number, number, number][];
  closeUp: { stepS: number; primary: [number, number, number][]; secondary: [number, number, number][] };
}

export const conjunctionsUrl = (f: ConjunctionFilters, cursor: string | null) => {
  const p = new URLSearchParams({ sort: f.sort, limit: '25' });
  if (f.q.trim()) p.set('q', f.q.trim());
  if (f.type) p.set('type', f.type);
  if (f.owner) p.set('owner', f.owner);
  if (f.maxKm) p.set('maxKm', f.maxKm);
  if (f.id) p.set('id', f.id);
  if (cursor) p.set('cursor', cursor);
  return `/api/conjunctions?${p}`;
};

export const useConjunctions = (f: ConjunctionFilters) =>
  useInfiniteQuery({
    queryKey: ['conjunctions', f],
    queryFn: ({ pageParam }) => api<Page>(conjunctionsUrl(f, pageParam), { failMessage: t('errors.list') }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

/** The owners of the listed encounters' objects (for the owner filter); they change only with a new screen. */
export const useConjunctionOwners = (runId: string | undefined) =>
  useQuery({
    queryKey: ['conjunctions', 'owners', runId],
    queryFn: () => api<ConjunctionOwners>('/api/conjunctions/owners', { failMessage: t('errors.owners') }),
    staleTime: 5 * 60_000,
  });

export const useConjunctionStatus = () =>
  useQuery({
    queryKey: ['conjunctions', 'status'],
    queryFn: () => api<Status>('/api/conjunctions/status', { failMessage: t('errors.status') }),
    // While a screen runs, look again every few seconds.
    refetchInterval: (q) => (q.state.data?.current ? 5000 : false),
  });

export const useTrack = (id: string | null) =>
  useQuery({
    queryKey: ['conjunctions', 'track', id],
    enabled: id !== null,
    queryFn: () => api<Track>(`/api/conjunctions/${id}/track`, { failMessage: t('errors.track') }),
  });

export const useRunScreen = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<ConjunctionRun>('/api/conjunctions/run', { method: 'POST', failMessage: t('errors.run') }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['conjunctions', 'status'] }),
  });
};

/** "480 m" under a kilometre, else "1.25 km", in the interface language's number format. */
export const formatKm = (km: number) =>
  km < 1
    ? t('units.m', { value: formatNumber(Math.round(km * 1000)) })
    : t('units.km', { value: formatNumber(km, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) });
/** Encounter times are given in UTC (as operators publish them), formatted for the interface language. */
export const formatUtc = (iso: string) =>
  t('units.utc', {
    time: formatDateTime(iso, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC', hourCycle: 'h23' }),
  });
