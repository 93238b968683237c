import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { discoveryDate, discoveryTime } from './discovery-date';

describe('discovery dates', () => {
  it("formats the spec's 'Month YYYY' and ISO dates in the interface language, and keeps anything else as given", () => {
    expect(discoveryDate('December 2024')).toBe('December 2024');
    setLanguage('es');
    expect(discoveryDate('December 2024')).toBe('diciembre de 2024');
    setLanguage('de');
    expect(discoveryDate('2025-01-15')).toBe('15.01.2025');
    expect(discoveryDate('Late 2025 (expected)')).toBe('Late 2025 (expected)');
  });

  it('sorts Featured newest first: Month YYYY and ISO dates compare, unreadable dates go last', () => {
    const dates = ['October 2024', 'Late 2025 (expected)', '2025-04-15', 'December 2024'];
    expect([...dates].sort((a, b) => discoveryTime(b) - discoveryTime(a))).toEqual([
      '2025-04-15',
      'December 2024',
      'October 2024',
      'Late 2025 (expected)',
    ]);
  });
});
