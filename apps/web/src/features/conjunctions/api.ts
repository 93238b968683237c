import type { Conjunction, ConjunctionObjectType, ConjunctionRun } from '@cosmos/contracts';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { keys } from '../../lib/api/keys';
import {
  conjunctionCalls,
  conjunctionOwnersQuery,
  conjunctionStatusQuery,
  conjunctionTrackQuery,
  type ConjunctionQuery,
} from '../../lib/api/queries/conjunctions';
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

/** The list's query: only the filters that are set (an empty owner means any owner, so it is left out). */
export const conjunctionsQuery = (f: ConjunctionFilters, cursor: string | null): ConjunctionQuery => {
  const p: ConjunctionQuery = { sort: f.sort, limit: 25 };
  if (f.q.trim()) p.q = f.q.trim();
  if (f.type) p.type = f.type;
  if (f.owner) p.owner = f.owner;
  if (f.maxKm) p.maxKm = Number(f.maxKm);
  if (f.id) p.id = f.id;
  if (cursor) p.cursor = cursor;
  return p;
};

export const useConjunctions = (f: ConjunctionFilters) =>
  useInfiniteQuery({
    queryKey: keys.conjunctions.list(f),
    queryFn: ({ pageParam }) => conjunctionCalls.page(conjunctionsQuery(f, pageParam), t('errors.list')),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

/** The owners of the listed encounters' objects (for the owner filter); they change only with a new screen. */
export const useConjunctionOwners = (runId: string | undefined) =>
  useQuery(conjunctionOwnersQuery(runId, t('errors.owners')));

export const useConjunctionStatus = () =>
  useQuery({
    ...conjunctionStatusQuery(t('errors.status')),
    // While a screen runs, look again every few seconds.
    refetchInterval: (q) => (q.state.data?.current ? 5000 : false),
  });

export const useTrack = (id: string | null) => useQuery(conjunctionTrackQuery(id, t('errors.track')));

export const useRunScreen = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => conjunctionCalls.run(t('errors.run')),
    onSettled: () => qc.invalidateQueries({ queryKey: keys.conjunctions.status() }),
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
