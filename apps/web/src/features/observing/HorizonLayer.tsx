import { horizonAltitude } from '@cosmos/astro';
import type { HorizonProfile } from '@cosmos/contracts';
import { useQuery } from '@tanstack/react-query';
import { horizonQuery } from '../../lib/api/queries/places';
import { domeXY } from './sky-dome';

/** The place's horizon profile; null while flat (nothing to draw) or when the place has none. */
export const useHorizonProfile = (placeId: string | undefined) =>
  useQuery({
    ...horizonQuery(placeId),
    select: (h) => (h && h.points.some((p) => p.altitudeDeg > 0) ? h : null),
  }).data ?? null;

/** The ground between the rim and the profile, drawn over the sky (trees and roofs hide what is behind them). */
export function HorizonLayer({ profile, radius, colour }: { profile: HorizonProfile; radius: number; colour: string }) {
  const top: string[] = [];
  const rim: string[] = [];
  for (let az = 0; az <= 360; az += 2) {
    const [x, y] = domeXY({ altDeg: Math.max(0, horizonAltitude(profile.points, az)), azDeg: az }, radius);
    top.push(`${x.toFixed(2)} ${y.toFixed(2)}`);
    const [rx, ry] = domeXY({ altDeg: 0, azDeg: az }, radius);
    rim.push(`${rx.toFixed(2)} ${ry.toFixed(2)}`);
  }
  const d = `M${top.join('L')}L${rim.reverse().join('L')}Z`;
  return <path d={d} fill={colour} opacity={0.85} data-testid="sky-horizon" pointerEvents="none" />;
}
