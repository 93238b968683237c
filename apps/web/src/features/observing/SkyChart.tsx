/**
 * The sky chart's drawing: the dome in the sky's colour, the altitude and azimuth grid, constellation figures and
 * names, the stars, the horizon profile, planets, the Sun and Moon, satellites with their pass tracks, the picked
 * object's ring and the cardinal points. Planets, the Moon and satellites are each a control of their own (keyboard,
 * screen readers); a click elsewhere goes to `onClick`.
 */
import type { HorizonProfile } from '@cosmos/contracts';
import { Box } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { viewBox, type View } from './chart-view';
import { HorizonLayer } from './HorizonLayer';
import { domeXY, starRadius } from './sky-dome';
import type { Pick } from './sky-picks';
import { HALF, R, type SkyScene, type Track } from './sky-scene';

const CARDINALS = [
  { key: 'N', az: 0 },
  { key: 'E', az: 90 },
  { key: 'S', az: 180 },
  { key: 'W', az: 270 },
] as const;

interface Props {
  scene: SkyScene;
  /** The stars to draw: the scene's, to the slider's magnitude. */
  stars: Pick[];
  tracks: Track[];
  sats: Pick[];
  picked: Pick | null;
  horizon: HorizonProfile | null | undefined;
  placeName: string;
  view: View;
  /** Pointer and wheel handlers of the chart's pan and zoom (useChartView). */
  handlers: object;
  onClick: (e: React.MouseEvent<SVGSVGElement>) => void;
  /** Makes a planet, the Moon or a satellite a button that opens its details. */
  pickable: (p: Pick) => object;
}

export function SkyChart({ scene, stars, tracks, sats, picked, horizon, placeName, view, ...on }: Props) {
  const { t } = useTranslation('observing');
  const { t: tp } = useTranslation('planetarium');
  const { colours } = scene;
  const z = view.zoom;
  const starPath = useMemo(() => starsPath(stars, z), [stars, z]);
  return (
    <Box
      component="svg"
      viewBox={viewBox(view, HALF)}
      // A group, not an image: planets, the Moon and satellites inside are buttons (axe: nested-interactive).
      role="group"
      aria-label={t('sky.aria', { place: placeName })}
      data-sky={colours.phase}
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        maxHeight: '100dvh',
        cursor: 'crosshair',
        // At full size the page scrolls under a finger; zoomed in, a drag pans the chart.
        touchAction: z > 1 ? 'none' : 'pan-y',
      }}
      onClick={on.onClick}
      {...on.handlers}
    >
      <title>{tp('clickHint')}</title>
      <defs>
        <radialGradient id="sky-gradient">
          <stop offset="0%" stopColor={colours.zenith} />
          <stop offset="100%" stopColor={colours.horizon} />
        </radialGradient>
      </defs>
      <circle r={R} fill="url(#sky-gradient)" data-testid="sky-disc" data-zenith={colours.zenith} />
      {[30, 60].map((alt) => (
        <circle
          key={alt}
          r={(R * (90 - alt)) / 90}
          fill="none"
          stroke={colours.grid}
          strokeWidth={0.15 / z}
          opacity={0.6}
        />
      ))}
      {[0, 45, 90, 135].map((az) => {
        const [x, y] = domeXY({ altDeg: 0, azDeg: az }, R);
        return (
          <line key={az} x1={x} y1={y} x2={-x} y2={-y} stroke={colours.grid} strokeWidth={0.15 / z} opacity={0.6} />
        );
      })}
      <path d={scene.lines.join('')} fill="none" stroke="#64b5f6" strokeWidth={0.25 / z} opacity={0.7} />
      <path d={starPath} fill="#fff" data-testid="sky-stars" data-stars={stars.length} />
      {scene.constellations.map((n) => (
        <text
          key={n.id}
          x={n.xy[0]}
          y={n.xy[1]}
          fontSize={2.6 / Math.sqrt(z)}
          fill={colours.label}
          textAnchor="middle"
          opacity={0.85}
          data-testid="constellation"
        >
          {n.iau}
          {n.local && (
            <tspan x={n.xy[0]} dy="1.1em" fontSize="0.85em" fontStyle="italic">
              {n.local}
            </tspan>
          )}
        </text>
      ))}
      {horizon && (
        <HorizonLayer profile={horizon} radius={R} colour={colours.phase === 'day' ? '#3e4a3a' : '#0b0f0a'} />
      )}
      {scene.bodies.map((b) => {
        if (b.kind !== 'body') return null;
        const color = b.id === 'sun' ? '#ffd54f' : b.id === 'moon' ? '#eceff1' : '#ffb74d';
        const [x, y] = b.xy;
        return (
          <g key={b.id} data-testid={`body-${b.id}`} {...on.pickable(b)}>
            <circle cx={x} cy={y} r={(b.id === 'moon' || b.id === 'sun' ? 2.4 : 1.3) / Math.sqrt(z)} fill={color} />
            <text {...labelBeside(x, 2.8 / z)} y={y + 1 / z} fontSize={3.2 / Math.sqrt(z)} fill={color}>
              {b.id === 'moon' ? t('sky.moon', { lit: Math.round(scene.moonLit * 100) }) : t(`sky.bodies.${b.id}`)}
            </text>
          </g>
        );
      })}
      {tracks.map((track) => (
        <g key={track.key} data-testid="sky-pass-track">
          {track.segments.map((seg, i) => (
            <path
              key={i}
              d={seg.d}
              fill="none"
              stroke="#69f0ae"
              strokeWidth={(seg.visible ? 0.6 : 0.3) / z}
              strokeDasharray={seg.visible ? undefined : '1 1'}
              opacity={seg.visible ? 0.95 : 0.6}
            />
          ))}
        </g>
      ))}
      {sats.map((sat) =>
        sat.kind === 'sat' ? (
          <g key={sat.id} data-testid="sky-satellite" {...on.pickable(sat)}>
            <circle cx={sat.xy[0]} cy={sat.xy[1]} r={1.4 / Math.sqrt(z)} fill="#69f0ae" />
            <text {...labelBeside(sat.xy[0], 2.4 / z)} y={sat.xy[1] + 1 / z} fontSize={3 / Math.sqrt(z)} fill="#69f0ae">
              {sat.name}
            </text>
          </g>
        ) : null,
      )}
      {picked && (
        <circle
          cx={picked.xy[0]}
          cy={picked.xy[1]}
          r={3.5 / z}
          fill="none"
          stroke="#ffeb3b"
          strokeWidth={0.5 / z}
          pointerEvents="none"
        />
      )}
      {CARDINALS.map((c) => {
        const [x, y] = domeXY({ altDeg: -4, azDeg: c.az }, R);
        return (
          <text key={c.key} x={x} y={y + 1.5} fontSize={4.5} fill="#9e9e9e" textAnchor="middle" fontWeight={700}>
            {t(`sky.cardinal.${c.key}`)}
          </text>
        );
      })}
    </Box>
  );
}

/**
 * Every star as one path of discs (two arcs each), not a <circle> apiece: a redraw then sets one attribute instead of
 * ~2,700 elements' three, and the browser lays out and paints one shape (npm run bench:skychart: the frame at 4× CPU
 * slowdown fell from about 280 ms).
 */
function starsPath(stars: Pick[], zoom: number): string {
  const k = 1 / 2.2 / Math.sqrt(zoom);
  let d = '';
  for (const s of stars) {
    const r = (starRadius(s.mag!) * k).toFixed(3);
    d += `M${(s.xy[0] - Number(r)).toFixed(2)} ${s.xy[1].toFixed(2)}a${r} ${r} 0 1 0 ${2 * Number(r)} 0a${r} ${r} 0 1 0 ${-2 * Number(r)} 0`;
  }
  return d;
}

/**
 * A body's or satellite's label beside it, on the side towards the middle of the chart: near the west rim a label
 * to the right ran out of the chart and was cut ("Moon (51% lit" at the edge).
 */
function labelBeside(x: number, gap: number) {
  return x > R * 0.55 ? { x: x - gap, textAnchor: 'end' as const } : { x: x + gap };
}
