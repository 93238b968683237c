import { describe, expect, it } from 'vitest';
import { duration, slaLabel } from './SlaChip';

describe('SLA label', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  const due = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
  it('says how long is left, warns when at risk, and how late when overdue', () => {
    expect(slaLabel({ sla: 'on_track', firstResponseDueAt: due(7 * 60 + 30) }, now)).toEqual({
      text: 'Answer within 7 h 30 min',
      color: 'default',
    });
    expect(slaLabel({ sla: 'at_risk', firstResponseDueAt: due(12) }, now)).toEqual({
      text: 'Answer within 12 min',
      color: 'warning',
    });
    expect(slaLabel({ sla: 'breached', firstResponseDueAt: due(-125) }, now)).toEqual({
      text: 'Overdue by 2 h 5 min',
      color: 'error',
    });
    expect(slaLabel({ sla: 'met', firstResponseDueAt: due(-5) }, now)).toEqual({
      text: 'Answered in time',
      color: 'success',
    });
    expect(slaLabel({ sla: 'none', firstResponseDueAt: null }, now)).toBeNull();
  });
  it('writes durations in hours and minutes', () => {
    expect([duration(0), duration(59.6), duration(60), duration(61), duration(48 * 60)]).toEqual([
      '0 min',
      '1 h',
      '1 h',
      '1 h 1 min',
      '48 h',
    ]);
  });
});
