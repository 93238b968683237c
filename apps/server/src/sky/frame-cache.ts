/**
 * Per-instant memo shared by every request that asks for the same time: the solar-system states
 * (astronomy-engine, Jupiter's four moons from one JupiterMoons call) are computed once per instant,
 * and each object's CelestialObject once per instant, lazily, only when a page asks for it. Lists use
 * the current whole second as their default time, so concurrent requests share one frame.
 * The memo is a pure cache: positions stay a function of (time, catalogue); it is dropped when the
 * catalogue reloads.
 */
import { allBodyStates, type BodyState, type SolarSystemId } from '@cosmos/astro';
import type { CelestialObject } from '@cosmos/contracts';
import type { SkyTime } from './time.ts';

export class SkyFrame {
  private bodies: Record<SolarSystemId, BodyState> | null = null;
  readonly objects = new Map<string, CelestialObject | null>();
  /** Each object's JSON (the contract's serializer, whitelist kept), once per instant. */
  readonly json = new Map<string, string | null>();
  constructor(readonly t: SkyTime) {}

  bodyState(id: SolarSystemId): BodyState {
    this.bodies ??= allBodyStates(new Date(this.t.ms));
    return this.bodies[id];
  }
}

/** The last few frames by exact instant (ISO with microseconds); small, so memory stays bounded. */
export class FrameCache {
  private frames = new Map<string, SkyFrame>();
  constructor(private readonly keep = 4) {}

  at(t: SkyTime): SkyFrame {
    let f = this.frames.get(t.iso);
    if (f) return f;
    f = new SkyFrame(t);
    this.frames.set(t.iso, f);
    while (this.frames.size > this.keep) this.frames.delete(this.frames.keys().next().value!);
    return f;
  }

  clear() {
    this.frames.clear();
  }
}
