import type { FieldPlan } from '@cosmos/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlannerTimeline } from './PlannerTimeline';
import { PlanResults, fovOf, targetOf } from './PlannerView';

describe('astrophotography planner form', () => {
  it('reads "RA, Dec" in degrees as a direction and anything else as a name', () => {
    expect(targetOf('83.8, -5.4')).toEqual({ raDeg: 83.8, decDeg: -5.4 });
    expect(targetOf(' 10.68 +41.27 ')).toEqual({ raDeg: 10.68, decDeg: 41.27 });
    expect(targetOf('M42')).toEqual({ name: 'M42' });
    expect(targetOf(' Orion Nebula ')).toEqual({ name: 'Orion Nebula' });
  });

  it('turns a preset into degrees, and keeps raw degrees and circles as typed', () => {
    const ff135 = fovOf({ optics: 'ff-135', widthDeg: '', heightDeg: '', rotationDeg: '30' });
    expect(ff135.shape).toBe('rect');
    if (ff135.shape === 'rect') {
      expect(ff135.widthDeg).toBeCloseTo(15.19, 2); // 2·atan(18/135)
      expect(ff135.heightDeg).toBeCloseTo(10.16, 2);
      expect(ff135.rotationDeg).toBe(30);
    }
    expect(fovOf({ optics: 'degrees', widthDeg: '2', heightDeg: '1.5', rotationDeg: '' })).toEqual({
      shape: 'rect',
      widthDeg: 2,
      heightDeg: 1.5,
      rotationDeg: 0,
    });
    expect(fovOf({ optics: 'circle', widthDeg: '0.5', heightDeg: '', rotationDeg: '' })).toEqual({
      shape: 'circle',
      diameterDeg: 0.5,
    });
  });
});

describe('planner timeline', () => {
  const plan = {
    from: '2026-11-23T20:00:00.000Z',
    to: '2026-11-23T22:00:00.000Z',
    fieldUp: [{ start: '2026-11-23T20:00:00.000Z', end: '2026-11-23T22:00:00.000Z' }],
    clean: [
      { start: '2026-11-23T20:00:00.000Z', end: '2026-11-23T20:30:00.000Z' },
      { start: '2026-11-23T20:30:05.000Z', end: '2026-11-23T22:00:00.000Z' },
    ],
    crossings: [
      { id: 'sat-1', name: 'A', start: '2026-11-23T20:30:00.000Z', end: '2026-11-23T20:30:05.000Z', sunlit: true },
      { id: 'sat-2', name: 'B', start: '2026-11-23T21:00:00.000Z', end: '2026-11-23T21:00:03.000Z', sunlit: false },
    ],
  } as unknown as FieldPlan;

  it('draws the clean stretches and only the sunlit crossings, and names the clean stretches for screen readers', () => {
    render(<PlannerTimeline plan={plan} />);
    const bar = screen.getByTestId('planner-timeline');
    expect(bar.getAttribute('aria-label')).toMatch(/^Clean stretches: .+–.+, .+–.+$/);
    // field up + 2 clean + 1 sunlit crossing (the shadowed one leaves no mark)
    expect(bar.children).toHaveLength(4);
    const streak = bar.children[3] as HTMLElement;
    expect(getComputedStyle(streak).left).toBe('25%');
  });
});

describe('planner summary', () => {
  const base = {
    target: { name: 'M45 Pleiades', raDeg: 56.75, decDeg: 24.12 },
    from: '2026-11-23T20:00:00.000Z',
    to: '2026-11-23T22:00:00.000Z',
    fieldUp: [{ start: '2026-11-23T20:00:00.000Z', end: '2026-11-23T22:00:00.000Z' }],
    crossings: [],
  };
  const stretch = { start: '2026-11-23T20:00:00.000Z', end: '2026-11-23T22:00:00.000Z' };

  it('counts crossings and clean stretches in the singular and the plural', () => {
    const one = { ...base, clean: [stretch] } as unknown as FieldPlan;
    const { unmount } = render(<PlanResults plan={one} lang="en" onExport={() => {}} />);
    expect(screen.getByText('M45 Pleiades: 0 crossings (0 sunlit), 1 clean stretch.')).toBeTruthy();
    unmount();
    const two = { ...base, clean: [stretch, stretch] } as unknown as FieldPlan;
    render(<PlanResults plan={two} lang="en" onExport={() => {}} />);
    expect(screen.getByText('M45 Pleiades: 0 crossings (0 sunlit), 2 clean stretches.')).toBeTruthy();
  });
});
