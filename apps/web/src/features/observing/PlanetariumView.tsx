import {
  apparentAltitudeDeg,
  apparentRaDec,
  bodyMagnitude,
  limitingMagnitude,
  luminariesAt,
  unrefractedAltitudeDeg,
  type SolarSystemId,
} from '@cosmos/astro';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import {
  Alert,
  Box,
  CircularProgress,
  IconButton,
  Paper,
  Slider,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { usePlaces } from '../../lib/places';
import { useChartView, viewBox } from './chart-view';
import { HorizonEditor } from './HorizonEditor';
import { HorizonLayer, useHorizonProfile } from './HorizonLayer';
import { skyColours } from './sky-colour';
import { apparentAltAz, domeAltAz, domeXY, starRadius } from './sky-dome';
import { loadSkyData } from './sky-data';
import { nearest, starNames, type Pick } from './sky-picks';
import { passTracks, satelliteNow, useFollowedElements } from './sky-satellites';
import { SkyDetails } from './SkyDetails';
import { SkyTimeControl } from './SkyTimeControl';

const R = 100;
const HALF = R + 8;
/** Satellites' pass tracks are drawn for the chosen time ± this (a pass under way at either end is drawn whole). */
const TRACK_WINDOW_MS = 30 * 60_000;
const PLANETS: SolarSystemId[] = ['mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune'];
const CARDINALS = [
  { key: 'N', az: 0 },
  { key: 'E', az: 90 },
  { key: 'S', az: 180 },
  { key: 'W', az: 270 },
] as const;
type SatMode = 'all' | 'visible' | 'none';

/**
 * The sky above the user's default place at the chosen time (live by default): the sky's colour follows the Sun
 * (day, the three twilights, night) and hides the stars fainter than the sky shows then; stars precessed to the
 * date, constellation figures with their IAU names (and the reader's own name for them in other languages), planets, the
 * Moon, the place's horizon profile, and the followed satellites along their pass tracks. A click on an object opens
 * its details; a click on empty sky asks "what was that?". Drag, pinch and the wheel pan and zoom.
 */
export function PlanetariumView() {
  const { t, i18n } = useTranslation('observing');
  const { t: tp } = useTranslation('planetarium');
  const locations = usePlaces();
  const data = useQuery({ queryKey: ['observing', 'sky-data'], queryFn: loadSkyData, staleTime: Infinity });
  // null: live. Otherwise the chosen instant, which stands still.
  const [fixed, setFixed] = useState<number | null>(null);
  const [liveNow, setNow] = useState(() => Date.now());
  useEffect(() => {
    const h = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(h);
  }, []);
  // Satellites cross the sky in minutes: they move every 5 s, the stars every minute.
  const [liveTick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const h = setInterval(() => setTick(Date.now()), 5_000);
    return () => clearInterval(h);
  }, []);
  const now = fixed ?? liveNow;
  const tick = fixed ?? liveTick;
  const [limit, setLimit] = useState(6.5);
  const [satMode, setSatMode] = useState<SatMode>('all');
  const [picked, setPicked] = useState<Pick | null>(null);
  const chart = useChartView(R);
  const frame = useRef<HTMLDivElement>(null);
  const elements = useFollowedElements();
  const navigate = useNavigate();
  const home = locations.data?.find((l) => l.isDefault) ?? locations.data?.[0];
  const horizon = useHorizonProfile(home?.id);
  const site = useMemo(
    () => home && { lat: home.latitude, lon: home.longitude, heightKm: (home.elevationM ?? 0) / 1000 },
    [home],
  );
  const names = useMemo(() => (data.data ? starNames(data.data.stars) : new Map()), [data.data]);
  const tracks = useMemo(() => {
    if (!site || !elements.data || satMode === 'none') return [];
    return elements.data.flatMap((sat) =>
      passTracks(sat, site, now - TRACK_WINDOW_MS, now + TRACK_WINDOW_MS)
        .filter((pass) => satMode === 'all' || pass.some((p) => p.visible))
        .map((pass, i) => ({
          key: `${sat.name}-${i}`,
          segments: trackSegments(pass.map((p) => ({ xy: domeXY(p, R), visible: p.visible }))),
        })),
    );
  }, [site, elements.data, now, satMode]);
  const sats = useMemo(() => {
    if (!site || !elements.data || satMode === 'none') return [];
    return elements.data.flatMap((sat): Pick[] => {
      const p = satelliteNow(sat, site, tick);
      if (!p || p.altDeg <= 0 || (satMode === 'visible' && !p.visible)) return [];
      const shown = { altDeg: apparentAltitudeDeg(p.altDeg), azDeg: p.azDeg };
      const id = `sat-${Number(sat.satrec.satnum)}`;
      return [{ kind: 'sat', xy: domeXY(shown, R), p: shown, mag: p.magnitude, id, name: sat.name, sat }];
    });
  }, [site, elements.data, tick, satMode]);
  const lang = i18n.language.slice(0, 2);

  const drawn = useMemo(() => {
    if (!data.data || !home || !site) return null;
    const { latitude: lat, longitude: lon } = home;
    const at = (ra: number, dec: number) => apparentAltAz(ra, dec, lat, lon, now, true);
    const atOfDate = (ra: number, dec: number) => apparentAltAz(ra, dec, lat, lon, now, false);
    // The faintest star the sky shows now at the zenith (twilight, Moon), so a daytime sky has no stars.
    const lum = luminariesAt(site, now);
    const skyLimit = limitingMagnitude({
      sunAltitudeDeg: lum.sunAltitudeDeg,
      moonAltitudeDeg: lum.moonAltitudeDeg,
      moonPhaseAngleDeg: lum.moonPhaseAngleDeg,
      moonSeparationDeg: 90 - lum.moonAltitudeDeg,
      targetAltitudeDeg: 90,
    });
    const stars: Pick[] = [];
    data.data.stars.forEach((s, i) => {
      if (s.mag > Math.max(skyLimit, -2)) return;
      const p = at(s.ra, s.dec);
      if (p.altDeg <= 0) return;
      const named = names.get(i);
      stars.push({
        kind: 'star',
        xy: domeXY(p, R),
        p,
        mag: s.mag,
        ra: s.ra,
        dec: s.dec,
        name: named?.name ?? null,
        id: named?.id ?? null,
      });
    });
    const lines: string[] = [];
    for (const c of data.data.lines)
      for (const run of c.runs) {
        let d = '';
        let pen = false;
        for (const [ra, dec] of run) {
          const p = at(ra, dec);
          if (p.altDeg < 0) {
            pen = false;
            continue;
          }
          const [x, y] = domeXY(p, R);
          d += `${pen ? 'L' : 'M'}${x.toFixed(2)} ${y.toFixed(2)}`;
          pen = true;
        }
        if (d.includes('L')) lines.push(d);
      }
    // The IAU name ("Boötes") always; in another language the reader's own name under it ("Boyero", "Boote", "Boieiro").
    const constellations = data.data.names
      .map((n) => ({ n, p: at(n.ra, n.dec) }))
      .filter(({ p }) => p.altDeg > 5)
      .map(({ n, p }) => {
        const iau = n.names.name || n.id;
        const local = lang !== 'en' ? n.names[lang] : undefined;
        return { id: n.id, xy: domeXY(p, R), iau, local: local && local !== iau ? local : null };
      });
    const place = { lat, lon, heightM: home.elevationM ?? 0 };
    const date = new Date(now);
    const bodies = [...PLANETS, 'moon' as const, 'sun' as const]
      .map((id): Pick | null => {
        const eq = apparentRaDec(id, date, place);
        const p = atOfDate(eq.raDeg, eq.decDeg);
        return p.altDeg > 0 ? { kind: 'body', id, xy: domeXY(p, R), p, mag: bodyMagnitude(id, now) } : null;
      })
      .filter((b): b is Pick => b !== null);
    return {
      stars,
      lines,
      constellations,
      bodies,
      moonLit: lum.moonIllumination,
      colours: skyColours(lum.sunAltitudeDeg),
      skyLimit,
    };
  }, [data.data, home, site, now, lang, names]);

  if (locations.isSuccess && !home) return <Alert severity="info">{t('sky.noLocation')}</Alert>;
  if (!drawn) return <CircularProgress aria-label={t('sky.loading')} />;
  const { colours } = drawn;
  const shownStars = drawn.stars.filter((s) => s.mag! <= limit);
  const z = chart.view.zoom;

  const onClick = (e: React.MouseEvent<SVGSVGElement>) => {
    if (chart.moved()) return;
    const m = e.currentTarget.getScreenCTM();
    if (!m) return;
    const pt = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    // Only named or bright stars answer a click: with thousands of faint ones drawn, nearly every click landed near
    // one and "click the sky to identify what passed there" never got its turn.
    const hit = nearest([...drawn.bodies, ...sats, ...shownStars.filter(isClickableStar)], pt.x, pt.y, 4 / z);
    if (hit) return setPicked(hit);
    const dir = domeAltAz(pt.x, pt.y, R);
    if (!dir) return;
    // The chart is refracted; "what was that?" works with geometric elevations.
    const q = new URLSearchParams({
      azimuthDeg: dir.azDeg.toFixed(1),
      elevationDeg: Math.max(0, unrefractedAltitudeDeg(dir.altDeg)).toFixed(1),
      at: String(Math.round(tick)),
    });
    void navigate(`${paths.observingIdentify.to()}?${q}`);
  };
  // Planets, the Moon and satellites are few: each is also a control of its own (keyboard, screen readers).
  const pickable = (p: Pick) => ({
    role: 'button',
    tabIndex: 0,
    'aria-label': tp('detailsOf', {
      name: p.kind === 'sat' ? p.name : p.kind === 'body' ? t(`sky.bodies.${p.id}`, { defaultValue: tp('moon') }) : '',
    }),
    style: { cursor: 'pointer' },
    onClick: (e: React.MouseEvent) => {
      e.stopPropagation();
      if (!chart.moved()) setPicked(p);
    },
    onKeyDown: (e: React.KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        setPicked(p);
      }
    },
  });
  const fullscreen = () => {
    const el = frame.current;
    if (!el) return;
    if (document.fullscreenElement) void document.exitFullscreen();
    else void el.requestFullscreen?.();
  };

  return (
    <Stack spacing={1}>
      <SkyTimeControl shown={now} fixed={fixed} onChange={setFixed} />
      <Typography color="text.secondary">
        {t('sky.caption', { place: home!.name, time: formatDateTime(now) })}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Box sx={{ minWidth: 200, flex: '1 1 220px', maxWidth: 360 }}>
          <Typography id="sky-limit" variant="body2">
            {tp('limit', { mag: limit.toFixed(1), sky: drawn.skyLimit.toFixed(1).replace('-', '−') })}
          </Typography>
          <Slider
            aria-labelledby="sky-limit"
            size="small"
            min={0}
            max={6.5}
            step={0.5}
            value={limit}
            onChange={(_e, v) => setLimit(v as number)}
            valueLabelDisplay="auto"
          />
        </Box>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={satMode}
          onChange={(_e, v: SatMode | null) => v && setSatMode(v)}
          aria-label={tp('satellites.group')}
        >
          {(['all', 'visible', 'none'] as const).map((m) => (
            <ToggleButton key={m} value={m}>
              {tp(`satellites.${m}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography variant="body2" color="text.secondary" data-testid="sky-phase" data-phase={colours.phase}>
          {tp(`phase.${colours.phase}`)}
        </Typography>
      </Stack>
      <Paper
        ref={frame}
        variant="outlined"
        sx={{
          p: { xs: 0, sm: 1 },
          // Edge to edge on a phone: out through the page's padding (16 px) and the Observing panel's (8 px). '&&'
          // outranks the margin reset the surrounding Stack gives its children, which had left only the wider width
          // and pushed the page 8 px sideways (issue 36).
          '&&': { mx: { xs: -3, sm: 'auto' } },
          borderRadius: { xs: 0, sm: 1 },
          maxWidth: { sm: 820 },
          width: { xs: 'calc(100% + 48px)', sm: '100%' },
          position: 'relative',
          bgcolor: 'background.paper',
          '&:fullscreen': { display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: '#000' },
        }}
      >
        <Box
          component="svg"
          viewBox={viewBox(chart.view, HALF)}
          // A group, not an image: planets, the Moon and satellites inside are buttons (axe: nested-interactive).
          role="group"
          aria-label={t('sky.aria', { place: home!.name })}
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
          onClick={onClick}
          {...chart.handlers}
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
          <path d={drawn.lines.join('')} fill="none" stroke="#64b5f6" strokeWidth={0.25 / z} opacity={0.7} />
          {shownStars.map((s, i) => (
            <circle key={i} cx={s.xy[0]} cy={s.xy[1]} r={starRadius(s.mag!) / 2.2 / Math.sqrt(z)} fill="#fff" />
          ))}
          {drawn.constellations.map((n) => (
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
          {drawn.bodies.map((b) => {
            if (b.kind !== 'body') return null;
            const color = b.id === 'sun' ? '#ffd54f' : b.id === 'moon' ? '#eceff1' : '#ffb74d';
            const [x, y] = b.xy;
            return (
              <g key={b.id} data-testid={`body-${b.id}`} {...pickable(b)}>
                <circle cx={x} cy={y} r={(b.id === 'moon' || b.id === 'sun' ? 2.4 : 1.3) / Math.sqrt(z)} fill={color} />
                <text x={x + 2.8 / z} y={y + 1 / z} fontSize={3.2 / Math.sqrt(z)} fill={color}>
                  {b.id === 'moon' ? t('sky.moon', { lit: Math.round(drawn.moonLit * 100) }) : t(`sky.bodies.${b.id}`)}
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
              <g key={sat.id} data-testid="sky-satellite" {...pickable(sat)}>
                <circle cx={sat.xy[0]} cy={sat.xy[1]} r={1.4 / Math.sqrt(z)} fill="#69f0ae" />
                <text x={sat.xy[0] + 2.4 / z} y={sat.xy[1] + 1 / z} fontSize={3 / Math.sqrt(z)} fill="#69f0ae">
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
        <Stack direction="row" sx={{ position: 'absolute', right: 4, top: 4 }}>
          <Tooltip title={tp('zoomIn')}>
            <IconButton size="small" aria-label={tp('zoomIn')} onClick={() => chart.zoomBy(1.5)}>
              <ZoomInIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={tp('zoomOut')}>
            <IconButton size="small" aria-label={tp('zoomOut')} onClick={() => chart.zoomBy(1 / 1.5)}>
              <ZoomOutIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={tp('fullscreen')}>
            <IconButton size="small" aria-label={tp('fullscreen')} onClick={fullscreen}>
              <FullscreenIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      </Paper>
      {picked && site && <SkyDetails pick={picked} site={site} now={tick} onClose={() => setPicked(null)} />}
      {home && <HorizonEditor placeId={home.id} profile={horizon} />}
      <Typography variant="caption" color="text.secondary">
        {t('sky.tracksLegend')} {t('sky.credit', { stars: data.data!.stars.length })}
      </Typography>
    </Stack>
  );
}

/** Splits a pass track into runs where the satellite can or cannot be seen (solid / dashed on the chart). */
function trackSegments(points: { xy: [number, number]; visible: boolean }[]) {
  const out: { d: string; visible: boolean }[] = [];
  let cur: { d: string; visible: boolean } | null = null;
  let last = '';
  for (const p of points) {
    const xy = `${p.xy[0].toFixed(2)} ${p.xy[1].toFixed(2)}`;
    if (!cur || cur.visible !== p.visible) {
      // Start the new run where the last one ended, so the track has no gaps.
      cur = { d: `M${last || xy}L${xy}`, visible: p.visible };
      out.push(cur);
    } else cur.d += `L${xy}`;
    last = xy;
  }
  return out;
}

const isClickableStar = (s: Pick) => s.kind === 'star' && (s.name !== null || s.mag <= 3.5);
