import type { Settings } from '@cosmos/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { SceneInputs } from '../../vr/types';
import { i18n } from '../../lib/i18n';
import { useDefaultPlace } from '../../lib/places';

/** Where passes and links are computed from when the user has no place: the Royal Observatory, Greenwich. */
export const DEFAULT_STATION = { lat: 51.4779, lon: -0.0015, heightKm: 0.046 };

export function useSceneInputs(sceneId: string | undefined) {
  // Same key as the Settings screen, so a volume change there is already in the cache.
  const settings = useQuery({
    queryKey: ['settings'],
    queryFn: () => api<Settings>('/api/settings', { failMessage: i18n.t('vr:settingsFailed') }),
    staleTime: 30_000,
  });
  // The sky API's ISS element set when it offers one; otherwise the scene uses the nominal ISS.
  const iss = useQuery({
    queryKey: ['vr', 'iss'],
    enabled: sceneId === 'space-station',
    retry: false,
    staleTime: 600_000,
    queryFn: async () => {
      try {
        const o = await api<{ source?: string; details?: Record<string, unknown> }>('/api/celestial-data/sat-25544', {
          failMessage: i18n.t('vr:celestialFailed'),
        });
        const { line1, line2 } = o.details ?? {};
        return typeof line1 === 'string' && typeof line2 === 'string'
          ? { line1, line2, source: o.source === 'live' ? ('live' as const) : ('nominal' as const) }
          : null;
      } catch {
        return null;
      }
    },
  });
  // The user's default place (lib/places), the one every sky screen uses.
  const { place, isLoading: placeLoading } = useDefaultPlace();
  const ready = !placeLoading && (sceneId !== 'space-station' || !iss.isLoading);
  const inputs = (parameters: Record<string, unknown>): SceneInputs => ({
    station: place
      ? { lat: place.latitude, lon: place.longitude, heightKm: (place.elevationM ?? 0) / 1000 }
      : DEFAULT_STATION,
    stationLabel: place ? place.name : i18n.t('vr:greenwich'),
    issTle: iss.data ?? undefined,
    parameters,
  });
  return { ready, inputs, volume: settings.data?.volume ?? 70 };
}
