import { PLANS } from '@cosmos/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlanCard } from './PlanCard';

const plan = (id: string) => {
  const p = PLANS.find((x) => x.id === id)!;
  return { ...p, price: p.priceCents / 100 };
};

/**
 * Independent reference for the numbers: the EPSG:4326 WMTS grid level 0 is 0.5625° per pixel; one degree at the
 * equator is 40,075,016.7 m / 360 ≈ 111.3 km, so level 3 ≈ 7.8 km, level 5 ≈ 2.0 km, level 8 ≈ 245 m per pixel
 * (the table in docs/features/imagery.md).
 */
describe('PlanCard info lines', () => {
  it.each([
    ['basic', 'Standard resolution imagery', 'Up to zoom level 3: about 7.8 km per pixel'],
    ['pro', 'High resolution imagery', 'Up to zoom level 5: about 2 km per pixel'],
    ['enterprise', 'Ultra-high resolution imagery', 'Up to zoom level 8: about 245 m per pixel'],
  ])('%s imagery line states its zoom level and metres per pixel', (id, line, detail) => {
    render(<PlanCard plan={plan(id)} current={false} onSelect={() => {}} />);
    expect(screen.getByText(line)).toBeTruthy();
    expect(screen.getByText(detail)).toBeTruthy();
  });

  it("Enterprise's team line states the 10 included seats and the extra-seat price; other lines carry no info line", () => {
    render(<PlanCard plan={plan('enterprise')} current={false} onSelect={() => {}} />);
    expect(screen.getByText('Team collaboration tools')).toBeTruthy();
    expect(screen.getByText('10 seats included (the owner is one); more at $15.00 per seat and month')).toBeTruthy();
    // Two info lines on the Enterprise card: imagery and team.
    expect(screen.getAllByText(/per pixel|seats included/)).toHaveLength(2);
  });

  it("Basic's email support line says answers come by email and the 48-hour first-answer target of the SLA", () => {
    render(<PlanCard plan={plan('basic')} current={false} onSelect={() => {}} />);
    expect(screen.getByText('Email support')).toBeTruthy();
    expect(
      screen.getByText('Answers by email; reply to them to continue the ticket (first answer within 48 hours)'),
    ).toBeTruthy();
  });
});
