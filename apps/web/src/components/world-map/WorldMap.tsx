import type { PlanId } from '@cosmos/contracts';
import { Box } from '@mui/material';
import type { MouseEvent, ReactNode } from 'react';
import type { ImageryLayerName } from '../../lib/imagery';
import { MAP_H, MAP_W } from './geo';
import { MapDrawing, useOcean } from './MapDrawing';
import { PannableMap } from './PannableMap';

export interface WorldMapProps {
  ariaLabel: string;
  /** Draws day and night at this instant (ms); without it, the map has no terminator. */
  now?: number;
  sunLabel?: string;
  /** An equirectangular Earth image (−180° at the left, north up) drawn under the coastlines. */
  imagery?: string;
  /**
   * Makes the map pan and zoom, drawn from imagery tiles of the level the view needs, never deeper than the plan
   * allows (beyond it the map shows the last allowed level and an upgrade prompt). Without a plan, Basic's cap.
   */
  tiles?: { layer: ImageryLayerName; planId?: PlanId };
  /** Called with the geographic point under a click. */
  onPick?: (lat: number, lon: number) => void;
  children?: ReactNode;
  testId?: string;
}

/**
 * The world on an equirectangular SVG (viewBox 0 0 360 180, scales to any width): ocean, land, a few
 * parallels and, with `now`, the night side and the subsolar point. Layers (tracks, places) go in
 * `children`, drawn in map coordinates (see geo.ts). Labels come translated from the caller.
 * With `tiles` it is the pannable, zoomable map (PannableMap); otherwise a fixed picture of the whole world.
 */
export function WorldMap(props: WorldMapProps) {
  if (props.tiles) return <PannableMap {...props} tiles={props.tiles} />;
  return <FixedMap {...props} />;
}

function FixedMap(props: WorldMapProps) {
  const ocean = useOcean();
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${MAP_W} ${MAP_H}`}
      role="img"
      aria-label={props.ariaLabel}
      data-testid={props.testId}
      onClick={
        props.onPick &&
        ((e: MouseEvent<SVGSVGElement>) => {
          const box = e.currentTarget.getBoundingClientRect();
          if (!box.width || !box.height) return;
          const x = ((e.clientX - box.left) / box.width) * MAP_W;
          const y = ((e.clientY - box.top) / box.height) * MAP_H;
          props.onPick!(90 - y, x - 180);
        })
      }
      sx={{ display: 'block', width: '100%', height: 'auto', background: ocean }}
    >
      <MapDrawing now={props.now} sunLabel={props.sunLabel} imagery={props.imagery}>
        {props.children}
      </MapDrawing>
    </Box>
  );
}
