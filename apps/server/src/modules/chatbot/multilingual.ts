/**
 * Questions in Spanish, French and German (issue 19): the language is recognised from its common words, and the
 * question's main phrasings are rewritten into the English the classifier's patterns know ("¿cuánto cuesta el plan
 * Pro?" → "how much cost the plan pro"), so every intent keeps one set of rules. Run on the accent-free lower-case
 * text; unrecognised words pass through untouched (plan names, object names, numbers).
 */
import type { Lang } from '../../lib/i18n/index.ts';

type Rewrite = [RegExp, string];
const w = (words: string) => new RegExp(`\\b(?:${words})\\b`, 'g');

/** Words frequent in questions of one language and rare in the others (and in English). */
// Questions are recognised in es/fr/de only (it/pt speakers' questions go through the English classifier).
const MARKERS: Partial<Record<Exclude<Lang, 'en'>, RegExp>> = {
  es: w(
    'cuanto|cuesta|quiero|abiertos?|soporte|tienen|tienes|es|cuestan|cuales|donde|como|cuando|tengo|puedo|mis?|planes|factura|facturas|hola|gracias|esta noche|que|hay|el|los|las|proximo|proxima|quien|eres|luna|suscripcion|clave|claves|abrir|persona|hablar',
  ),
  fr: w(
    'combien|coute|est|ai|suis|coutent|quels?|quelles?|ou|comment|quand|j ai|je|mes?|mon|ma|formules?|facture|factures|bonjour|merci|ce soir|est ce|il y a|prochaine?|qui|es tu|lune|abonnement|cle|cles|ouvrir|parler|les|des|du',
  ),
  de: w(
    'wie viel|wieviel|ich|mir|offene|kostet|kosten|welche[nrs]?|wo|wie|wann|habe|ich|meine?n?|tarife?|rechnung|rechnungen|hallo|danke|heute nacht|gibt es|nachste[nr]?|wer|bist du|mond|abonnement|schlussel|offnen|sprechen|ist|der|die|das',
  ),
};

// Not global: a global regex's test() resumes from the previous match and would miss English in the next question.
const ENGLISH = new RegExp(
  w('the|is|are|what|how|my|do|does|you|i|when|where|can|which|have|of|and|tell|me|about|show|there|tonight|tomorrow')
    .source,
);

/** The language a question is written in, when it clearly is one of es/fr/de; undefined otherwise. */
export function questionLanguage(normalizedText: string): Exclude<Lang, 'en'> | undefined {
  let best: Exclude<Lang, 'en'> | undefined;
  // One marker word decides a question with no English in it ("Hola", "Danke!"); with English words, two are needed.
  let bestHits = ENGLISH.test(normalizedText) ? 1 : 0;
  for (const [lang, re] of Object.entries(MARKERS) as [Exclude<Lang, 'en'>, RegExp][]) {
    const hits = normalizedText.match(re)?.length ?? 0;
    if (hits > bestHits) [best, bestHits] = [lang, hits];
  }
  return best;
}

const COMMON: Rewrite[] = [
  [w('iss|eei|estacion espacial( internacional)?|station spatiale( internationale)?|raumstation'), 'iss'],
  [w('marte'), 'mars'],
  [w('jupiter'), 'jupiter'],
  [w('saturno|saturne'), 'saturn'],
  [w('venus'), 'venus'],
  [w('mercurio|mercure|merkur'), 'mercury'],
  [w('urano'), 'uranus'],
  [w('neptuno|neptun'), 'neptune'],
  [w('luna|lune|mond'), 'moon'],
  [w('sol|soleil|sonne'), 'sun'],
];

const REWRITES: Partial<Record<Exclude<Lang, 'en'>, Rewrite[]>> = {
  es: [
    [w('sobre (que lugar|que sitio|donde)'), 'over where'],
    [w('(el |la )?(planeta|estrella|objeto) mas brillante'), 'the brightest $2'],
    [w('que plan(es)? (incluye|incluyen|tiene|tienen|ofrece|ofrecen)'), 'which plan includes'],
    [w('hola|buenos dias|buenas tardes|buenas noches'), 'hello'],
    [w('muchas gracias|gracias'), 'thanks'],
    [w('quien eres( tu)?'), 'who are you'],
    [w('que puedes hacer'), 'what can you do'],
    [w('(abrir|crear) un ticket( de soporte)?'), 'open a ticket'],
    [w('hablar con una persona|hablar con alguien'), 'talk to a person'],
    [w('mis tickets|mis incidencias'), 'my tickets'],
    [w('tengo tickets( abiertos)?|tickets abiertos'), 'open tickets'],
    [w('mis facturas|mi (ultima )?factura'), 'my invoices'],
    [w('mis claves de api|mis claves api'), 'my api key'],
    [w('en que plan estoy|que plan tengo|mi plan|mi suscripcion'), 'my plan'],
    [w('cuando se renueva|renovacion'), 'renewal'],
    [w('cuanto cuesta|cuanto cuestan|cuanto vale|precio de|precios?'), 'how much cost'],
    [w('al ano|por ano|anual'), 'per year'],
    [w('que planes'), 'which plans'],
    [w('planes|tarifas'), 'plans'],
    [w('como (puedo|se)'), 'how do i'],
    [w('cambiar|cambio'), 'change'],
    [w('contrasena'), 'password'],
    [w('donde esta|donde se encuentra'), 'where is'],
    [w('a que distancia|que distancia|lo lejos'), 'how far'],
    [w('se ve|es visible|puedo ver|se puede ver'), 'can i see visible'],
    [w('cuando'), 'when'],
    [w('esta noche'), 'tonight'],
    [w('proximo|proxima'), 'next'],
    [w('luna llena'), 'full moon'],
    [w('luna nueva'), 'new moon'],
    [w('eclipse solar'), 'solar eclipse'],
    [w('eclipse lunar'), 'lunar eclipse'],
    [w('(a que hora )?sale'), 'rise'],
    [w('se pone'), 'set'],
    [w('pasa|pasos'), 'passes'],
    // Plan features, after the phrases above that contain the same words ("mis claves de api").
    [w('(el )?acceso a la api|la api'), 'api access'],
    [w('exportaciones personalizadas'), 'custom exports'],
    [w('soporte prioritario'), 'priority support'],
    [w('herramientas de colaboracion( en equipo)?'), 'team collaboration tools'],
  ],
  fr: [
    [w('au dessus de (quel endroit|quel lieu|ou)'), 'over where'],
    [w("(la |l')?(planete|etoile) la plus brillante"), 'the brightest $2'],
    [
      w('quelles? formules? (inclut|incluent|comprend|comprennent|offre|offrent|propose|proposent)'),
      'which plan includes',
    ],
    [w('bonjour|bonsoir|salut'), 'hello'],
    [w('merci beaucoup|merci'), 'thanks'],
    [w('qui es tu|qui etes vous'), 'who are you'],
    [w('que (peux tu|pouvez vous) faire'), 'what can you do'],
    [w('(ouvrir|creer) un ticket( de support)?'), 'open a ticket'],
    [w('parler a (une personne|quelqu un|un humain)'), 'talk to a person'],
    [w('mes tickets'), 'my tickets'],
    [w('(ai je des )?tickets ouverts'), 'open tickets'],
    [w('mes factures|ma (derniere )?facture'), 'my invoices'],
    [w('mes cles (d )?api'), 'my api key'],
    [w('quelle formule ai je|quel abonnement ai je|ma formule|mon abonnement'), 'my plan'],
    [w('renouvellement|quand se renouvelle'), 'renewal'],
    [w('combien coute|combien coutent|combien|prix|tarifs?'), 'how much cost'],
    [w('par an|annuel'), 'per year'],
    [w('quelles formules'), 'which plans'],
    [w('formules|abonnements'), 'plans'],
    [w('comment (puis je|faire pour|est ce que je peux)'), 'how do i'],
    [w('changer|modifier'), 'change'],
    [w('mot de passe'), 'password'],
    [w('ou est|ou se trouve'), 'where is'],
    [w('a quelle distance|quelle distance'), 'how far'],
    [w('est ce que je peux voir|puis je voir|est visible'), 'can i see visible'],
    [w('quand'), 'when'],
    [w('ce soir'), 'tonight'],
    [w('prochaine?'), 'next'],
    [w('pleine lune|pleine moon'), 'full moon'],
    [w('nouvelle lune|nouvelle moon'), 'new moon'],
    [w('eclipse solaire'), 'solar eclipse'],
    [w('eclipse lunaire'), 'lunar eclipse'],
    [w('se leve|lever'), 'rise'],
    [w('se couche|coucher'), 'set'],
    [w('passages?|passe'), 'passes'],
    // Plan features, after the phrases above that contain the same words ("mis claves de api").
    [w('(l )?acces (a )?l api|l api'), 'api access'],
    [w('exports personnalises'), 'custom exports'],
    [w('support prioritaire'), 'priority support'],
    [w('outils de collaboration( en equipe)?'), 'team collaboration tools'],
  ],
  de: [
    [w('uber welchem ort'), 'over where'],
    [w('(der |die |das )?hellsten? (planet|stern)(en)?'), 'the brightest $2'],
    [w('welche[rn]? tarife? (enthalt|enthalten|beinhaltet|beinhalten|hat|haben|bietet|bieten)'), 'which plan includes'],
    [w('hallo|guten (morgen|tag|abend)'), 'hello'],
    [w('vielen dank|danke'), 'thanks'],
    [w('wer bist du|wer sind sie'), 'who are you'],
    [w('was kannst du|was konnen sie'), 'what can you do'],
    [w('(ein )?ticket (eroffnen|erstellen|offnen)'), 'open a ticket'],
    [w('mit (einem menschen|einer person|jemandem) sprechen'), 'talk to a person'],
    [w('meine tickets'), 'my tickets'],
    [w('offene tickets'), 'open tickets'],
    [w('meine (letzte )?rechnung(en)?'), 'my invoices'],
    [w('meine api schlussel'), 'my api key'],
    [w('welchen tarif habe ich|mein tarif|mein abonnement|meinen tarif'), 'my plan'],
    [w('verlangerung|wann verlangert sich'), 'renewal'],
    [w('wie ?viel kostet|wie ?viel kosten|was kostet|was kosten|preis(e)?'), 'how much cost'],
    [w('pro jahr|im jahr|jahrlich'), 'per year'],
    [w('welche tarife'), 'which plans'],
    [w('tarife|abonnements'), 'plans'],
    [w('wie (kann|konnen) (ich|man)'), 'how do i'],
    [w('andern'), 'change'],
    [w('passwort'), 'password'],
    [w('wo (ist|steht)'), 'where is'],
    [w('wie weit( entfernt)?|welche entfernung'), 'how far'],
    [/\bist\b(.*)\bsichtbar\b/g, 'can i see $1 visible'],
    [/\bkann ich\b(.*)\bsehen\b/g, 'can i see $1 visible'],
    [w('wann'), 'when'],
    [w('heute nacht|heute abend'), 'tonight'],
    [w('nachste[nrs]?'), 'next'],
    [w('vollmond'), 'full moon'],
    [w('neumond'), 'new moon'],
    [w('sonnenfinsternis'), 'solar eclipse'],
    [w('mondfinsternis'), 'lunar eclipse'],
    [/\bgeht\b(.*)\bauf\b/g, 'does $1 rise'],
    [/\bgeht\b(.*)\bunter\b/g, 'does $1 set'],
    [w('aufgang'), 'rise'],
    [w('untergang'), 'set'],
    [w('uberfluge?|uberflug|fliegt'), 'passes'],
    // Plan features, after the phrases above that contain the same words ("mis claves de api").
    [w('(den )?api zugang|die api'), 'api access'],
    [w('(eigene|benutzerdefinierte) exporte'), 'custom exports'],
    [w('priorisierten? support|prioritats ?support'), 'priority support'],
    [w('(team )?kollaborationswerkzeuge|werkzeuge fur die zusammenarbeit'), 'team collaboration tools'],
  ],
};

/** Accent-free lower case, as the rewrites expect (ß → ss, ü → u). */
export const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`'¿¡«»„“”]/g, ' ')
    .replace(/[-_]/g, ' ');

/** The question in the English phrasing the classifier knows, and the language it was asked in. */
export function toEnglishPhrasing(question: string): { text: string; lang: Lang | undefined } {
  const p = plain(question);
  const lang = questionLanguage(p);
  if (!lang) return { text: question, lang };
  let text = p;
  for (const [re, to] of [...(REWRITES[lang] ?? []), ...COMMON]) text = text.replace(re, to);
  return { text, lang };
}
