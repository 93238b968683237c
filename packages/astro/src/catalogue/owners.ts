/**
 * SATCAT owner/country codes and what they stand for, after the source list that CelesTrak's SATCAT
 * documentation publishes. SATCAT rows carry only the code; this is the catalogue's readable name for
 * it. `country` is the ISO 3166-1 alpha-2 region when the owner is one country, so an interface can
 * name it in the reader's language (Intl.DisplayNames); organisations and joint owners have none.
 */
export interface SatcatOwner {
  name: string;
  country: string | null;
}

const COUNTRIES: Record<string, [string, string]> = {
  ALG: ['Algeria', 'DZ'],
  ARGN: ['Argentina', 'AR'],
  ASRA: ['Austria', 'AT'],
  AUS: ['Australia', 'AU'],
  AZER: ['Azerbaijan', 'AZ'],
  BEL: ['Belgium', 'BE'],
  BELA: ['Belarus', 'BY'],
  BERM: ['Bermuda', 'BM'],
  BGD: ['Bangladesh', 'BD'],
  BOL: ['Bolivia', 'BO'],
  BRAZ: ['Brazil', 'BR'],
  BUL: ['Bulgaria', 'BG'],
  CA: ['Canada', 'CA'],
  CHLE: ['Chile', 'CL'],
  COL: ['Colombia', 'CO'],
  CZCH: ['Czechia', 'CZ'],
  DEN: ['Denmark', 'DK'],
  ECU: ['Ecuador', 'EC'],
  EGYP: ['Egypt', 'EG'],
  EST: ['Estonia', 'EE'],
  FIN: ['Finland', 'FI'],
  FR: ['France', 'FR'],
  GER: ['Germany', 'DE'],
  GREC: ['Greece', 'GR'],
  HUN: ['Hungary', 'HU'],
  IND: ['India', 'IN'],
  INDO: ['Indonesia', 'ID'],
  IRAN: ['Iran', 'IR'],
  IRAQ: ['Iraq', 'IQ'],
  ISRA: ['Israel', 'IL'],
  IT: ['Italy', 'IT'],
  JPN: ['Japan', 'JP'],
  KAZ: ['Kazakhstan', 'KZ'],
  LAOS: ['Laos', 'LA'],
  LTU: ['Lithuania', 'LT'],
  LUXE: ['Luxembourg', 'LU'],
  MA: ['Morocco', 'MA'],
  MALA: ['Malaysia', 'MY'],
  MEX: ['Mexico', 'MX'],
  NETH: ['Netherlands', 'NL'],
  NIG: ['Nigeria', 'NG'],
  NKOR: ['North Korea', 'KP'],
  NOR: ['Norway', 'NO'],
  NZ: ['New Zealand', 'NZ'],
  PAKI: ['Pakistan', 'PK'],
  PERU: ['Peru', 'PE'],
  POL: ['Poland', 'PL'],
  POR: ['Portugal', 'PT'],
  PRC: ['China', 'CN'],
  QAT: ['Qatar', 'QA'],
  ROC: ['Taiwan', 'TW'],
  ROM: ['Romania', 'RO'],
  RP: ['Philippines', 'PH'],
  SAFR: ['South Africa', 'ZA'],
  SAUD: ['Saudi Arabia', 'SA'],
  SING: ['Singapore', 'SG'],
  SKOR: ['South Korea', 'KR'],
  SPN: ['Spain', 'ES'],
  SWED: ['Sweden', 'SE'],
  SWTZ: ['Switzerland', 'CH'],
  THAI: ['Thailand', 'TH'],
  TURK: ['Türkiye', 'TR'],
  UAE: ['United Arab Emirates', 'AE'],
  UK: ['United Kingdom', 'GB'],
  UKR: ['Ukraine', 'UA'],
  URY: ['Uruguay', 'UY'],
  US: ['United States', 'US'],
  VENZ: ['Venezuela', 'VE'],
  VTNM: ['Vietnam', 'VN'],
};

/** Organisations, companies and joint owners: names that are not one country. */
const OTHERS: Record<string, string> = {
  AB: 'Arab Satellite Communications Organization',
  ABS: 'Asia Broadcast Satellite',
  AC: 'AsiaSat',
  CHBZ: 'China and Brazil',
  CIS: 'Commonwealth of Independent States (former USSR)',
  ESA: 'European Space Agency',
  ESRO: 'European Space Research Organisation',
  EUME: 'EUMETSAT',
  EUTE: 'Eutelsat',
  FGER: 'France and Germany',
  FRIT: 'France and Italy',
  GLOB: 'Globalstar',
  IM: 'Inmarsat',
  IRID: 'Iridium',
  ISS: 'International Space Station',
  ITSO: 'Intelsat',
  NATO: 'North Atlantic Treaty Organization',
  O3B: 'O3b Networks',
  ORB: 'ORBCOMM',
  PRES: 'China and ESA',
  RASC: 'RascomStar-QAF',
  SES: 'SES',
  STCT: 'Singapore and Taiwan',
  UNK: 'Unknown',
  USBZ: 'United States and Brazil',
};

/** The readable owner of a SATCAT code; null for a code the list does not know. */
export function satcatOwner(code: string): SatcatOwner | null {
  const c = COUNTRIES[code];
  if (c) return { name: c[0], country: c[1] };
  const o = OTHERS[code];
  return o ? { name: o, country: null } : null;
}
