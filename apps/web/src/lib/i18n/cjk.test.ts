import { compassPoint, compassPoints, formatPass, type SkyPass } from '@cosmos/contracts';
import { describe, expect, it } from 'vitest';
import { FONT_STACKS } from '../theme';
import { i18n, loadLanguage } from '.';

/**
 * Issue 36: Japanese and Simplified Chinese. The expected words are the languages' own conventions written out by
 * hand (16-point compass names: 北北東 in Japanese, 东北偏北 in Chinese), not produced by the code under test.
 */
describe('Japanese and Chinese', () => {
  it('name the 16 compass points in their own words', () => {
    expect(compassPoints('ja').map((c) => c.label)).toEqual(
      '北 北北東 北東 東北東 東 東南東 南東 南南東 南 南南西 南西 西南西 西 西北西 北西 北北西'.split(' '),
    );
    expect(compassPoint(22.5, 'zh')).toBe('东北偏北');
    expect(compassPoint(157.5, 'zh-CN')).toBe('东南偏南');
    expect(compassPoint(292.5, 'zh')).toBe('西北偏西');
  });

  it('write a visible pass with local directions and a 24-hour clock', () => {
    const at = (time: string, azimuthDeg: number, elevationDeg: number) => ({ time, azimuthDeg, elevationDeg });
    const pass = {
      rise: at('2026-03-05T10:00:00Z', 200, 0),
      set: at('2026-03-05T10:10:00Z', 45, 0),
      culmination: at('2026-03-05T10:05:00Z', 135, 44),
      maxElevationDeg: 44,
      maxMagnitude: -1.2,
      magnitudeSigma: null,
      visibleSegment: {
        start: at('2026-03-05T10:02:00Z', 157.5, 12),
        peak: at('2026-03-05T10:05:00Z', 225, 44),
        end: at('2026-03-05T10:07:00Z', 45, 10),
      },
      shadow: [],
    } as unknown as SkyPass;
    expect(formatPass(pass, { lang: 'ja' })).toBe(
      '10:02–10:07 に見える：南南東 12° から 北東 10° へ、最大 44° 南西、−1.2 等',
    );
    expect(formatPass(pass, { lang: 'zh' })).toBe(
      '10:02–10:07 可见：从 东南偏南 12° 到 东北 10°，最高 44° 西南，星等 −1.2',
    );
  });

  it('load every text of the language, planets and Moon phases included', async () => {
    await Promise.all([loadLanguage('ja'), loadLanguage('zh')]);
    expect(i18n.getFixedT('ja', 'sky')('planets.jupiter')).toBe('木星');
    expect(i18n.getFixedT('zh', 'sky')('moonPhases.waningGibbous')).toBe('亏凸月');
    expect(i18n.getFixedT('ja', 'observing')('sky.cardinal.N')).toBe('北');
    // No plural distinction: the count reads the same for 1 and for 5.
    expect(i18n.getFixedT('zh', 'community')('replies', { count: 1 })).toBe('1 条回复');
    expect(i18n.getFixedT('ja', 'community')('replies', { count: 5 })).toBe('返信 5 件');
  });

  it('set Japanese and Chinese in CJK fonts, each language its own faces first', () => {
    const at = (stack: string, face: string) => stack.indexOf(face);
    expect(at(FONT_STACKS.ja, 'Hiragino Sans"')).toBeLessThan(at(FONT_STACKS.ja, 'PingFang SC'));
    expect(at(FONT_STACKS.zh, 'PingFang SC')).toBeLessThan(at(FONT_STACKS.zh, 'Hiragino Sans"'));
    for (const stack of Object.values(FONT_STACKS)) expect(stack.startsWith('system-ui')).toBe(true);
  });
});
