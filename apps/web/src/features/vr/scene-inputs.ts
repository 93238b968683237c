import type { Settings, User } from '@cosmos/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { SceneInputs } from '../../vr/types';
import { i18n } from '../../lib/i18n';

/** Where passes and links are computed from when the profile has no coordinates: the Royal Observatory, Greenwich. */
export const DEFAULT_STATION = { lat: 51.4779, lon: -0.0015, heightKm: 0.046 };

export function useSceneInputs(sceneId: string | undefined) {
  const me = useQuery({
    queryKey: ['vr', 'me'],
    queryFn: () => api<{ user: User }>('/api/auth/me', { failMessage: i18n.t('vr:loadFailed') }),
    staleTime: 60_000,
    retry: false,
  });
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
  const user = me.data?.user;
  const hasLoc = user?.latitude != null && user?.longitude != null;
  const ready = !me.isLoading && (sceneId !== 'space-station' || !iss.isLoading);
  const inputs = (parameters: Record<string, unknown>): SceneInputs => ({
    station: hasLoc ? { lat: user!.latitude!, lon: user!.longitude!, heightKm: 0 } : DEFAULT_STATION,
    stationLabel: hasLoc
      ? user!.location || `${user!.latitude!.toFixed(2)}, ${user!.longitude!.toFixed(2)}`
      : i18n.t('vr:greenwich'),
    issTle: iss.data ?? undefined,
    parameters,
  });
  return { ready, inputs, volume: settings.data?.volume ?? 70 };
}
