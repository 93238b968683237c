import type { Db } from '../../db/client.ts';
import type { CatalogueLoader } from '../../sky/engine.ts';
import type { SatelliteMeta } from '../../sky/satellite-info.ts';
import { getVersion, listStars } from './catalog.repository.ts';
import { listSatellitesWithMeta, type SatelliteWithMetaRow } from './satcat.repository.ts';

function metaOf(r: SatelliteWithMetaRow): SatelliteMeta | null {
  if (r.meta_source === null) return null;
  return {
    cospar: r.cospar,
    objectType: r.object_type as SatelliteMeta['objectType'],
    owner: r.owner,
    launchDate: r.launch_date,
    launchSite: r.launch_site,
    decayDate: r.decay_date,
    rcsSize: r.rcs_size as SatelliteMeta['rcsSize'],
    source: r.meta_source,
  };
}

/** The sky engine's view of the stored catalogue: rows turned into the engine's records, read through the repository. */
export function catalogueLoader(db: Db): CatalogueLoader {
  return {
    version: () => getVersion(db),
    satellites: async () =>
      (await listSatellitesWithMeta(db)).map((r) => ({
        noradId: r.norad_id,
        name: r.name,
        line1: r.line1,
        line2: r.line2,
        source: r.source,
        updatedAt: new Date(r.updated_at).toISOString(),
        meta: metaOf(r),
      })),
    stars: async () =>
      (await listStars(db)).map((s) => ({
        rec: {
          id: s.id,
          name: s.name,
          hip: s.hip,
          raDeg: s.ra_deg,
          decDeg: s.dec_deg,
          distanceLy: s.distance_ly,
          vmag: s.vmag,
          spectralType: s.spectral_type,
          teffK: s.teff_k,
          teffSource: s.teff_k === null ? null : 'b-v',
          bv: null,
          massSun: s.mass_sun,
          radiusSun: s.radius_sun,
        },
        updatedAt: new Date(s.updated_at).toISOString(),
      })),
  };
}
