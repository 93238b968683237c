import { describe, expect, it } from 'vitest';
import { TextIndex } from './text-index.ts';

describe('text index', () => {
  const texts = ['iss (zarya)\u000025544\u00001998-067a', 'starlink-1007\u000044713', 'mars', 'starlink starlink', ''];
  const idx = new TextIndex(texts);
  // Reference: the obvious per-entry scan.
  const naive = (q: string, from = 0) => texts.flatMap((t, i) => (i >= from && t.includes(q) ? [i] : []));

  it.each(['starlink', 'a', '1998-067a', '25544', 'zzz', 'mars', 'r'])('finds %s like a per-entry scan', (q) => {
    expect([...idx.matches(q)]).toEqual(naive(q));
  });
  it('reports an entry once however often it matches, and starts where asked', () => {
    expect([...idx.matches('starlink', 2)]).toEqual([3]);
    expect([...idx.matches('a', 1)]).toEqual(naive('a', 1));
  });
  it('never matches across two entries', () => {
    expect([...idx.matches('a)\u0000')]).toEqual(naive('a)\u0000'));
    expect([...idx.matches('marsstar')]).toEqual([]);
    expect([...idx.matches('\u0001')]).toEqual([]);
  });
});
