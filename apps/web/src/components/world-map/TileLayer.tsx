import { useSyncExternalStore } from 'react';
import type { ImageryLayerName } from '../../lib/imagery';
import { tileRect, visibleTiles, type MapView, type TileIndex } from './map-view';
import type { TileStore } from './tile-store';

/** Tiles overlap by this fraction of their side, so no hairline of ocean shows between neighbours. */
const SEAM = 0.004;

/**
 * The imagery of the view: every loaded tile of the shallower levels that is in sight, scaled (so the map is never
 * blank while finer tiles arrive, and beyond the plan the last allowed level stays), then the tiles of `level`.
 * Drawing only: what to fetch is decided by the map (TileStore.want).
 */
export function TileLayer(props: { store: TileStore; layer: ImageryLayerName; view: MapView; level: number }) {
  const { store, layer, view, level } = props;
  useSyncExternalStore(store.subscribe, store.getVersion);
  const shown: { t: TileIndex; url: string }[] = [];
  for (let z = 0; z <= level; z++)
    for (const t of visibleTiles(view, z)) {
      const s = store.get(layer, t);
      if (s?.status === 'ready') shown.push({ t, url: s.url });
    }
  return (
    <g data-testid="imagery-tiles" data-level={level}>
      {shown.map(({ t, url }) => {
        const r = tileRect(t);
        const pad = r.w * SEAM;
        return (
          <image
            key={`${t.z}/${t.y}/${t.x}`}
            href={url}
            x={r.x}
            y={r.y}
            width={r.w + pad}
            height={r.h + pad}
            preserveAspectRatio="none"
            data-tile={`${t.z}/${t.y}/${t.x}`}
          />
        );
      })}
    </g>
  );
}
