/**
 * Localised names the test set's answers must use: planets, constellations, compass directions, Moon phases, meteor
 * showers, and the phrases of an honest decline. Written here from ordinary usage in each language (not read from
 * the server's catalogue), so a missing or wrong translation fails the evaluation instead of agreeing with itself.
 */
import type { Lang } from './answer-words.ts';

/** Lower case, without accents: "Júpiter" and "Jupiter", "Vénus" and "Venus" match alike. */
export const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
export const mentions = (text: string, word: string) =>
  new RegExp(`(^|[^\\p{L}])${fold(word)}($|[^\\p{L}])`, 'u').test(fold(text));

export const BODY_NAMES: Record<string, Record<Lang, string>> = {
  sun: { en: 'Sun', es: 'Sol', fr: 'Soleil', de: 'Sonne' },
  moon: { en: 'Moon', es: 'Luna', fr: 'Lune', de: 'Mond' },
  mercury: { en: 'Mercury', es: 'Mercurio', fr: 'Mercure', de: 'Merkur' },
  venus: { en: 'Venus', es: 'Venus', fr: 'Vénus', de: 'Venus' },
  mars: { en: 'Mars', es: 'Marte', fr: 'Mars', de: 'Mars' },
  jupiter: { en: 'Jupiter', es: 'Júpiter', fr: 'Jupiter', de: 'Jupiter' },
  saturn: { en: 'Saturn', es: 'Saturno', fr: 'Saturne', de: 'Saturn' },
  uranus: { en: 'Uranus', es: 'Urano', fr: 'Uranus', de: 'Uranus' },
  neptune: { en: 'Neptune', es: 'Neptuno', fr: 'Neptune', de: 'Neptun' },
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
const LANG_INDEX: Record<Lang, number> = { en: 0, es: 1, fr: 2, de: 3 };
export const constellationNames = (latin: string, lang: Lang) => {
  const local = CONSTELLATIONS[latin]?.[LANG_INDEX[lang]];
  if (!local) return [latin];
  return lang === 'en' ? [latin, local] : [local];
};

/** Eight compass directions (centre azimuth) and their words; the bare east/west words that are also common words need an article. */
export const COMPASS: { az: number; words: Record<Lang, string[]>; abbr: Record<Lang, string> }[] = [
  {
    az: 0,
    words: { en: ['north'], es: ['norte'], fr: ['nord'], de: ['Norden', 'Nord'] },
    abbr: { en: 'N', es: 'N', fr: 'N', de: 'N' },
  },
  {
    az: 45,
    words: {
      en: ['northeast', 'north-east'],
      es: ['noreste', 'nordeste'],
      fr: ['nord-est'],
      de: ['Nordosten', 'Nordost'],
    },
    abbr: { en: 'NE', es: 'NE', fr: 'NE', de: 'NO' },
  },
  {
    az: 90,
    words: { en: ['east'], es: ['el este', 'al este'], fr: ["l'est", 'l’est'], de: ['Osten', 'Ost'] },
    abbr: { en: 'E', es: 'E', fr: 'E', de: 'O' },
  },
  {
    az: 135,
    words: { en: ['southeast', 'south-east'], es: ['sureste', 'sudeste'], fr: ['sud-est'], de: ['Südosten', 'Südost'] },
    abbr: { en: 'SE', es: 'SE', fr: 'SE', de: 'SO' },
  },
  {
    az: 180,
    words: { en: ['south'], es: ['sur'], fr: ['sud'], de: ['Süden', 'Süd'] },
    abbr: { en: 'S', es: 'S', fr: 'S', de: 'S' },
  },
  {
    az: 225,
    words: {
      en: ['southwest', 'south-west'],
      es: ['suroeste', 'sudoeste'],
      fr: ['sud-ouest'],
      de: ['Südwesten', 'Südwest'],
    },
    abbr: { en: 'SW', es: 'SO', fr: 'SO', de: 'SW' },
  },
  {
    az: 270,
    words: { en: ['west'], es: ['oeste'], fr: ['ouest'], de: ['Westen', 'West'] },
    abbr: { en: 'W', es: 'O', fr: 'O', de: 'W' },
  },
  {
    az: 315,
    words: { en: ['northwest', 'north-west'], es: ['noroeste'], fr: ['nord-ouest'], de: ['Nordwesten', 'Nordwest'] },
    abbr: { en: 'NW', es: 'NO', fr: 'NO', de: 'NW' },
  },
];

/** Moon phases by the Moon–Sun ecliptic longitude difference (0 new, 90 first quarter, 180 full, 270 last quarter). */
export const MOON_PHASES: { from: number; to: number; words: Record<Lang, RegExp> }[] = [
  { from: 348, to: 12, words: { en: /new moon/i, es: /luna nueva/i, fr: /nouvelle lune/i, de: /neumond/i } },
  {
    from: 0,
    to: 90,
    words: {
      en: /waxing crescent/i,
      es: /(luna|fase) creciente|creciente iluminante/i,
      fr: /premier croissant|croissant de lune/i,
      de: /zunehmende(r)? (sichel|mondsichel)/i,
    },
  },
  {
    from: 78,
    to: 102,
    words: {
      en: /first quarter/i,
      es: /cuarto creciente/i,
      fr: /premier quartier/i,
      de: /erste(s|n)? viertel|zunehmender halbmond/i,
    },
  },
  {
    from: 90,
    to: 180,
    words: {
      en: /waxing gibbous/i,
      es: /gibosa creciente/i,
      fr: /gibbeuse croissante/i,
      de: /zunehmende(r)? (dreiviertel|gibbös|mond)/i,
    },
  },
  { from: 168, to: 192, words: { en: /full moon/i, es: /luna llena/i, fr: /pleine lune/i, de: /vollmond/i } },
  {
    from: 180,
    to: 270,
    words: {
      en: /waning gibbous/i,
      es: /gibosa menguante/i,
      fr: /gibbeuse décroissante/i,
      de: /abnehmende(r)? (dreiviertel|gibbös|mond)/i,
    },
  },
  {
    from: 258,
    to: 282,
    words: {
      en: /(last|third) quarter/i,
      es: /cuarto menguante/i,
      fr: /dernier quartier/i,
      de: /letzte(s|n)? viertel|abnehmender halbmond/i,
    },
  },
  {
    from: 270,
    to: 360,
    words: {
      en: /waning crescent/i,
      es: /(luna|fase) menguante/i,
      fr: /dernier croissant/i,
      de: /abnehmende(r)? (sichel|mondsichel)/i,
    },
  },
];

/** Peak dates (month, day) of the major annual showers, from the International Meteor Organization's calendar. */
export const METEOR_SHOWERS: { id: string; peak: [number, number]; names: Record<Lang, string> }[] = [
  {
    id: 'quadrantids',
    peak: [1, 3],
    names: { en: 'Quadrantids', es: 'Cuadrántidas', fr: 'Quadrantides', de: 'Quadrantiden' },
  },
  { id: 'lyrids', peak: [4, 22], names: { en: 'Lyrids', es: 'Líridas', fr: 'Lyrides', de: 'Lyriden' } },
  { id: 'eta-aquariids', peak: [5, 6], names: { en: 'Aquariids', es: 'Acuáridas', fr: 'Aquarides', de: 'Aquariden' } },
  { id: 'perseids', peak: [8, 12], names: { en: 'Perseids', es: 'Perseidas', fr: 'Perséides', de: 'Perseiden' } },
  { id: 'orionids', peak: [10, 21], names: { en: 'Orionids', es: 'Oriónidas', fr: 'Orionides', de: 'Orioniden' } },
  { id: 'leonids', peak: [11, 17], names: { en: 'Leonids', es: 'Leónidas', fr: 'Léonides', de: 'Leoniden' } },
  { id: 'geminids', peak: [12, 14], names: { en: 'Geminids', es: 'Gemínidas', fr: 'Géminides', de: 'Geminiden' } },
  { id: 'ursids', peak: [12, 22], names: { en: 'Ursids', es: 'Úrsidas', fr: 'Ursides', de: 'Ursiden' } },
];

/** Saying it cannot know or do something (or that a forecast is only a sample). */
export const CANNOT: Record<Lang, RegExp> = {
  en: /\b(can(no|')t|unable|not able|don't (know|have)|do not (know|have)|no (weather|forecast|access|way)|only (your|you)|not available|isn't available|sample|outside what|not something i)\b/i,
  es: /\b(no (puedo|sé|tengo|dispongo|es posible)|no hay (previsión|pronóstico|datos)|solo (tus|tu|puedo)|muestra|de ejemplo|fuera de)/i,
  fr: /\b(je ne (peux|sais|dispose)|ne peux pas|pas (de|d')( )?(prévision|météo|accès)|seulement (vos|votre)|uniquement (vos|votre)|échantillon|exemple|impossible|hors de)/i,
  de: /\b(kann [^.]{0,30}(nicht|keine)|weiß (ich )?(nicht|keine)|keine (wetter|vorhersage|daten|auskunft)|nur (deine|ihre|eigene)|beispiel|stichprobe|nicht möglich|außerhalb)/i,
};
/** Claiming to have done, from chat, what only the account pages (or a person) can do. */
export const DONE_CLAIM: Record<Lang, RegExp> = {
  en: /\b(i('ve| have)|i just|has been|have been|is now|was) (now )?(cancel+ed|deleted|removed|downgraded|changed|switched|refunded|ordered|booked|closed)\b/i,
  es: /\b(he|ha sido|hemos|fue|queda) (cancelad|eliminad|borrad|reembolsad|cambiad|pedid|reservad)/i,
  fr: /\b(j'ai|j’ai|a été|est maintenant|est désormais) (annul|supprim|rembours|chang|commandé|réservé|rétrogradé)/i,
  de: /\b(habe ich|ich habe|wurde|ist jetzt|ist nun) [^.]{0,30}(gekündigt|gelöscht|erstattet|geändert|bestellt|gebucht|storniert)/i,
};

/** Function words no other of the four languages shares: enough to tell which language an answer is written in. */
const FUNCTION_WORDS: Record<Lang, string[]> = {
  en: [
    'the',
    'is',
    'are',
    'you',
    'your',
    'and',
    'of',
    'to',
    'at',
    'it',
    'that',
    'this',
    'from',
    'for',
    'with',
    'can',
    'i',
    'on',
    'what',
  ],
  es: [
    'el',
    'los',
    'las',
    'es',
    'está',
    'y',
    'tu',
    'para',
    'con',
    'por',
    'una',
    'puedo',
    'del',
    'sobre',
    'hay',
    'eso',
    'esta',
    'al',
  ],
  fr: [
    'le',
    'les',
    'est',
    'des',
    'et',
    'vous',
    'votre',
    'pour',
    'avec',
    'une',
    'du',
    'pas',
    'je',
    'au',
    'sur',
    'dans',
    'aux',
    'ce',
    'cette',
  ],
  de: [
    'der',
    'die',
    'das',
    'ist',
    'und',
    'den',
    'dem',
    'ein',
    'eine',
    'nicht',
    'ich',
    'sie',
    'ihr',
    'ihnen',
    'mit',
    'für',
    'von',
    'zu',
    'über',
    'im',
  ],
};
/** The language an answer is written in (by its function words), or null when it has too few to tell. */
export function languageOf(text: string): Lang | null {
  // Lower-case words only (and the first): capitalised names such as a mission called "The Sky Is The Limit" do not vote.
  const words = (text.match(/\p{L}+/gu) ?? [])
    .filter((w, i) => i === 0 || w === w.toLowerCase())
    .map((w) => w.toLowerCase());
  const score = (Object.keys(FUNCTION_WORDS) as Lang[]).map(
    (l) => [l, words.filter((w) => FUNCTION_WORDS[l].includes(w)).length] as const,
  );
  score.sort((a, b) => b[1] - a[1]);
  if (score[0]![1] < 3 || score[0]![1] === score[1]![1]) return null;
  return score[0]![0];
}
