import { describe, expect, it } from 'vitest';
import { cullOverlapping } from './label-layout';

describe('cullOverlapping', () => {
  it('keeps the first of two overlapping labels and every label that meets none', () => {
    const kept = cullOverlapping([
      { x: 100, y: 100, w: 60, h: 13 }, // Sirius
      { x: 130, y: 105, w: 50, h: 13 }, // a fainter star whose name would cross Sirius's
      { x: 300, y: 100, w: 40, h: 13 }, // far away
      { x: 100, y: 130, w: 60, h: 13 }, // just below, clear of the first
    ]);
    expect(kept).toEqual([true, false, true, true]);
  });

  it('always keeps a forced (selected) label, and what it covers gives way', () => {
    const kept = cullOverlapping([
      { x: 0, y: 0, w: 80, h: 13, forced: true },
      { x: 10, y: 5, w: 80, h: 13, forced: true },
      { x: 20, y: 2, w: 30, h: 13 },
    ]);
    expect(kept).toEqual([true, true, false]);
  });

  it('keeps a small gap: labels that merely touch count as overlapping', () => {
    expect(
      cullOverlapping([
        { x: 0, y: 0, w: 50, h: 13 },
        { x: 51, y: 0, w: 50, h: 13 },
      ]),
    ).toEqual([true, false]);
    expect(
      cullOverlapping([
        { x: 0, y: 0, w: 50, h: 13 },
        { x: 53, y: 0, w: 50, h: 13 },
      ]),
    ).toEqual([true, true]);
  });
});
