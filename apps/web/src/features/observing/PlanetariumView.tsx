import { apparentAltitudeDeg, apparentRaDec, unrefractedAltitudeDeg, type SolarSystemId } from '@cosmos/astro';
import { Alert, Box, CircularProgress, Paper, Stack, Typography, useTheme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/i18n';
import { usePlaces } from '../../lib/places';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { apparentAltAz, domeAltAz, domeXY, starRadius } from './sky-dome';
import { loadSkyData } from './sky-data';
import { passTracks, satelliteAltAz, useFollowedElements } from './sky-satellites';
import { SkyTimeControl } from './SkyTimeControl';

const R = 100;
/** Satellites' pass tracks are drawn for the chosen time ± this (a pass under way at either end is drawn whole). */
const TRACK_WINDOW_MS = 30 * 60_000;
const PLANETS: SolarSystemId[] = ['mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune'];
const CARDINALS = [
  { key: 'N', az: 0 },
  { key: 'E', az: 90 },
  { key: 'S', az: 180 },
  { key: 'W', az: 270 },
] as const;

/**
 * The sky above the user's default place at the chosen time (live by default): stars to magnitude 6.5 precessed to
 * the date, constellation figures and names, planets, the Moon, refracted altitudes, and the followed satellites
 * along their pass tracks around that time.
 */
export function PlanetariumView() {
  const { t, i18n } = useTranslation('observing');
  const theme = useTheme();
  const dark = theme.palette.mode === 'dark';
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
  // The tracks are recomputed when the minute (or the chosen time) changes, not every 5 s.
  const elements = useFollowedElements();
  const navigate = useNavigate();
  // "What was that?" from a click: the direction under the pointer, now.
  const identifyAt = (e: React.MouseEvent<SVGSVGElement>) => {
    const m = e.currentTarget.getScreenCTM();
    if (!m) return;
    const pt = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
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
  const home = locations.data?.find((l) => l.isDefault) ?? locations.data?.[0];
  const site = useMemo(
    () => home && { lat: home.latitude, lon: home.longitude, heightKm: (home.elevationM ?? 0) / 1000 },
    [home],
  );
  const tracks = useMemo(() => {
    if (!site || !elements.data) return [];
    return elements.data.flatMap((sat) =>
      passTracks(sat, site, now - TRACK_WINDOW_MS, now + TRACK_WINDOW_MS).map((pass, i) => ({
        key: `${sat.name}-${i}`,
        segments: trackSegments(pass.map((p) => ({ xy: domeXY(p, R), visible: p.visible }))),
      })),
    );
  }, [site, elements.data, now]);
  const sats = useMemo(() => {
    if (!site || !elements.data) return [];
    return elements.data.flatMap((sat) => {
      const p = satelliteAltAz(sat, site, tick);
      if (!p || p.altDeg <= 0) return [];
      return [{ name: sat.name, xy: domeXY({ ...p, altDeg: apparentAltitudeDeg(p.altDeg) }, R) }];
    });
  }, [site, elements.data, tick]);
  const lang = i18n.language.slice(0, 2);

  const drawn = useMemo(() => {
    if (!data.data || !home) return null;
    const { latitude: lat, longitude: lon } = home;
    const at = (ra: number, dec: number) => apparentAltAz(ra, dec, lat, lon, now, true);
    const atOfDate = (ra: number, dec: number) => apparentAltAz(ra, dec, lat, lon, now, false);
    const stars = data.data.stars
      .map((s) => ({ s, p: at(s.ra, s.dec) }))
      .filter(({ p }) => p.altDeg > 0)
      .map(({ s, p }) => ({ xy: domeXY(p, R), r: starRadius(s.mag) / 2.2 }));
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
    const names = data.data.names
      .map((n) => ({ n, p: at(n.ra, n.dec) }))
      .filter(({ p }) => p.altDeg > 5)
      .map(({ n, p }) => ({ id: n.id, xy: domeXY(p, R), label: n.names[lang] || n.names.name || n.id }));
    const site = { lat, lon, heightM: home.elevationM ?? 0 };
    const date = new Date(now);
    const bodies = [...PLANETS, 'moon' as const, 'sun' as const]
      .map((id) => {
        const eq = apparentRaDec(id, date, site);
        return { id, p: atOfDate(eq.raDeg, eq.decDeg), eq };
      })
      .filter(({ p }) => p.altDeg > 0);
    // The Moon's lit fraction from its elongation from the Sun: k = (1 − cos ψ) / 2.
    const sun = apparentRaDec('sun', date, site);
    const moon = apparentRaDec('moon', date, site);
    const cosPsi =
      Math.sin(sun.decDeg * (Math.PI / 180)) * Math.sin(moon.decDeg * (Math.PI / 180)) +
      Math.cos(sun.decDeg * (Math.PI / 180)) *
        Math.cos(moon.decDeg * (Math.PI / 180)) *
        Math.cos((sun.raDeg - moon.raDeg) * (Math.PI / 180));
    return { stars, lines, names, bodies, moonLit: (1 - cosPsi) / 2 };
  }, [data.data, home, now, lang]);

  if (locations.isSuccess && !home) return <Alert severity="info">{t('sky.noLocation')}</Alert>;
  if (!drawn) return <CircularProgress aria-label={t('sky.loading')} />;
  const fg = dark ? '#e3f2fd' : '#0d1b2a';
  return (
    <Stack spacing={1}>
      <SkyTimeControl shown={now} fixed={fixed} onChange={setFixed} />
      <Typography color="text.secondary">
        {t('sky.caption', { place: home!.name, time: formatDateTime(now) })}
      </Typography>
      <Paper variant="outlined" sx={{ p: 1, maxWidth: 820, mx: 'auto', width: '100%' }}>
        <Box
          component="svg"
          viewBox={`${-R - 8} ${-R - 8} ${2 * R + 16} ${2 * R + 16}`}
          role="img"
          aria-label={t('sky.aria', { place: home!.name })}
          sx={{ display: 'block', width: '100%', height: 'auto', cursor: 'crosshair' }}
          onClick={identifyAt}
        >
          <title>{t('sky.clickHint')}</title>
          <circle r={R} fill={dark ? '#020611' : '#14213d'} stroke={fg} strokeWidth={0.4} />
          {[30, 60].map((alt) => (
            <circle key={alt} r={(R * (90 - alt)) / 90} fill="none" stroke="#5c6bc0" strokeWidth={0.15} opacity={0.6} />
          ))}
          {[0, 45, 90, 135].map((az) => {
            const [x, y] = domeXY({ altDeg: 0, azDeg: az }, R);
            return <line key={az} x1={x} y1={y} x2={-x} y2={-y} stroke="#5c6bc0" strokeWidth={0.15} opacity={0.6} />;
          })}
          <path d={drawn.lines.join('')} fill="none" stroke="#64b5f6" strokeWidth={0.25} opacity={0.7} />
          {drawn.stars.map((s, i) => (
            <circle key={i} cx={s.xy[0]} cy={s.xy[1]} r={s.r} fill="#fff" />
          ))}
          {drawn.names.map((n) => (
            <text key={n.id} x={n.xy[0]} y={n.xy[1]} fontSize={2.6} fill="#90caf9" textAnchor="middle" opacity={0.85}>
              {n.label}
            </text>
          ))}
          {drawn.bodies.map(({ id, p }) => {
            const [x, y] = domeXY(p, R);
            const color = id === 'sun' ? '#ffd54f' : id === 'moon' ? '#eceff1' : '#ffb74d';
            return (
              <g key={id} data-testid={`body-${id}`}>
                <circle cx={x} cy={y} r={id === 'moon' || id === 'sun' ? 2.4 : 1.3} fill={color} />
                <text x={x + 2.8} y={y + 1} fontSize={3.2} fill={color}>
                  {id === 'moon' ? t('sky.moon', { lit: Math.round(drawn.moonLit * 100) }) : t(`sky.bodies.${id}`)}
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
                  strokeWidth={seg.visible ? 0.6 : 0.3}
                  strokeDasharray={seg.visible ? undefined : '1 1'}
                  opacity={seg.visible ? 0.95 : 0.6}
                />
              ))}
            </g>
          ))}
          {sats.map((sat) => (
            <g key={sat.name} data-testid="sky-satellite">
              <circle cx={sat.xy[0]} cy={sat.xy[1]} r={1.4} fill="#69f0ae" />
              <text x={sat.xy[0] + 2.4} y={sat.xy[1] + 1} fontSize={3} fill="#69f0ae">
                {sat.name}
              </text>
            </g>
          ))}
          {CARDINALS.map((c) => {
            const [x, y] = domeXY({ altDeg: -4, azDeg: c.az }, R);
            return (
              <text
                key={c.key}
                x={x}
                y={y + 1.5}
                fontSize={4.5}
                fill={theme.palette.text.primary}
                textAnchor="middle"
                fontWeight={700}
              >
                {t(`sky.cardinal.${c.key}`)}
              </text>
            );
          })}
        </Box>
      </Paper>
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
