/** Plain-language descriptions of a pass for notifications, events and calendar entries. */
import type { SkyPass } from '@cosmos/contracts';

const POINTS = ['N', 'NNE', 'NE', 'ENE', 'E', 'ESE', 'SE', 'SSE', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW'];

/** 16-point compass direction of an azimuth (degrees from north, clockwise). */
export function compass(azimuthDeg: number): string {
  return POINTS[Math.round((((azimuthDeg % 360) + 360) % 360) / 22.5) % 16];
}

/** "21:58" in the given IANA time zone (UTC when none), with the zone's abbreviation. */
export function clock(iso: string, timeZone = 'UTC'): string {
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}

export const formatMagnitude = (m: number) => `${m < 0 ? '−' : ''}${Math.abs(m).toFixed(1)}`;

/**
 * "appears at 21:58 UTC in the WSW, highest 71° in the SSE, brightness magnitude −4.3, vanishes into
 * Earth's shadow at 22:02 UTC in the E" — the visible part of the pass, which is what an observer sees.
 */
export function describeVisiblePass(p: SkyPass, timeZone = 'UTC'): string {
  const firstSeen = p.track.find((t) => t.time === p.visibleFrom) ?? p.rise;
  const lastSeen = p.track.find((t) => t.time === p.visibleTo) ?? p.set;
  const entersShadow = p.shadow.find(
    (e) => e.kind === 'enterUmbra' && p.visibleTo !== null && e.time >= p.visibleTo.slice(0, 19),
  );
  const mag = p.maxMagnitude === null ? '' : `, brightness magnitude ${formatMagnitude(p.maxMagnitude)}`;
  const end = entersShadow
    ? `fades into Earth's shadow at ${clock(entersShadow.time, timeZone)} in the ${compass(lastSeen.azimuthDeg)}`
    : `sets at ${clock(lastSeen.time, timeZone)} in the ${compass(lastSeen.azimuthDeg)}`;
  return `appears at ${clock(firstSeen.time, timeZone)} in the ${compass(firstSeen.azimuthDeg)}, highest ${Math.round(p.maxElevationDeg)}° in the ${compass(p.culmination.azimuthDeg)}${mag}, ${end}`;
}
