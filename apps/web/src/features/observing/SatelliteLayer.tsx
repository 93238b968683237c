import { GroundTrackLayer } from '../../components/world-map/GroundTrackLayer';
import { useOrbitTrack } from '../../lib/orbit-track';

/** One satellite on the observing map: its previous and next orbit around `now`, fetched and drawn. */
export function SatelliteLayer({ id, now, color }: { id: string; now: number; color: string }) {
  const { data } = useOrbitTrack(id, now);
  if (!data) return null;
  const points = data.points.map((p) => ({ lat: p.lat, lon: p.lon, t: Date.parse(p.time), altKm: p.altKm }));
  return <GroundTrackLayer id={id} name={data.name} points={points} now={now} color={color} />;
}
