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

  it('Japanese and Simplified Chinese names, no Traditional character in the Chinese ones (zh-CN readers)', async () => {
    const { names } = await loadSkyData();
    const byName = (iau: string) => names.find((n) => n.names.name === iau)!.names;
    // Chinese Astronomical Society names, written out by hand: Orion 猎户座, Virgo 室女座, Sagittarius 人马座.
    expect(byName('Orion')).toMatchObject({ ja: 'オリオン座', zh: '猎户座' });
    expect(byName('Virgo').zh).toBe('室女座');
    expect(byName('Sagittarius').zh).toBe('人马座');
    const zh = names.map((n) => n.names.zh).join('');
    expect(zh).not.toMatch(/[寶鷹壇獵馬鯨魚圓規鴿髮烏鴉鵝劍龍爐雙鶴時鐘長蠍獅貓顯鏡蒼蠅極飛鳳繪羅網遠鵑處戶盤儀]/);
    for (const n of names) expect(n.names.zh, n.id).toMatch(/座$/);
  });
});
