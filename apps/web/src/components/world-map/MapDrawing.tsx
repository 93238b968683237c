import { subsolarPoint } from '@cosmos/astro';
import { useTheme } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { MAP_H, MAP_W, nightPolygon, polygonPath } from './geo';
import { landPath } from './land';
import { MapScaleContext } from './map-scale';

export function useOcean() {
  return useTheme().palette.mode === 'dark' ? '#0d1b2a' : '#cfe8f7';
}

/**
 * What every world map draws, in map units: imagery (a whole-world image, or the tile layer in `base`), land
 * (outlined over imagery), parallels, night, the Sun, then the caller's layers. `scale` is the zoom factor, so
 * markers keep their size on screen.
 */
export function MapDrawing(props: {
  now?: number;
  sunLabel?: string;
  imagery?: string;
  base?: ReactNode;
  scale?: number;
  children?: ReactNode;
}) {
  const theme = useTheme();
  const dark = theme.palette.mode === 'dark';
  const land = useMemo(() => landPath(), []);
  const landFill = dark ? '#2f3e46' : '#e9e4d4';
  const k = props.scale ?? 1;
  const sun = props.now === undefined ? null : subsolarPoint(props.now);
  // A finer terminator when zoomed in, so its edge stays smooth on screen (2° steps show as corners beyond ×4).
  const step = k >= 8 ? 0.5 : k >= 2 ? 1 : 2;
  const night = useMemo(
    () => (props.now === undefined ? null : polygonPath(nightPolygon(props.now, step))),
    [props.now, step],
  );
  const hasImagery = Boolean(props.imagery || props.base);
  return (
    <MapScaleContext.Provider value={k}>
      {props.imagery && (
        <image href={props.imagery} x={0} y={0} width={MAP_W} height={MAP_H} preserveAspectRatio="none" />
      )}
      {props.base}
      <path
        d={land}
        fill={hasImagery ? 'none' : landFill}
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
      {night && <path d={night} fill={dark ? 'rgba(0,0,0,0.5)' : 'rgba(10,20,60,0.35)'} data-testid="night" />}
      {sun && (
        <circle cx={sun.lon + 180} cy={90 - sun.lat} r={2.4 / k} fill="#ffd54f" stroke="#ff8f00" strokeWidth={0.5 / k}>
          {props.sunLabel && <title>{props.sunLabel}</title>}
        </circle>
      )}
      {props.children}
    </MapScaleContext.Provider>
  );
}
