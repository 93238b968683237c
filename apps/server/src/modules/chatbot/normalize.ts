/**
 * Question normalisation before classification: lower case, no accents or punctuation, common
 * spelling variants unified, and typos corrected against the assistant's own vocabulary (an edit
 * distance of 1 for words of 4–6 letters, 2 from 7), so "pasword", "invioce" and "jupitr" still match.
 */

/** Words the classifier and tools look for; typos are corrected towards these only. */
export const VOCABULARY = [
  // plans and billing
  'plan',
  'plans',
  'price',
  'prices',
  'pricing',
  'cost',
  'costs',
  'subscription',
  'subscriptions',
  'subscribe',
  'upgrade',
  'downgrade',
  'basic',
  'explorer',
  'navigator',
  'enterprise',
  'mission',
  'monthly',
  'yearly',
  'annual',
  'annually',
  'year',
  'month',
  'invoice',
  'invoices',
  'receipt',
  'billing',
  'billed',
  'charged',
  'payment',
  'renewal',
  'renew',
  'renews',
  'cancel',
  'cancelled',
  'cancellation',
  'quota',
  'usage',
  'download',
  'downloads',
  'limit',
  'account',
  'features',
  'feature',
  'cheapest',
  'expensive',
  'difference',
  'compare',
  // security and how-to
  'password',
  'forgot',
  'reset',
  'change',
  'email',
  'two-factor',
  'authentication',
  'authenticator',
  'session',
  'sessions',
  'security',
  'export',
  'exports',
  'location',
  'profile',
  'timeline',
  'documentation',
  'tutorial',
  'settings',
  'notifications',
  'language',
  'theme',
  'key',
  'keys',
  'api',
  'token',
  'delete',
  'verify',
  'verification',
  'headset',
  'dark',
  'visualization',
  // support
  'ticket',
  'tickets',
  'support',
  'agent',
  'human',
  'person',
  'contact',
  'complaint',
  'status',
  'open',
  // sky
  'where',
  'position',
  'moon',
  'sun',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
  'station',
  'satellite',
  'satellites',
  'hubble',
  'telescope',
  'eclipse',
  'eclipses',
  'solar',
  'lunar',
  'opposition',
  'conjunction',
  'quarter',
  'phase',
  'phases',
  'rise',
  'rises',
  'sunrise',
  'sunset',
  'moonrise',
  'moonset',
  'visible',
  'tonight',
  'horizon',
  'distance',
  'far',
  'pass',
  'passes',
  'overhead',
  'brightest',
  'star',
  'stars',
  'planet',
  'planets',
  'altitude',
  'above',
  'below',
  'sirius',
  'vega',
  'betelgeuse',
  'polaris',
  'arcturus',
  'pleiades',
  'andromeda',
  'orion',
  'full',
  'new',
  'after',
  'next',
  'following',
  'hello',
  'thanks',
  'weather',
  'joke',
];

/** Ordinary words that are close to a vocabulary word but must never be "corrected" into it. */
const KNOWN = [
  'there',
  'they',
  'them',
  'then',
  'than',
  'that',
  'this',
  'what',
  'when',
  'will',
  'with',
  'have',
  'your',
  'from',
  'charge',
  'charges',
  'about',
  'again',
  'which',
  'would',
  'could',
  'should',
  'into',
  'much',
  'many',
  'more',
  'some',
  'time',
  'over',
  'just',
  'like',
  'make',
  'want',
  'need',
  'show',
  'tell',
  'know',
  'does',
  'done',
  'each',
  'very',
  'here',
  'only',
  'also',
  'been',
  'were',
  'other',
  'their',
  'these',
  'those',
  'mean',
  'meaning',
  'past',
  'rain',
  'plant',
  'plane',
  'plain',
  'prize',
  'cast',
  'coast',
  'most',
  'post',
  'keep',
  'kept',
  'month',
  'sure',
  'stay',
  'start',
  'stars',
  'said',
  'same',
  'sent',
  'setting',
  'settle',
  'pause',
  'paste',
  'save',
  'saved',
  'seen',
  'seem',
  'soon',
  'moan',
  'mood',
  'fast',
  'last',
  'list',
  'lost',
  'lose',
  'late',
  'later',
];
const VOCAB_SET = new Set([...VOCABULARY, ...KNOWN]);
const BY_LENGTH = new Map<number, string[]>();
for (const w of VOCABULARY) BY_LENGTH.set(w.length, [...(BY_LENGTH.get(w.length) ?? []), w]);

/** Variants unified before anything else: spellings, abbreviations, joined words. */
const VARIANTS: [RegExp, string][] = [
  [/\b2\s*fa\b|\btwo\s*factor\b|\bmfa\b|\b2-step\b|\btwo\s*step\b/g, 'two-factor'],
  [/\bpass\s*word\b|\bpwd\b/g, 'password'],
  [/\blog\s*in\b|\blogin\b|\bsign\s*in\b|\bsignin\b/g, 'sign-in'],
  [/\bint(?:ernational)?\s*space\s*station\b|\bthe\s+station\b/g, 'iss'],
  [/\bper\s+annum\b|\ba\s+year\b|\beach\s+year\b|\bevery\s+year\b|\b12\s+months\b/g, 'per year'],
  [/\bapi\s*-?\s*keys?\b/g, 'api key'],
  [/\bfull\s*moon\b/g, 'full moon'],
  [/\bhow\s+much\b/g, 'how much'],
  [/\bvisualisation\b/g, 'visualization'],
  [/\bcancell?ation\b|\bcancell?ing\b|\bcancell?ed\b/g, 'cancel'],
];

function editDistanceWithin(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return false;
    prev = cur;
  }
  return prev[b.length]! <= max;
}

/** The vocabulary word a typo most likely meant, or the word itself. */
export function correctWord(w: string): string {
  if (w.length < 4 || VOCAB_SET.has(w) || /\d/.test(w)) return w;
  const max = w.length >= 7 ? 2 : 1;
  for (let d = 1; d <= max; d++) {
    for (let len = w.length - d; len <= w.length + d; len++) {
      const hit = (BY_LENGTH.get(len) ?? []).find((v) => v[0] === w[0] && editDistanceWithin(w, v, d));
      if (hit) return hit;
    }
  }
  return w;
}

export function normalize(text: string): string {
  let t = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`]/g, "'");
  t = t.replace(/[^a-z0-9' ?*-]+/g, ' ');
  for (const [re, to] of VARIANTS) t = t.replace(re, to);
  const words = t
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => {
      const bare = w.replace(/\?+$/, '');
      const fixed = correctWord(bare);
      return fixed + w.slice(bare.length);
    });
  let out = words.join(' ');
  // Corrections can form a variant again ("pasword" → "password"); run the variants once more.
  for (const [re, to] of VARIANTS) out = out.replace(re, to);
  return out.trim();
}
