import { unrefractedAltitudeDeg } from '@cosmos/astro';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { Alert, CircularProgress, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { keys } from '../../lib/api/keys';
import { formatDateTime } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { usePlaces } from '../../lib/places';
import { useChartView } from './chart-view';
import { HorizonEditor } from './HorizonEditor';
import { useHorizonProfile } from './HorizonLayer';
import { SkyChart } from './SkyChart';
import { SkyControls } from './SkyControls';
import { loadSkyData } from './sky-data';
import { domeAltAz } from './sky-dome';
import { nearest, starNames, type Pick } from './sky-picks';
import { isClickableStar, R, satellitePicks, satelliteTracks, skyScene, type SatMode } from './sky-scene';
import { useFollowedElements } from './sky-satellites';
import { SkyDetails } from './SkyDetails';
import { SkyTimeControl } from './SkyTimeControl';

/**
 * The sky above the user's default place at the chosen time (live by default): the sky's colour follows the Sun
 * (day, the three twilights, night) and hides the stars fainter than the sky shows then; stars precessed to the
 * date, constellation figures with their IAU names (and the reader's own name for them in other languages), planets, the
 * Moon, the place's horizon profile, and the followed satellites along their pass tracks. A click on an object opens
 * its details; a click on empty sky asks "what was that?". Drag, pinch and the wheel pan and zoom.
 * What is drawn is computed in sky-scene.ts and drawn by SkyChart.
 */
export function PlanetariumView() {
  const { t, i18n } = useTranslation('observing');
  const { t: tp } = useTranslation('planetarium');
  const locations = usePlaces();
  const data = useQuery({ queryKey: keys.observing.skyData(), queryFn: loadSkyData, staleTime: Infinity });
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
  const tracks = useMemo(
    () => (site && elements.data ? satelliteTracks(elements.data, site, now, satMode) : []),
    [site, elements.data, now, satMode],
  );
  const sats = useMemo(
    () => (site && elements.data ? satellitePicks(elements.data, site, tick, satMode) : []),
    [site, elements.data, tick, satMode],
  );
  const lang = i18n.language.slice(0, 2);
  const drawn = useMemo(
    () => (data.data && home && site ? skyScene(data.data, home, site, now, lang, names) : null),
    [data.data, home, site, now, lang, names],
  );

  if (locations.isSuccess && !home) return <Alert severity="info">{t('sky.noLocation')}</Alert>;
  if (!drawn) return <CircularProgress aria-label={t('sky.loading')} />;
  const shownStars = drawn.stars.filter((s) => s.mag! <= limit);
  const z = chart.view.zoom;

  const onClick = (e: React.MouseEvent<SVGSVGElement>) => {
    if (chart.moved()) return;
    const m = e.currentTarget.getScreenCTM();
    if (!m) return;
    const pt = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
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

  return (
    <Stack spacing={1}>
      <SkyTimeControl shown={now} fixed={fixed} onChange={setFixed} />
      <Typography color="text.secondary">
        {t('sky.caption', { place: home!.name, time: formatDateTime(now) })}
      </Typography>
      <SkyControls
        limit={limit}
        onLimit={setLimit}
        skyLimit={Math.round(drawn.skyLimit * 10) / 10}
        satMode={satMode}
        onSatMode={setSatMode}
        phase={drawn.colours.phase}
      />
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
        <SkyChart
          scene={drawn}
          stars={shownStars}
          tracks={tracks}
          sats={sats}
          picked={picked}
          horizon={horizon}
          placeName={home!.name}
          view={chart.view}
          handlers={chart.handlers}
          onClick={onClick}
          pickable={pickable}
        />
        <ChartButtons zoomBy={chart.zoomBy} frame={frame} />
      </Paper>
      {picked && site && <SkyDetails pick={picked} site={site} now={tick} onClose={() => setPicked(null)} />}
      {home && <MemoHorizonEditor placeId={home.id} profile={horizon} />}
      <Typography variant="caption" color="text.secondary">
        {t('sky.tracksLegend')} {t('sky.credit', { stars: data.data!.stars.length })}
      </Typography>
    </Stack>
  );
}

// The editor and the zoom buttons show nothing that changes with the chart's time: not re-rendered with each redraw.
const MemoHorizonEditor = memo(HorizonEditor);

const ChartButtons = memo(function ChartButtons({
  zoomBy,
  frame,
}: {
  zoomBy: (factor: number) => void;
  frame: React.RefObject<HTMLDivElement | null>;
}) {
  const { t: tp } = useTranslation('planetarium');
  const fullscreen = () => {
    const el = frame.current;
    if (!el) return;
    if (document.fullscreenElement) void document.exitFullscreen();
    else void el.requestFullscreen?.();
  };
  return (
    <Stack direction="row" sx={{ position: 'absolute', right: 4, top: 4 }}>
      <Tooltip title={tp('zoomIn')}>
        <IconButton size="small" aria-label={tp('zoomIn')} onClick={() => zoomBy(1.5)}>
          <ZoomInIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={tp('zoomOut')}>
        <IconButton size="small" aria-label={tp('zoomOut')} onClick={() => zoomBy(1 / 1.5)}>
          <ZoomOutIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={tp('fullscreen')}>
        <IconButton size="small" aria-label={tp('fullscreen')} onClick={fullscreen}>
          <FullscreenIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
});
