/**
 * A byte-bounded LRU of imagery tiles with in-flight coalescing: a thousand viewers opening the same globe cost one
 * upstream fetch per tile, and the cache never holds more than its budget however many distinct tiles are asked for.
 */
export interface Tile {
  body: Buffer;
  type: string;
}

export class TileCache {
  private entries = new Map<string, Tile>();
  private inFlight = new Map<string, Promise<Tile>>();
  private bytes = 0;

  constructor(private readonly budgetBytes: number) {}

  get size() {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  get(key: string): Tile | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      // Map keeps insertion order: re-inserting marks the entry as most recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  /** The cached tile, or the one being fetched for the same key, or a new fetch through `load`. */
  async through(key: string, load: () => Promise<Tile>): Promise<Tile> {
    const hit = this.get(key);
    if (hit) return hit;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const p = load()
      .then((tile) => {
        this.put(key, tile);
        return tile;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, p);
    return p;
  }

  private put(key: string, tile: Tile) {
    if (tile.body.length > this.budgetBytes) return;
    this.entries.set(key, tile);
    this.bytes += tile.body.length;
    for (const [k, v] of this.entries) {
      if (this.bytes <= this.budgetBytes) break;
      this.entries.delete(k);
      this.bytes -= v.body.length;
    }
  }
}
