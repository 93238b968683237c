import type { GroundTrack } from '@cosmos/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';

const FAIL = 'Failed to fetch celestial data'; // spec §8

/**
 * The previous and the next orbit of a satellite around `now`: one small call learns the period, the second
 * asks for ±one period at a step that keeps the answer under ~1,000 points. Used by the observing map and
 * the object pages.
 */
export const useOrbitTrack = (id: string, now: number) =>
  useQuery({
    queryKey: ['orbit-track', id, Math.floor(now / 300_000)],
    staleTime: 300_000,
    queryFn: async () => {
      const base = `/api/celestial-data/${encodeURIComponent(id)}/track`;
      const iso = (ms: number) => new Date(ms).toISOString();
      const probe = await api<GroundTrack>(`${base}?from=${iso(now)}&to=${iso(now + 60_000)}&stepSeconds=60`, {
        failMessage: FAIL,
      });
      const periodMs = Math.min(probe.periodMinutes, 24 * 60) * 60_000;
      const step = Math.max(20, Math.ceil(periodMs / 1000 / 500));
      return api<GroundTrack>(`${base}?from=${iso(now - periodMs)}&to=${iso(now + periodMs)}&stepSeconds=${step}`, {
        failMessage: FAIL,
      });
    },
  });
