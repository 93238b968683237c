/** Typo tolerance: single slips (including swapped neighbours) are read as the known word; known words stay. */
import { describe, expect, it } from 'vitest';
import { correctTypos, expandShorthand, oneSlip } from './typos.ts';

describe('typos', () => {
  it('counts one substitution, insertion, deletion or swap as one slip, and nothing more', () => {
    expect(oneSlip('satrun', 'saturn')).toBe(true);
    expect(oneSlip('jupitr', 'jupiter')).toBe(true);
    expect(oneSlip('neptuen', 'neptune')).toBe(true);
    expect(oneSlip('vensu', 'venus')).toBe(true);
    expect(oneSlip('stuarn', 'saturn')).toBe(false);
    expect(oneSlip('saturn', 'saturn')).toBe(false);
  });
  it('corrects unknown words towards the language’s vocabulary, in each language', () => {
    expect(correctTypos('where is satrun now', 'en')).toBe('where is saturn now');
    expect(correctTypos('dónde está jpuiter', 'es')).toBe('dónde está jupiter');
    expect(correctTypos('dónde está jtpuier', 'es')).toBe('dónde está jtpuier'); // two slips: left as typed
    expect(correctTypos('wo ist der Mnod', 'de')).toBe('wo ist der Mnod'); // four letters: too short to guess
    expect(correctTypos('wann ist das maxmium der perseiden', 'de')).toBe('wann ist das maximum der perseiden');
  });
  it('leaves known words, designations and numbers alone', () => {
    expect(correctTypos('Where is STARLINK-1019 and the ISS', 'en')).toBe('Where is STARLINK-1019 and the ISS');
    expect(correctTypos('when does the iss pass', 'en')).toBe('when does the iss pass');
  });
});

describe('chat shorthand', () => {
  it('writes out times typed as chat shorthand, whole words only', () => {
    expect(expandShorthand('is mars up tonite')).toBe('is mars up tonight');
    expect(expandShorthand('iss passes tmrw?')).toBe('iss passes tomorrow?');
    expect(expandShorthand('where is venus rn')).toBe('where is venus right now');
    expect(expandShorthand('the Turn of the ISS')).toBe('the Turn of the ISS');
  });
});
