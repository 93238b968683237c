/**
 * Per-observer, per-period precomputation shared by every satellite's pass search: the site's
 * frame and the Sun's altitude sampled every 5 minutes, from which the dark windows (Sun below
 * −6°, or within a band of depressions) come. Built once per request or benchmark run.
 */
import { DEG, siteFrame, sunAltitudeDeg, type Site, type SiteFrame } from './sky-geometry.ts';

/** A pass can be seen only while the Sun is below this altitude (degrees). */
export const VISIBLE_SUN_MAX_ALT_DEG = -6;
/** …and the satellite above this elevation (degrees). */
export const VISIBLE_MIN_ELEVATION_DEG = 10;

const SAMPLE_MS = 5 * 60_000;
/** The Sun's altitude changes at most 0.25°/min: one sample step of slack on each side. */
const SLACK_MS = SAMPLE_MS;

export type Window = [number, number];

export class ObserverSky {
  readonly frame: SiteFrame;
  private readonly t0: number;
  private readonly alt: Float64Array;
  private readonly cache = new Map<number, Window[]>();

  constructor(
    readonly site: Site,
    readonly from: number,
    readonly to: number,
  ) {
    this.frame = siteFrame(site);
    this.t0 = from - SAMPLE_MS;
    const n = Math.ceil((to - this.t0) / SAMPLE_MS) + 2;
    this.alt = new Float64Array(n);
    for (let i = 0; i < n; i++) this.alt[i] = sunAltitudeDeg(this.frame, this.t0 + i * SAMPLE_MS);
  }

  /** Geocentric latitude of the site (degrees). */
  get geocentricLatDeg(): number {
    return Math.asin(this.frame.dir[2]) / DEG;
  }

  sunAltitudeDeg(ms: number): number {
    return sunAltitudeDeg(this.frame, ms);
  }

  /**
   * Intervals inside [from, to] where the Sun's altitude lies in [−maxDepressionDeg, −6°], widened
   * by the sampling slack so no qualifying instant is left out. Cached per whole degree.
   */
  windows(maxDepressionDeg: number): Window[] {
    const key = Math.min(181, Math.ceil(maxDepressionDeg));
    let w = this.cache.get(key);
    if (w) return w;
    w = [];
    let start: number | null = null;
    for (let i = 0; i < this.alt.length; i++) {
      const t = this.t0 + i * SAMPLE_MS;
      const ok = this.alt[i] <= VISIBLE_SUN_MAX_ALT_DEG && this.alt[i] >= -key;
      if (ok && start === null) start = t;
      if (!ok && start !== null) {
        w.push([start - SLACK_MS, t - SAMPLE_MS + SLACK_MS]);
        start = null;
      }
    }
    if (start !== null) w.push([start - SLACK_MS, this.to]);
    // Clip to the period and merge overlaps left by the slack.
    const out: Window[] = [];
    for (const [a, b] of w) {
      const s = Math.max(a, this.from);
      const e = Math.min(b, this.to);
      if (e <= s) continue;
      const last = out[out.length - 1];
      if (last && s <= last[1]) last[1] = Math.max(last[1], e);
      else out.push([s, e]);
    }
    this.cache.set(key, out);
    return out;
  }
}
