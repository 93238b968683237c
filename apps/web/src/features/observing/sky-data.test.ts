import { describe, expect, it } from 'vitest';
import { loadSkyData } from './sky-data';

describe('constellation names (issue 36: every offered language names them)', () => {
  it('each of the 88 has its IAU name and an Italian and a Portuguese one (Serpens in its two parts)', async () => {
    const { names } = await loadSkyData();
    expect(names).toHaveLength(89); // Serpens Caput and Serpens Cauda are drawn apart
    for (const n of names) {
      expect(n.names.name, n.id).toBeTruthy();
      expect(n.names.it, n.id).toBeTruthy();
      expect(n.names.pt, `${n.names.name} in Portuguese`).toBeTruthy();
    }
    const byName = (iau: string) => names.find((n) => n.names.name === iau)!.names;
    expect(byName('Orion')).toMatchObject({ it: 'Orione', pt: 'Órion', es: 'Orión' });
    expect(byName('Crux').pt).toBe('Cruzeiro do Sul');
    expect(byName('Serpens Caput').pt).not.toBe(byName('Serpens Cauda').pt);
  });
});
