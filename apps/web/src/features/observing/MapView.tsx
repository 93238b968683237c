import { subsolarPoint } from '@cosmos/astro';
import { Alert, Box, Button, Chip, Paper, Stack, TextField, Typography, useTheme } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/i18n';
import { useFollowedObjects, useFollowedSatellites, useLocations } from './api';
import { MAP_H, MAP_W, nightPolygon, polygonPath } from './geo';
import { landPath } from './land';
import { SatelliteLayer } from './SatelliteLayer';

const COLORS = ['#ff9800', '#29b6f6', '#ab47bc', '#66bb6a', '#ef5350', '#ffee58', '#26a69a', '#ec407a'];
const ISS = 'sat-25544';

/** The world map: day and night now, ground tracks and footprints of the chosen satellites, the user's place. */
export function MapView() {
  const { t } = useTranslation('observing');
  const theme = useTheme();
  const dark = theme.palette.mode === 'dark';
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const h = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(h);
  }, []);

  const skyFollows = useFollowedSatellites();
  const follows = useFollowedObjects();
  const locations = useLocations();
  const followed = useMemo(() => {
    const ids = new Map<string, string>();
    for (const f of skyFollows.data ?? []) ids.set(f.id, f.name);
    for (const f of follows.data ?? []) if (f.objectId.startsWith('sat-')) ids.set(f.objectId, f.name);
    return ids;
  }, [skyFollows.data, follows.data]);

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

  const land = useMemo(() => landPath(), []);
  const night = polygonPath(nightPolygon(now, 2));
  const sun = subsolarPoint(now);
  const home = locations.data?.find((l) => l.isDefault) ?? locations.data?.[0];
  const ocean = dark ? '#0d1b2a' : '#cfe8f7';
  const landFill = dark ? '#2f3e46' : '#e9e4d4';

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box
          component="svg"
          viewBox={`0 0 ${MAP_W} ${MAP_H}`}
          role="img"
          aria-label={t('map.aria', { time: formatDateTime(now) })}
          sx={{ display: 'block', width: '100%', height: 'auto', background: ocean }}
        >
          <path
            d={land}
            fill={landFill}
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
          <path d={night} fill={dark ? 'rgba(0,0,0,0.5)' : 'rgba(10,20,60,0.35)'} data-testid="night" />
          <circle cx={sun.lon + 180} cy={90 - sun.lat} r={2.4} fill="#ffd54f" stroke="#ff8f00" strokeWidth={0.5}>
            <title>{t('map.subsolar')}</title>
          </circle>
          {shown.map((id, i) => (
            <SatelliteLayer key={id} id={id} now={now} color={COLORS[i % COLORS.length]} />
          ))}
          {home && (
            <g data-testid="home">
              <circle
                cx={home.longitude + 180}
                cy={90 - home.latitude}
                r={1.8}
                fill={theme.palette.primary.main}
                stroke="#fff"
                strokeWidth={0.6}
              />
              <title>{t('map.home', { name: home.name })}</title>
            </g>
          )}
        </Box>
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
              label={followed.get(id) ?? id}
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
    </Stack>
  );
}
