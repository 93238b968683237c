import { useQuery } from '@tanstack/react-query';
import { keys } from '../../lib/api/keys';
import { fetchObject } from '../../lib/api/queries/celestial';
import { settingsQuery } from '../../lib/api/queries/settings';
import { ISS_NORAD_ID, satelliteId } from '@cosmos/astro';
import type { SceneInputs } from '../../vr/types';
import { i18n } from '../../lib/i18n';
import { useDefaultPlace } from '../../lib/places';

const ISS_ID = satelliteId(ISS_NORAD_ID);

/** Where passes and links are computed from when the user has no place: the Royal Observatory, Greenwich. */
export const DEFAULT_STATION = { lat: 51.4779, lon: -0.0015, heightKm: 0.046 };

export function useSceneInputs(sceneId: string | undefined) {
  // Same key as the Settings screen, so a volume change there is already in the cache.
  const settings = useQuery({ ...settingsQuery(i18n.t('vr:settingsFailed')), staleTime: 30_000 });
  // The sky API's ISS element set when it offers one; otherwise the scene uses the nominal ISS.
  const iss = useQuery({
    queryKey: keys.vr.iss(),
    enabled: sceneId === 'space-station',
    retry: false,
    staleTime: 600_000,
    queryFn: async () => {
      try {
        const o = await fetchObject(ISS_ID, i18n.t('vr:celestialFailed'));
        return o.elements
          ? {
              line1: o.elements.line1,
              line2: o.elements.line2,
              source: o.source === 'live' ? ('live' as const) : ('nominal' as const),
            }
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
