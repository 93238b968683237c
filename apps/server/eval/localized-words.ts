/**
 * Localised names the test sets' answers must use: planets, constellations and compass directions (Moon phases and
 * meteor showers are in sky-event-words.ts; an answer's language and an honest decline in answer-language.ts).
 * Written here from ordinary usage in each language (not read from the server's catalogue), so a missing or wrong
 * translation fails the evaluation instead of agreeing with itself.
 */
import { isBaseLang, type Lang } from './answer-words.ts';

/** Lower case, without accents: "Júpiter" and "Jupiter", "Vénus" and "Venus" match alike. */
export const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** Japanese and Chinese run words together without spaces: a name written in their scripts is found as a substring. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
export const mentions = (text: string, word: string) =>
  CJK.test(word) ? text.includes(word) : new RegExp(`(^|[^\\p{L}])${fold(word)}($|[^\\p{L}])`, 'u').test(fold(text));

export const BODY_NAMES: Record<string, Record<Lang, string>> = {
  sun: { en: 'Sun', es: 'Sol', fr: 'Soleil', de: 'Sonne', it: 'Sole', 'pt-BR': 'Sol', ja: '太陽', 'zh-CN': '太阳' },
  moon: { en: 'Moon', es: 'Luna', fr: 'Lune', de: 'Mond', it: 'Luna', 'pt-BR': 'Lua', ja: '月', 'zh-CN': '月亮' },
  mercury: {
    en: 'Mercury',
    es: 'Mercurio',
    fr: 'Mercure',
    de: 'Merkur',
    it: 'Mercurio',
    'pt-BR': 'Mercúrio',
    ja: '水星',
    'zh-CN': '水星',
  },
  venus: {
    en: 'Venus',
    es: 'Venus',
    fr: 'Vénus',
    de: 'Venus',
    it: 'Venere',
    'pt-BR': 'Vênus',
    ja: '金星',
    'zh-CN': '金星',
  },
  mars: { en: 'Mars', es: 'Marte', fr: 'Mars', de: 'Mars', it: 'Marte', 'pt-BR': 'Marte', ja: '火星', 'zh-CN': '火星' },
  jupiter: {
    en: 'Jupiter',
    es: 'Júpiter',
    fr: 'Jupiter',
    de: 'Jupiter',
    it: 'Giove',
    'pt-BR': 'Júpiter',
    ja: '木星',
    'zh-CN': '木星',
  },
  saturn: {
    en: 'Saturn',
    es: 'Saturno',
    fr: 'Saturne',
    de: 'Saturn',
    it: 'Saturno',
    'pt-BR': 'Saturno',
    ja: '土星',
    'zh-CN': '土星',
  },
  uranus: {
    en: 'Uranus',
    es: 'Urano',
    fr: 'Uranus',
    de: 'Uranus',
    it: 'Urano',
    'pt-BR': 'Urano',
    ja: '天王星',
    'zh-CN': '天王星',
  },
  neptune: {
    en: 'Neptune',
    es: 'Neptuno',
    fr: 'Neptune',
    de: 'Neptun',
    it: 'Nettuno',
    'pt-BR': 'Netuno',
    ja: '海王星',
    'zh-CN': '海王星',
  },
};
export const PLANETS = ['mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune'] as const;
export const NAKED_EYE = ['mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const;

/**
 * Constellations on or near the ecliptic: English answers may use the IAU (Latin) or the English name; es/fr/de
 * answers must use their own language's name (issue 33: constellation names localised), Latin only where no common
 * name is listed here.
 */
export const CONSTELLATIONS: Record<string, [string, string, string, string]> = {
  // Latin: [English, Spanish, French, German]
  Aries: ['Ram', 'Aries', 'Bélier', 'Widder'],
  Taurus: ['Bull', 'Tauro', 'Taureau', 'Stier'],
  Gemini: ['Twins', 'Géminis', 'Gémeaux', 'Zwillinge'],
  Cancer: ['Crab', 'Cáncer', 'Cancer', 'Krebs'],
  Leo: ['Lion', 'Leo', 'Lion', 'Löwe'],
  Virgo: ['Virgin', 'Virgo', 'Vierge', 'Jungfrau'],
  Libra: ['Scales', 'Libra', 'Balance', 'Waage'],
  Scorpius: ['Scorpion', 'Escorpio', 'Scorpion', 'Skorpion'],
  Ophiuchus: ['Serpent Bearer', 'Ofiuco', 'Serpentaire', 'Schlangenträger'],
  Sagittarius: ['Archer', 'Sagitario', 'Sagittaire', 'Schütze'],
  Capricornus: ['Capricorn', 'Capricornio', 'Capricorne', 'Steinbock'],
  Aquarius: ['Water Bearer', 'Acuario', 'Verseau', 'Wassermann'],
  Pisces: ['Fishes', 'Piscis', 'Poissons', 'Fische'],
  Cetus: ['Whale', 'Ballena', 'Baleine', 'Walfisch'],
  Sextans: ['Sextant', 'Sextante', 'Sextant', 'Sextant'],
  Orion: ['Orion', 'Orión', 'Orion', 'Orion'],
  Crater: ['Cup', 'Copa', 'Coupe', 'Becher'],
  Hydra: ['Hydra', 'Hidra', 'Hydre', 'Wasserschlange'],
  Serpens: ['Serpent', 'Serpiente', 'Serpent', 'Schlange'],
};
/** The same constellations in the fresh set's other languages: [Italian, Portuguese (Brazil), Japanese, Chinese (China)]. */
export const MORE_CONSTELLATIONS: Record<string, [string, string, string, string[]]> = {
  Aries: ['Ariete', 'Áries', 'おひつじ座', ['白羊座']],
  Taurus: ['Toro', 'Touro', 'おうし座', ['金牛座']],
  Gemini: ['Gemelli', 'Gêmeos', 'ふたご座', ['双子座']],
  Cancer: ['Cancro', 'Câncer', 'かに座', ['巨蟹座']],
  Leo: ['Leone', 'Leão', 'しし座', ['狮子座']],
  Virgo: ['Vergine', 'Virgem', 'おとめ座', ['室女座', '处女座']],
  Libra: ['Bilancia', 'Libra', 'てんびん座', ['天秤座']],
  Scorpius: ['Scorpione', 'Escorpião', 'さそり座', ['天蝎座']],
  Ophiuchus: ['Ofiuco', 'Ofiúco', 'へびつかい座', ['蛇夫座']],
  Sagittarius: ['Sagittario', 'Sagitário', 'いて座', ['人马座', '射手座']],
  Capricornus: ['Capricorno', 'Capricórnio', 'やぎ座', ['摩羯座']],
  Aquarius: ['Acquario', 'Aquário', 'みずがめ座', ['宝瓶座', '水瓶座']],
  Pisces: ['Pesci', 'Peixes', 'うお座', ['双鱼座']],
  Cetus: ['Balena', 'Baleia', 'くじら座', ['鲸鱼座']],
  Sextans: ['Sestante', 'Sextante', 'ろくぶんぎ座', ['六分仪座']],
  Orion: ['Orione', 'Órion', 'オリオン座', ['猎户座']],
  Crater: ['Cratere', 'Taça', 'コップ座', ['巨爵座']],
  Hydra: ['Idra', 'Hidra', 'うみへび座', ['长蛇座']],
  Serpens: ['Serpente', 'Serpente', 'へび座', ['巨蛇座']],
};
const LANG_INDEX: Record<Lang, number> = { en: 0, es: 1, fr: 2, de: 3, it: 0, 'pt-BR': 1, ja: 2, 'zh-CN': 3 };
export const constellationNames = (latin: string, lang: Lang): string[] => {
  if (!isBaseLang(lang)) return [MORE_CONSTELLATIONS[latin]?.[LANG_INDEX[lang]] ?? latin].flat();
  const local = CONSTELLATIONS[latin]?.[LANG_INDEX[lang]];
  if (!local) return [latin];
  return lang === 'en' ? [latin, local] : [local];
};

/** Eight compass directions (centre azimuth) and their words; the bare east/west words that are also common words need an article. */
/** The compass abbreviations of one direction, in the order of ABBR_LANGS, space-separated ("NE NE NE NO …"). */
const ABBR_LANGS: Lang[] = ['en', 'es', 'fr', 'de', 'it', 'pt-BR', 'ja', 'zh-CN'];
const direction = (az: number, abbr: string, words: Record<Lang, string[]>) => ({
  az,
  words,
  abbr: Object.fromEntries(abbr.split(' ').map((a, i) => [ABBR_LANGS[i], a])) as Record<Lang, string>,
});
export const COMPASS: { az: number; words: Record<Lang, string[]>; abbr: Record<Lang, string> }[] = [
  direction(0, 'N N N N N N N N', {
    en: ['north'],
    es: ['norte'],
    fr: ['nord'],
    de: ['Norden', 'Nord'],
    it: ['nord'],
    'pt-BR': ['norte'],
    ja: ['北'],
    'zh-CN': ['北'],
  }),
  direction(45, 'NE NE NE NO NE NE NE NE', {
    en: ['northeast', 'north-east'],
    es: ['noreste', 'nordeste'],
    fr: ['nord-est'],
    de: ['Nordosten', 'Nordost'],
    it: ['nord-est'],
    'pt-BR': ['nordeste'],
    ja: ['北東'],
    'zh-CN': ['东北'],
  }),
  direction(90, 'E E E O E L E E', {
    en: ['east'],
    es: ['el este', 'al este'],
    fr: ["l'est", 'l’est'],
    de: ['Osten', 'Ost'],
    it: ['est'],
    'pt-BR': ['leste'],
    ja: ['東'],
    'zh-CN': ['东'],
  }),
  direction(135, 'SE SE SE SO SE SE SE SE', {
    en: ['southeast', 'south-east'],
    es: ['sureste', 'sudeste'],
    fr: ['sud-est'],
    de: ['Südosten', 'Südost'],
    it: ['sud-est'],
    'pt-BR': ['sudeste'],
    ja: ['南東'],
    'zh-CN': ['东南'],
  }),
  direction(180, 'S S S S S S S S', {
    en: ['south'],
    es: ['sur'],
    fr: ['sud'],
    de: ['Süden', 'Süd'],
    it: ['sud'],
    'pt-BR': ['sul'],
    ja: ['南'],
    'zh-CN': ['南'],
  }),
  direction(225, 'SW SO SO SW SO SO SW SW', {
    en: ['southwest', 'south-west'],
    es: ['suroeste', 'sudoeste'],
    fr: ['sud-ouest'],
    de: ['Südwesten', 'Südwest'],
    it: ['sud-ovest'],
    'pt-BR': ['sudoeste'],
    ja: ['南西'],
    'zh-CN': ['西南'],
  }),
  direction(270, 'W O O W O O W W', {
    en: ['west'],
    es: ['oeste'],
    fr: ['ouest'],
    de: ['Westen', 'West'],
    it: ['ovest'],
    'pt-BR': ['oeste'],
    ja: ['西'],
    'zh-CN': ['西'],
  }),
  direction(315, 'NW NO NO NW NO NO NW NW', {
    en: ['northwest', 'north-west'],
    es: ['noroeste'],
    fr: ['nord-ouest'],
    de: ['Nordwesten', 'Nordwest'],
    it: ['nord-ovest'],
    'pt-BR': ['noroeste'],
    ja: ['北西'],
    'zh-CN': ['西北'],
  }),
];
