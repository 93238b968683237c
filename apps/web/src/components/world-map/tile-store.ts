import type { PlanId } from '@cosmos/contracts';
import { fetchTileBlob, ImageryError, type ImageryLayerName } from '../../lib/imagery';
import type { TileIndex } from './map-view';

/**
 * The imagery tiles of one map, outside React: a bounded set of loaded tiles (object URLs for SVG <image>s), a
 * queue of the tiles the view wants with a few requests at a time, and what the server said about levels it
 * would not serve. The map tells it which tiles it wants after each move (`want`); queued tiles that left the view
 * are dropped before they are fetched. React reads it through `subscribe` / `version`.
 */
export type TileState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed'; at: number };

export type FetchTile = (layer: ImageryLayerName, z: number, y: number, x: number) => Promise<Blob>;

const MAX_IN_FLIGHT = 6;
/** About 30 MB of decoded 512-px tiles: the view's tiles plus those of the last few moves. */
const MAX_TILES = 120;
/** A tile that failed for a passing reason is asked again after this long. */
const RETRY_MS = 30_000;

export const tileKey = (layer: ImageryLayerName, t: TileIndex) => `${layer}/${t.z}/${t.y}/${t.x}`;

export class TileStore {
  private tiles = new Map<string, TileState>();
  private queue: { key: string; layer: ImageryLayerName; t: TileIndex }[] = [];
  private wanted = new Set<string>();
  private inFlight = 0;
  private listeners = new Set<() => void>();
  private disposed = false;
  version = 0;
  /** The shallowest level the server refused for the plan (403), and the plan it named for it. */
  refused?: { z: number; requiredPlan?: PlanId };
  /** The shallowest level the server could not serve (503: source down, beyond the bundled base map). */
  unavailableFrom?: number;
  /** Every tile asked of the server, in order (what the tests check: nothing above the plan). */
  readonly requested: string[] = [];

  constructor(private readonly fetchTile: FetchTile = fetchTileBlob) {}

  subscribe = (fn: () => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };
  getVersion = () => this.version;

  get(layer: ImageryLayerName, t: TileIndex): TileState | undefined {
    return this.tiles.get(tileKey(layer, t));
  }

  /** The tiles the view needs now, most important first; fetches those not loaded, drops the rest of the queue. */
  want(layer: ImageryLayerName, tiles: TileIndex[]) {
    this.wanted = new Set(tiles.map((t) => tileKey(layer, t)));
    this.queue = this.queue.filter((q) => this.wanted.has(q.key));
    const now = Date.now();
    for (const t of tiles) {
      const key = tileKey(layer, t);
      const s = this.tiles.get(key);
      if (s && (s.status !== 'failed' || now - s.at < RETRY_MS)) continue;
      if (this.queue.some((q) => q.key === key)) continue;
      this.queue.push({ key, layer, t });
    }
    this.pump();
  }

  dispose() {
    this.disposed = true;
    this.queue = [];
    for (const s of this.tiles.values()) if (s.status === 'ready') URL.revokeObjectURL(s.url);
    this.tiles.clear();
    this.listeners.clear();
  }

  private pump() {
    while (this.inFlight < MAX_IN_FLIGHT && this.queue.length) {
      const next = this.queue.shift()!;
      void this.load(next.key, next.layer, next.t);
    }
  }

  private async load(key: string, layer: ImageryLayerName, t: TileIndex) {
    this.inFlight += 1;
    this.tiles.set(key, { status: 'loading' });
    this.requested.push(key);
    try {
      const blob = await this.fetchTile(layer, t.z, t.y, t.x);
      if (this.disposed) return;
      this.tiles.set(key, { status: 'ready', url: URL.createObjectURL(blob) });
    } catch (e) {
      if (this.disposed) return;
      this.tiles.set(key, { status: 'failed', at: Date.now() });
      if (e instanceof ImageryError && e.status === 403 && (!this.refused || t.z < this.refused.z))
        this.refused = { z: t.z, requiredPlan: e.requiredPlan };
      if (e instanceof ImageryError && e.status === 503 && (this.unavailableFrom ?? Infinity) > t.z)
        this.unavailableFrom = t.z;
    } finally {
      this.inFlight -= 1;
    }
    this.evict();
    this.version += 1;
    for (const fn of this.listeners) fn();
    this.pump();
  }

  /** Forgets the oldest loaded tiles the view does not show, past the budget (Map order is load order). */
  private evict() {
    if (this.tiles.size <= MAX_TILES) return;
    for (const [key, s] of this.tiles) {
      if (this.tiles.size <= MAX_TILES) break;
      if (this.wanted.has(key) || s.status === 'loading' || key.split('/')[1] === '0') continue;
      if (s.status === 'ready') URL.revokeObjectURL(s.url);
      this.tiles.delete(key);
    }
  }
}
