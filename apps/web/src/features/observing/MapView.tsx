import { Alert, Button, Chip, Paper, Stack, TextField, Typography, useTheme } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { WorldMap } from '../../components/world-map/WorldMap';
import { useImageryPlan } from '../../lib/imagery';
import { useMapScale } from '../../components/world-map/map-scale';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/i18n';
import { useFollows } from '../../lib/follows';
import { usePlaces } from '../../lib/places';
import { SatelliteLayer } from './SatelliteLayer';
import { CloserLook } from './CloserLook';

const COLORS = ['#ff9800', '#29b6f6', '#ab47bc', '#66bb6a', '#ef5350', '#ffee58', '#26a69a', '#ec407a'];
const ISS = 'sat-25544';
/** What the default object is called when the user follows nothing yet (its catalogue name varies by source). */
const ISS_NAME = 'ISS';

/** The world map: day and night now, ground tracks and footprints of the chosen satellites, the user's place. */
export function MapView() {
  const { t } = useTranslation('observing');
  const planId = useImageryPlan();
  const [picked, setPicked] = useState<{ lat: number; lon: number } | null>(null);
  const theme = useTheme();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const h = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(h);
  }, []);

  const follows = useFollows();
  const locations = usePlaces();
  const followed = useMemo(
    () => new Map((follows.data ?? []).filter((f) => f.kind === 'satellite').map((f) => [f.objectId, f.name])),
    [follows.data],
  );

  const [extra, setExtra] = useState<string[]>([]);
  const [hidden, setHidden] = useState<Set<string>>(new Set());
  const [draft, setDraft] = useState('');
  const candidates = [...new Set([...(followed.size ? followed.keys() : [ISS]), ...extra])];
  const shown = candidates.filter((id) => !hidden.has(id)).slice(0, COLORS.length);
  const toggle = (id: string) =>
    setHidden((h) => {
      const n = new Set(h);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });
  const add = () => {
    const n = draft.trim().replace(/^sat-/, '');
    if (/^\d{1,6}$/.test(n)) setExtra((e) => [...new Set([...e, `sat-${Number(n)}`])]);
    setDraft('');
  };

  const home = locations.data?.find((l) => l.isDefault) ?? locations.data?.[0];

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <WorldMap
          ariaLabel={t('map.aria', { time: formatDateTime(now) })}
          now={now}
          sunLabel={t('map.subsolar')}
          tiles={{ layer: 'true-colour', planId }}
          onPick={(lat, lon) => setPicked({ lat, lon })}
        >
          {shown.map((id, i) => (
            <SatelliteLayer key={id} id={id} now={now} color={COLORS[i % COLORS.length]} />
          ))}
          {home && (
            <HomeMarker
              lat={home.latitude}
              lon={home.longitude}
              color={theme.palette.primary.main}
              title={t('map.home', { name: home.name })}
            />
          )}
        </WorldMap>
      </Paper>
      <Typography variant="body2" color="text.secondary">
        {t('map.legend')}
      </Typography>
      {!home && locations.isSuccess && <Alert severity="info">{t('map.noLocation')}</Alert>}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {candidates.map((id) => {
          const i = shown.indexOf(id);
          return (
            <Chip
              key={id}
              label={followed.get(id) ?? (id === ISS ? ISS_NAME : id)}
              onClick={() => toggle(id)}
              variant={i >= 0 ? 'filled' : 'outlined'}
              sx={i >= 0 ? { bgcolor: COLORS[i % COLORS.length], color: '#000' } : undefined}
              aria-pressed={i >= 0}
            />
          );
        })}
        <TextField
          size="small"
          label={t('map.addLabel')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && add()}
          sx={{ width: 200 }}
        />
        <Button onClick={add} disabled={!draft.trim()}>
          {t('map.add')}
        </Button>
      </Stack>
      <CloserLook point={picked} />
    </Stack>
  );
}

/** The user's place: a dot that keeps its size on screen as the map zooms. */
function HomeMarker(props: { lat: number; lon: number; color: string; title: string }) {
  const k = useMapScale();
  return (
    <g data-testid="home">
      <circle
        cx={props.lon + 180}
        cy={90 - props.lat}
        r={1.8 / k}
        fill={props.color}
        stroke="#fff"
        strokeWidth={0.6 / k}
      />
      <title>{props.title}</title>
    </g>
  );
}
