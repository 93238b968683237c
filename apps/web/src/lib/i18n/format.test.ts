import { afterEach, describe, expect, it } from 'vitest';
import {
  formatAltitude,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatDistance,
  formatLatitude,
  formatLongitude,
  formatNumber,
  formatRelative,
  formatTime,
  setFormatPreferences,
  setLanguage,
} from '.';

// Expected strings are the CLDR conventions of each language (the independent reference: the Unicode CLDR
// number, unit and date patterns — decimal comma in es/fr/de, narrow no-break space as the French group and unit
// separator,
// currency after the amount in es/fr/de), written out by hand rather than produced by the code under test.
const NBSP = '\u00a0';
const NNBSP = '\u202f';
const WHEN = '2026-03-05T14:07:00Z';

afterEach(() => setFormatPreferences({ units: 'metric', timeZone: undefined }));

describe.each([
  {
    lang: 'en',
    number: '1,234,567.891',
    price: '$1,234.50',
    date: 'March 5, 2026',
    time: '2:07 PM',
    km: '12.3 km',
    miles: '7.6 mi',
    metres: '8,849 m',
    feet: '29,032 ft',
  },
  {
    lang: 'es',
    number: '1.234.567,891',
    price: `1234,50${NBSP}US$`,
    date: '5 de marzo de 2026',
    time: '14:07',
    km: '12,3 km',
    miles: '7,6 mi',
    metres: '8849 m', // Spanish groups only from five digits (CLDR minimumGroupingDigits 2)
    feet: '29.032 ft',
  },
  {
    lang: 'fr',
    number: `1${NNBSP}234${NNBSP}567,891`,
    price: `1${NNBSP}234,50${NBSP}$US`,
    date: '5 mars 2026',
    time: '14:07',
    km: `12,3${NNBSP}km`,
    miles: `7,6${NNBSP}mi`,
    metres: `8${NNBSP}849${NNBSP}m`,
    feet: `29${NNBSP}032${NNBSP}pi`,
  },
  {
    lang: 'de',
    number: '1.234.567,891',
    price: `1.234,50${NBSP}$`,
    date: '5. März 2026',
    time: '14:07',
    km: '12,3 km',
    miles: '7,6 mi',
    metres: '8.849 m',
    feet: '29.032 ft',
  },
  {
    lang: 'ja', // issue 36: CLDR ja — Western digits and grouping, 年月日 dates, 24-hour clock, unit symbols
    number: '1,234,567.891',
    price: '$1,234.50',
    date: '2026年3月5日',
    time: '14:07',
    km: '12.3 km',
    miles: '7.6 mi',
    metres: '8,849 m',
    feet: '29,032 ft',
  },
  {
    lang: 'zh', // CLDR zh (Hans, CN): US$ for the dollar, units written in Chinese (公里, 英里, 米, 英尺)
    number: '1,234,567.891',
    price: 'US$1,234.50',
    date: '2026年3月5日',
    time: '14:07',
    km: '12.3公里',
    miles: '7.6英里',
    metres: '8,849米',
    feet: '29,032英尺',
  },
] as const)('formatting in $lang', (c) => {
  it('numbers and prices', () => {
    setLanguage(c.lang);
    expect(formatNumber(1234567.891)).toBe(c.number);
    expect(formatCurrency(1234.5, 'USD')).toBe(c.price);
  });

  it('dates and times, in the given time zone', () => {
    setLanguage(c.lang);
    expect(formatDate(WHEN, { dateStyle: 'long', timeZone: 'UTC' })).toBe(c.date);
    expect(formatTime(WHEN, { timeStyle: 'short', timeZone: 'UTC' })).toBe(c.time);
  });

  it('distances and altitudes, metric and imperial', () => {
    setLanguage(c.lang);
    expect(formatDistance(12.3, 'metric')).toBe(c.km);
    // 12.3 km / 1.609344 = 7.643 mi
    expect(formatDistance(12.3, 'imperial')).toBe(c.miles);
    expect(formatAltitude(8849, 'metric')).toBe(c.metres);
    // Everest: 8849 m / 0.3048 = 29,032.15 ft, shown to the foot
    expect(formatAltitude(8849, 'imperial')).toBe(c.feet);
  });
});

describe('format preferences', () => {
  it('the saved units preference is the default for every caller', () => {
    setLanguage('en');
    setFormatPreferences({ units: 'imperial' });
    expect(formatDistance(100)).toBe('62.1 mi'); // 100 / 1.609344 = 62.14
    setFormatPreferences({ units: 'metric' });
    expect(formatDistance(100)).toBe('100 km');
  });

  it('an orbit altitude (≥ 10 km) reads in km or miles, not metres or feet', () => {
    setLanguage('en');
    expect(formatAltitude(420_000, 'metric')).toBe('420 km');
    expect(formatAltitude(420_000, 'imperial')).toBe('261 mi');
  });

  it("a user's time zone moves the clock and the calendar day", () => {
    setLanguage('en');
    setFormatPreferences({ timeZone: 'Asia/Tokyo' }); // UTC+9: 23:30 UTC is 08:30 the next day
    expect(formatDateTime('2026-03-05T23:30:00Z', { dateStyle: 'short', timeStyle: 'short' })).toBe('3/6/26, 8:30 AM');
    setFormatPreferences({ timeZone: 'America/New_York' }); // UTC−5 in March before DST
    expect(formatDate('2026-03-05T03:00:00Z', { dateStyle: 'short' })).toBe('3/4/26');
  });

  it('formatters are reused, yet the same call follows a change of zone or language (CLDR short patterns)', () => {
    const opts = { dateStyle: 'short', timeStyle: 'short' } as const;
    setLanguage('en');
    setFormatPreferences({ timeZone: 'Asia/Tokyo' });
    expect(formatDateTime('2026-03-05T23:30:00Z', opts)).toBe('3/6/26, 8:30 AM');
    setFormatPreferences({ timeZone: 'UTC' });
    expect(formatDateTime('2026-03-05T23:30:00Z', opts)).toBe('3/5/26, 11:30 PM');
    setLanguage('de');
    expect(formatDateTime('2026-03-05T23:30:00Z', opts)).toBe('05.03.26, 23:30');
    expect(formatNumber(1234.5)).toBe('1.234,5');
    setLanguage('en');
    expect(formatNumber(1234.5)).toBe('1,234.5');
  });

  it("coordinates name the hemisphere the language's way, and a value rounding to zero has no sign", async () => {
    setLanguage('en');
    expect(`${formatLatitude(51.4779)}, ${formatLongitude(-0.0014)}`).toBe('51.48° N, 0.00° E');
    expect(formatLongitude(-9.14)).toBe('9.14° W');
    await setLanguage('de');
    expect(formatLongitude(13.4)).toBe('13,40° O'); // Ost
    await setLanguage('ja');
    expect(`${formatLatitude(35.68)}、${formatLongitude(139.77)}`).toBe('北緯 35.68°、東経 139.77°');
    await setLanguage('zh');
    expect(formatLatitude(-33.87)).toBe('南纬 33.87°');
    setLanguage('en');
  });

  it('relative times in the interface language', () => {
    const now = Date.parse(WHEN);
    setLanguage('de');
    expect(formatRelative(now - 3 * 86_400_000, now)).toBe('vor 3 Tagen');
    setLanguage('es');
    expect(formatRelative(now + 2 * 3_600_000, now)).toBe('dentro de 2 horas');
  });
});
