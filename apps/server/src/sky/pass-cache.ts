/**
 * Pass predictions reused (issue 35): Satellite Data asks for a satellite's passes and, a moment later, for the
 * outlook of the same passes; Tonight and the dashboard ask for the outlook of every followed satellite. Each asks
 * "from now", so the same search (same elements, place, length, minimum elevation) ran again and again. Searches are
 * keyed by those and by the minute they start at, and kept for that minute: every request in the same minute shares
 * one search (also one still running). The element lines are in the key, so a catalogue update is never served
 * stale passes. Bounded: the oldest entries go first.
 */
import type { SkyPass } from '@cosmos/contracts';
import type { PassRequest } from './passes.ts';

const MINUTE = 60_000;
const MAX_ENTRIES = 500;

export class PassCache {
  private entries = new Map<string, { minute: number; value: Promise<SkyPass[]> }>();

  /** The minute a search from `from` starts at: requests within it share the search. */
  static minuteOf(from: number) {
    return Math.floor(from / MINUTE) * MINUTE;
  }

  /** The passes for `req` (whose `from` is a minute start), computed once per minute by `compute`. */
  get(req: PassRequest, compute: () => Promise<SkyPass[]>): Promise<SkyPass[]> {
    const s = req.station;
    const key = [req.tle.line1, req.tle.line2, s.lat, s.lon, s.heightKm, req.days, req.minEl, req.visibleOnly].join(
      '|',
    );
    const hit = this.entries.get(key);
    // A copy of the list for each caller: one that sorts or trims its own cannot change another's.
    if (hit && hit.minute === req.from) return hit.value.then((l) => l.slice());
    const value = compute();
    // A failed search is not kept: the next request tries again.
    value.catch(() => this.entries.get(key)?.value === value && this.entries.delete(key));
    this.entries.delete(key);
    this.entries.set(key, { minute: req.from, value });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return value.then((l) => l.slice());
  }
}
