import { Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GroundTrackLayer } from '../../components/world-map/GroundTrackLayer';
import { WorldMap } from '../../components/world-map/WorldMap';
import { QueryState } from '../../components/ui/QueryState';
import { formatDateTime } from '../../lib/i18n';
import { useOrbitTrack } from '../../lib/orbit-track';

/** The object's ground track (the previous and the next orbit) and where it is now, on a small world map. */
export function ObjectGroundTrack({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation('objects');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const h = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(h);
  }, []);
  const track = useOrbitTrack(id, now);
  const points = (track.data?.points ?? []).map((p) => ({
    lat: p.lat,
    lon: p.lon,
    t: Date.parse(p.time),
    altKm: p.altKm,
  }));
  return (
    <QueryState isLoading={track.isLoading} error={track.error} onRetry={() => track.refetch()}>
      <WorldMap
        ariaLabel={t('track.aria', { name, time: formatDateTime(now) })}
        now={now}
        sunLabel={t('track.subsolar')}
        testId="object-ground-track"
      >
        <GroundTrackLayer id={id} name={name} points={points} now={now} color="#ff9800" />
      </WorldMap>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('track.legend')}
      </Typography>
    </QueryState>
  );
}
