/**
 * Which labels to draw so that none overlaps another: a greedy pass in priority order (the caller puts the selection
 * first, then the biggest, i.e. brightest, points). A label keeps its place only if its box meets no box already
 * kept; a forced label (a selected object) is always kept. Pure, so it is tested without a DOM.
 */
export interface LabelBox {
  x: number;
  y: number;
  w: number;
  h: number;
  forced?: boolean;
}

/** Extra space kept around each label, in CSS pixels, so neighbours do not touch. */
const GAP = 2;

export function cullOverlapping(boxes: readonly LabelBox[]): boolean[] {
  const kept: LabelBox[] = [];
  return boxes.map((b) => {
    const hits = kept.some(
      (k) => b.x < k.x + k.w + GAP && k.x < b.x + b.w + GAP && b.y < k.y + k.h + GAP && k.y < b.y + b.h + GAP,
    );
    if (hits && !b.forced) return false;
    kept.push(b);
    return true;
  });
}

/** Text widths of the labels' font, measured once per name on a canvas (no layout of the page). */
export class TextWidths {
  private cache = new Map<string, number>();
  private ctx: CanvasRenderingContext2D | null | undefined;
  constructor(private font: string) {}

  of(text: string): number {
    let w = this.cache.get(text);
    if (w !== undefined) return w;
    if (this.ctx === undefined) {
      this.ctx = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
      if (this.ctx) this.ctx.font = this.font;
    }
    // Without a canvas (tests), an average glyph of 0.6 em.
    w = this.ctx ? this.ctx.measureText(text).width : text.length * 6.6;
    this.cache.set(text, w);
    return w;
  }
}
