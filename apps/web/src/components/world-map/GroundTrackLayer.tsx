import { footprint } from '@cosmos/astro';
import { linePath } from './geo';
import { useMapScale } from './map-scale';

export interface TrackPoint {
  lat: number;
  lon: number;
  /** ms since the epoch */
  t: number;
  altKm: number;
}

/**
 * One satellite on a WorldMap: its track before `now` (dashed), after it (solid), where it is at `now`
 * and the circle of ground from which it stands above the horizon (its footprint, 0° mask) and above 10°
 * (dotted). Pure drawing: the caller fetches the track.
 */
export function GroundTrackLayer(props: {
  id: string;
  name: string;
  points: TrackPoint[];
  now: number;
  color: string;
}) {
  const { points: pts, now, color, name } = props;
  const k = useMapScale(); // the marker and its label keep their size on screen at every zoom
  if (pts.length < 2) return null;
  const split = pts.findIndex((p) => p.t >= now);
  const cut = split < 0 ? pts.length - 1 : split;
  const past = pts.slice(0, cut + 1);
  const next = pts.slice(cut);
  const here = pts[cut]!;
  const ring0 = footprint(here, here.altKm, 0, 96);
  const ring10 = footprint(here, here.altKm, 10, 96);
  const close = (r: typeof ring0) => [...r, r[0]!];
  return (
    <g data-testid={`sat-layer-${props.id}`}>
      <path
        d={linePath(past)}
        fill="none"
        stroke={color}
        strokeWidth={1.2}
        strokeDasharray="3 3"
        opacity={0.7}
        vectorEffect="non-scaling-stroke"
        data-testid="track-past"
      />
      <path
        d={linePath(next)}
        fill="none"
        stroke={color}
        strokeWidth={1.8}
        vectorEffect="non-scaling-stroke"
        data-testid="track-next"
      />
      <path
        d={linePath(close(ring0))}
        fill="none"
        stroke={color}
        strokeWidth={1.2}
        opacity={0.9}
        vectorEffect="non-scaling-stroke"
      />
      <path
        d={linePath(close(ring10))}
        fill="none"
        stroke={color}
        strokeWidth={1}
        strokeDasharray="1 3"
        vectorEffect="non-scaling-stroke"
      />
      <circle
        cx={here.lon + 180}
        cy={90 - here.lat}
        r={1.6 / k}
        fill={color}
        stroke="#fff"
        strokeWidth={0.4 / k}
        data-testid="track-here"
      >
        <title>{name}</title>
      </circle>
      <text
        x={here.lon + 180 + 2.2 / k}
        y={90 - here.lat + 1 / k}
        fontSize={4 / k}
        fill={color}
        style={{ paintOrder: 'stroke' }}
        stroke="rgba(0,0,0,0.6)"
        strokeWidth={0.6 / k}
      >
        {name}
      </text>
    </g>
  );
}
