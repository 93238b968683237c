import { subsolarPoint } from '@cosmos/astro';
import { Box, useTheme } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useMemo, type MouseEvent, type ReactNode } from 'react';
import { MAP_H, MAP_W, nightPolygon, polygonPath } from './geo';
import { landPath } from './land';

/**
 * The world on an equirectangular SVG (viewBox 0 0 360 180, scales to any width): ocean, land, a few
 * parallels and, with `now`, the night side and the subsolar point. Layers (tracks, places) go in
 * `children`, drawn in map coordinates (see geo.ts). Labels come translated from the caller.
 */
export function WorldMap(props: {
  ariaLabel: string;
  /** Draws day and night at this instant (ms); without it, the map has no terminator. */
  now?: number;
  sunLabel?: string;
  /** An equirectangular Earth image (−180° at the left, north up) drawn under the coastlines. */
  imagery?: string;
  /** Called with the geographic point under a click. */
  onPick?: (lat: number, lon: number) => void;
  children?: ReactNode;
  testId?: string;
}) {
  const theme = useTheme();
  const dark = theme.palette.mode === 'dark';
  const land = useMemo(() => landPath(), []);
  const ocean = dark ? '#0d1b2a' : '#cfe8f7';
  const landFill = dark ? '#2f3e46' : '#e9e4d4';
  const sun = props.now === undefined ? null : subsolarPoint(props.now);
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
      {props.imagery && (
        <image href={props.imagery} x={0} y={0} width={MAP_W} height={MAP_H} preserveAspectRatio="none" />
      )}
      <path
        d={land}
        fill={props.imagery ? 'none' : landFill}
        stroke={alpha(theme.palette.text.primary, 0.25)}
        strokeWidth={0.5}
        vectorEffect="non-scaling-stroke"
      />
      {[-60, -30, 0, 30, 60].map((lat) => (
        <line
          key={lat}
          x1={0}
          x2={MAP_W}
          y1={90 - lat}
          y2={90 - lat}
          stroke={alpha(theme.palette.text.primary, 0.08)}
          strokeWidth={0.5}
          vectorEffect="non-scaling-stroke"
        />
      ))}
      {props.now !== undefined && (
        <path
          d={polygonPath(nightPolygon(props.now, 2))}
          fill={dark ? 'rgba(0,0,0,0.5)' : 'rgba(10,20,60,0.35)'}
          data-testid="night"
        />
      )}
      {sun && (
        <circle cx={sun.lon + 180} cy={90 - sun.lat} r={2.4} fill="#ffd54f" stroke="#ff8f00" strokeWidth={0.5}>
          {props.sunLabel && <title>{props.sunLabel}</title>}
        </circle>
      )}
      {props.children}
    </Box>
  );
}
