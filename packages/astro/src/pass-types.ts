import type { PassMagnitudeModel } from './magnitude.ts';

/** The shapes of a predicted pass with visibility (visible-passes.ts finds them, pass-track.ts builds them). */
export interface PassPoint {
  time: number;
  azimuthDeg: number;
  elevationDeg: number;
}
export interface TrackPoint extends PassPoint {
  magnitude: number | null;
  sunlit: boolean;
}
export type ShadowEventKind = 'enterPenumbra' | 'enterUmbra' | 'exitUmbra' | 'exitPenumbra';
export interface ShadowEvent {
  time: number;
  kind: ShadowEventKind;
}

/** One end or the top of the visible part of a pass: where to look, and how bright it is there. */
export interface VisiblePoint extends PassPoint {
  /** Predicted magnitude there (just inside the visible part when the point is a shadow boundary). */
  magnitude: number | null;
}
/**
 * The part of a pass an observer can see (sunlit, above 10°, Sun below −6°): its first instant, its
 * highest point and its last instant. Gaps inside (rare: a brief eclipse) are not split out.
 */
export interface VisibleSegment {
  start: VisiblePoint;
  peak: VisiblePoint;
  end: VisiblePoint;
}

export interface ObserverPass {
  rise: PassPoint;
  culmination: PassPoint;
  set: PassPoint;
  maxElevationDeg: number;
  /** Rise or set cut by the ends of the searched period. */
  clipped: boolean;
  visible: boolean;
  /** Brightest predicted magnitude while visible; null when the pass is never visible. */
  maxMagnitude: number | null;
  /** One sigma of maxMagnitude (standard magnitude's and extinction's); null when not visible or no sigma given. */
  maxMagnitudeSigma: number | null;
  /** The Sun's altitude at the observer at culmination (degrees). */
  sunAltitudeDeg: number;
  /** First and last visible instants (track resolution), null when never visible. */
  visibleFrom: number | null;
  visibleTo: number | null;
  /** The visible part: start, highest visible point, end. Null when the pass is never visible. */
  visibleSegment: VisibleSegment | null;
  shadow: ShadowEvent[];
  track: TrackPoint[];
}

export interface PassSearchOptions {
  minElevationDeg?: number;
  /** Only passes that are visible somewhere (and only windows where that is possible are searched). */
  visibleOnly?: boolean;
  /** Spacing of track points (s); widened so that a track has at most MAX_TRACK_POINTS points. */
  trackStepSeconds?: number;
  /**
   * The magnitude model: a standard magnitude (1,000 km, 90° phase, diffuse sphere, no sigma), or the object's
   * `standardMagnitude()` with its family's phase law and sigma (what the API passes).
   */
  standardMagnitude: PassMagnitudeModel;
}
