import type { Outlook, WeatherForecast } from '@cosmos/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api';

const FAIL = 'Failed to fetch celestial data'; // spec §8

/** null without a place (409); the outlook is an extra: other errors show nothing rather than an error box. */
async function quietly<T>(p: Promise<T>): Promise<T | null> {
  try {
    return await p;
  } catch (e) {
    if (e instanceof ApiError && e.status === 409) return null;
    throw e;
  }
}

const query = (params: Record<string, string>) =>
  new URLSearchParams(Object.entries(params).filter(([, v]) => v !== '')).toString();

/** The hourly forecast at the place (live or the bundled sample). */
export const useWeather = (enabled: boolean, locationId = '') =>
  useQuery({
    queryKey: ['sky', 'weather', locationId],
    enabled,
    staleTime: 15 * 60_000,
    queryFn: () => quietly(api<WeatherForecast>(`/api/sky/weather?${query({ locationId })}`, { failMessage: FAIL })),
  });

/** Go / maybe / no for each visible pass of `id` (or of every followed satellite) and each night. */
export const useOutlook = (enabled: boolean, id = '', locationId = '', days = 7) =>
  useQuery({
    queryKey: ['sky', 'outlook', id, locationId, days],
    enabled,
    staleTime: 15 * 60_000,
    queryFn: () =>
      quietly(api<Outlook>(`/api/sky/outlook?${query({ id, locationId, days: String(days) })}`, { failMessage: FAIL })),
  });
