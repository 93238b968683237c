import type { Conjunction, ConjunctionRun, FollowedObject } from '@cosmos/contracts';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export interface ConjunctionFilters {
  q: string;
  type: '' | 'payload' | 'rocket-body' | 'debris';
  maxKm: string;
  sort: 'miss' | 'tca';
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

const query = (f: ConjunctionFilters, cursor: string | null) => {
  const p = new URLSearchParams({ sort: f.sort, limit: '25' });
  if (f.q.trim()) p.set('q', f.q.trim());
  if (f.type) p.set('type', f.type);
  if (f.maxKm) p.set('maxKm', f.maxKm);
  if (f.id) p.set('id', f.id);
  if (cursor) p.set('cursor', cursor);
  return `/api/conjunctions?${p}`;
};

export const useConjunctions = (f: ConjunctionFilters) =>
  useInfiniteQuery({
    queryKey: ['conjunctions', f],
    queryFn: ({ pageParam }) => api<Page>(query(f, pageParam), { failMessage: 'Failed to fetch close approaches' }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

export const useConjunctionStatus = () =>
  useQuery({
    queryKey: ['conjunctions', 'status'],
    queryFn: () => api<Status>('/api/conjunctions/status', { failMessage: 'Failed to fetch screening status' }),
    // While a screen runs, look again every few seconds.
    refetchInterval: (q) => (q.state.data?.current ? 5000 : false),
  });

export const useTrack = (id: string | null) =>
  useQuery({
    queryKey: ['conjunctions', 'track', id],
    enabled: id !== null,
    queryFn: () => api<Track>(`/api/conjunctions/${id}/track`, { failMessage: 'Failed to fetch the encounter' }),
  });

export const useRunScreen = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<ConjunctionRun>('/api/conjunctions/run', { method: 'POST', failMessage: 'Failed to start a screen' }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['conjunctions', 'status'] }),
  });
};

export const useFollows = () =>
  useQuery({
    queryKey: ['follows'],
    queryFn: () => api<FollowedObject[]>('/api/follows', { failMessage: 'Failed to fetch followed objects' }),
  });

export const useFollow = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ objectId, thresholdKm }: { objectId: string; thresholdKm: number | null }): Promise<unknown> =>
      thresholdKm === null
        ? api<void>(`/api/follows/${encodeURIComponent(objectId)}`, {
            method: 'DELETE',
            failMessage: 'Failed to unfollow',
          })
        : api<FollowedObject>(`/api/follows/${encodeURIComponent(objectId)}`, {
            method: 'PUT',
            body: { thresholdKm },
            failMessage: 'Failed to follow',
          }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['follows'] }),
  });
};

export const formatKm = (km: number) => (km < 1 ? `${Math.round(km * 1000)} m` : `${km.toFixed(2)} km`);
export const formatUtc = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
