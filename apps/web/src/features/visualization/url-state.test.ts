import { describe, expect, it } from 'vitest';
import { decodeViewState, DEFAULT_VIEW_STATE, encodeViewState, shareUrl, type ViewState } from './url-state';

const NOW = Date.parse('2026-11-21T06:00:00Z');

describe('URL view state', () => {
  it('round-trips every field', () => {
    const s: ViewState = {
      type: 'planet',
      q: 'mars, "red" & <x>',
      view: 'solar',
      time: NOW - 3 * 3600_000,
      selection: ['mars', 'sat-25544'],
      labels: false,
      grid: true,
      compare: true,
      layer: 'infrared',
      speed: 0.5,
      camera: { position: [1.25, -2.5, 30.125], target: [0, 0.001, -4] },
      alone: { group: 'starlink', owner: 'US' },
    };
    const url = shareUrl('https://cosmos.test', '/data-visualization', s);
    const back = decodeViewState(new URL(url).search, NOW);
    expect(back).toEqual(s);
  });

  it('defaults round-trip too and omit noise', () => {
    const p = encodeViewState(DEFAULT_VIEW_STATE);
    expect(p.toString()).toBe('view=earth');
    expect(decodeViewState(p, NOW)).toEqual(DEFAULT_VIEW_STATE);
  });

  it('falls back on malformed values and clamps time to the last 7 days', () => {
    const s = decodeViewState('?type=galaxy&view=x&layer=xray&speed=3&cam=1,2,a&t=not-a-date&labels=maybe', NOW);
    expect(s).toMatchObject({
      type: 'all',
      view: 'earth',
      layer: 'visible',
      speed: 1,
      camera: null,
      time: null,
      labels: true,
    });
    expect(decodeViewState('?t=2000-01-01T00:00:00Z', NOW).time).toBe(NOW - 7 * 24 * 3600_000);
    expect(decodeViewState('?t=2099-01-01T00:00:00Z', NOW).time).toBe(NOW);
  });

  it('keeps the "show alone" group and owner in the Share link, and drops values the filters would refuse', () => {
    const s: ViewState = { ...DEFAULT_VIEW_STATE, alone: { group: 'oneweb', owner: 'PRC' } };
    const p = encodeViewState(s);
    expect(p.get('group')).toBe('oneweb');
    expect(p.get('owner')).toBe('PRC');
    expect(decodeViewState(p, NOW).alone).toEqual({ group: 'oneweb', owner: 'PRC' });
    // Owner alone, lower-case in a hand-written link.
    expect(decodeViewState('?view=earth&owner=cis', NOW).alone).toEqual({ group: '', owner: 'CIS' });
    expect(decodeViewState('?group=pluto&owner=<script>', NOW).alone).toEqual({ group: '', owner: '' });
  });
});
