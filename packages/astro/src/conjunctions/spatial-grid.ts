/**
 * Uniform grid hashing of points: every pair closer than the cell size lies in the same or in
 * adjacent cells. Open addressing over typed arrays (no Map, no allocation per step): at 30,000
 * objects and thousands of steps a Map's cost would exceed SGP4's.
 */

// 13 of the 26 neighbour offsets (those lexicographically after (0,0,0)); with the own cell this visits
// every adjacent pair exactly once.
const offsets: number[] = [];
for (let dx = -1; dx <= 1; dx++)
  for (let dy = -1; dy <= 1; dy++)
    for (let dz = -1; dz <= 1; dz++)
      if (dx > 0 || (dx === 0 && (dy > 0 || (dy === 0 && dz > 0)))) offsets.push(dx, dy, dz);
const FORWARD = Int32Array.from(offsets); // 13 × (dx, dy, dz)

// Cell coordinates are clamped to ±2^16 so three of them pack exactly into a double (51 bits).
// Clamping only merges far-away cells: still correct (pairs are checked by distance), merely slower.
const LIM = 65_535;
const SPAN = 2 * LIM + 3;
const pack = (x: number, y: number, z: number) => ((x + LIM + 1) * SPAN + (y + LIM + 1)) * SPAN + (z + LIM + 1);
/** Spreads neighbouring cells over the table (multiply-xor mixing of the three coordinates). */
const hash = (x: number, y: number, z: number) => {
  let h = Math.imul(x, 0x9e3779b1) ^ Math.imul(y, 0x85ebca77) ^ Math.imul(z, 0xc2b2ae3d);
  h ^= h >>> 15;
  return Math.imul(h, 0x2c1b3c6d) ^ (h >>> 12);
};
const clamp = (v: number) => (v < -LIM ? -LIM : v > LIM ? LIM : v);

export class SpatialGrid {
  private keys: Float64Array;
  private heads: Int32Array;
  private next: Int32Array;
  private cx: Int32Array;
  private cy: Int32Array;
  private cz: Int32Array;
  private mask: number;
  private buffer: Int32Array = new Int32Array(1 << 16);
  private px: Float64Array;
  private py: Float64Array;
  private pz: Float64Array;
  private closeCount = 0;

  /** How many pairs the last {@link pairs} call wrote. */
  get closePairs(): number {
    return this.closeCount;
  }

  /** The pairs written by the last {@link pairs} call. */
  get pairBuffer(): Int32Array {
    return this.buffer;
  }

  private grow(): Int32Array {
    const bigger = new Int32Array(this.buffer.length * 2);
    bigger.set(this.buffer);
    this.buffer = bigger;
    return bigger;
  }

  constructor(private readonly capacity: number) {
    let size = 1024;
    while (size < capacity * 2) size <<= 1;
    this.mask = size - 1;
    this.keys = new Float64Array(size);
    this.heads = new Int32Array(size);
    this.next = new Int32Array(capacity);
    this.cx = new Int32Array(capacity);
    this.cy = new Int32Array(capacity);
    this.cz = new Int32Array(capacity);
    this.px = new Float64Array(capacity);
    this.py = new Float64Array(capacity);
    this.pz = new Float64Array(capacity);
  }

  /**
   * Hashes the points (stride `stride`, x,y,z first) listed in `active`, compares every pair in the same or
   * adjacent cells, and writes those closer than `cellKm` into {@link pairBuffer} as (i, j) index pairs into
   * the point array (i ≠ j, any order), each once; {@link closePairs} says how many. Returns the number of
   * pairs compared. Coordinates are copied into compact arrays first: comparing neighbours then reads
   * memory close together instead of striding through the whole state array.
   */
  pairs(points: Float64Array, stride: number, active: Int32Array, count: number, cellKm: number): number {
    if (count > this.capacity) throw new RangeError('grid capacity exceeded');
    // Locals, and the probe loop written inline: this loop runs ~14 lookups per object per grid step.
    const { keys, heads, next, cx, cy, cz, px, py, pz, mask } = this;
    const max2 = cellKm * cellKm;
    heads.fill(-1);
    const inv = 1 / cellKm;
    for (let a = 0; a < count; a++) {
      const o = active[a] * stride;
      px[a] = points[o];
      py[a] = points[o + 1];
      pz[a] = points[o + 2];
      const x = clamp(Math.floor(px[a] * inv));
      const y = clamp(Math.floor(py[a] * inv));
      const z = clamp(Math.floor(pz[a] * inv));
      cx[a] = x;
      cy[a] = y;
      cz[a] = z;
      const key = pack(x, y, z);
      let h = hash(x, y, z) & mask;
      while (heads[h] !== -1 && keys[h] !== key) h = (h + 1) & mask;
      next[a] = heads[h]; // -1 when the cell was empty
      keys[h] = key;
      heads[h] = a;
    }
    let visited = 0;
    let close = 0;
    let out: Int32Array = this.buffer;
    for (let a = 0; a < count; a++) {
      const i = active[a];
      // Own cell: the chain after `a` holds the points hashed before it.
      const ax = px[a];
      const ay = py[a];
      const az = pz[a];
      for (let b = next[a]; b !== -1; b = next[b]) {
        visited++;
        const dx = px[b] - ax;
        const dy = py[b] - ay;
        const dz = pz[b] - az;
        if (dx * dx + dy * dy + dz * dz > max2) continue;
        if (close * 2 + 2 > out.length) out = this.grow();
        out[close * 2] = i;
        out[close * 2 + 1] = active[b];
        close++;
      }
      const x = cx[a];
      const y = cy[a];
      const z = cz[a];
      for (let f = 0; f < 39; f += 3) {
        const nx = x + FORWARD[f];
        const ny = y + FORWARD[f + 1];
        const nz = z + FORWARD[f + 2];
        const key = pack(nx, ny, nz);
        let h = hash(nx, ny, nz) & mask;
        let head = heads[h];
        while (head !== -1 && keys[h] !== key) {
          h = (h + 1) & mask;
          head = heads[h];
        }
        for (let b = head; b !== -1; b = next[b]) {
          visited++;
          const dx = px[b] - ax;
          const dy = py[b] - ay;
          const dz = pz[b] - az;
          if (dx * dx + dy * dy + dz * dz > max2) continue;
          if (close * 2 + 2 > out.length) out = this.grow();
          out[close * 2] = i;
          out[close * 2 + 1] = active[b];
          close++;
        }
      }
    }
    this.closeCount = close;
    return visited;
  }
}
