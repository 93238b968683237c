import { useSyncExternalStore } from 'react';
import type { ImageryLayerName } from '../../lib/imagery';
import { tileRect, visibleTiles, type MapView, type TileIndex } from './map-view';
import type { TileStore } from './tile-store';

/** Tiles overlap by this fraction of their side, so no hairline of ocean shows between neighbours. */
const SEAM = 0.004;

/**
 * The imagery of the view: the tiles of `level` in sight, over the loaded tiles of shallower levels, scaled, where a
 * tile of `level` is still missing (so the map is never blank while finer tiles arrive). Beyond the plan, `level` is
 * the last allowed one, drawn scaled.
 * Drawing only: what to fetch is decided by the map (TileStore.want).
 */
export function TileLayer(props: { store: TileStore; layer: ImageryLayerName; view: MapView; level: number }) {
  const { store, layer, view, level } = props;
  useSyncExternalStore(store.subscribe, store.getVersion);
  const current = visibleTiles(view, level);
  // A shallower tile is drawn only where a tile of the current level in sight is still missing: no overdraw once
  // the view has loaded.
  const missing = new Set<string>();
  for (const t of current)
    if (store.get(layer, t)?.status !== 'ready')
      for (let z = 0; z < level; z++) missing.add(`${z}/${t.y >> (level - z)}/${t.x >> (level - z)}`);
  const shown: { t: TileIndex; url: string }[] = [];
  for (let z = 0; z <= level; z++)
    for (const t of z === level ? current : visibleTiles(view, z)) {
      if (z < level && !missing.has(`${z}/${t.y}/${t.x}`)) continue;
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
