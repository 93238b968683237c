import type { SearchHit } from '@cosmos/contracts';
import MiniSearch from 'minisearch';
import type { AppContext } from '../../context.ts';
import { PLANS } from '../billing/plans.ts';
import { listDocs, listFaqs } from '../content/content.service.ts';
import { markdownSections } from '../content/markdown.ts';

/**
 * One full-text index over the product's own knowledge — documentation sections, FAQ items and
 * plans — used by Support Center search, /support search and the assistant's how-to tool.
 * Terms are stemmed (a light suffix stripper) and unified through synonyms ("2fa" = "two-factor"),
 * and queries match with typo tolerance (fuzzy) and prefixes.
 */
export interface KnowledgeDoc {
  id: string; // kind:id, unique
  kind: 'faq' | 'doc' | 'plan';
  title: string;
  text: string;
  /** Indexed in place of `text` when set (documentation sections keep their code examples here). */
  searchText?: string;
  href: string;
}
export interface KnowledgeHit extends SearchHit {
  /** The whole section or answer as plain sentences (what the assistant quotes). */
  answer: string;
}

const STOP = new Set(
  'a an and are as at be by can do does for from how i in is it me my of on or the to what when where which who why will with you your this that there should could would'.split(
    ' ',
  ),
);
const SYNONYMS: Record<string, string> = {
  '2fa': 'twofactor',
  mfa: 'twofactor',
  totp: 'twofactor',
  factor: 'twofactor',
  authenticator: 'twofactor',
  otp: 'twofactor',
  pwd: 'password',
  passwd: 'password',
  passphrase: 'password',
  bill: 'invoice',
  bills: 'invoice',
  receipt: 'invoice',
  receipts: 'invoice',
  billing: 'invoice',
  unsubscribe: 'cancel',
  terminate: 'cancel',
  stop: 'cancel',
  download: 'export',
  downloads: 'export',
  spreadsheet: 'csv',
  price: 'cost',
  pricing: 'cost',
  prices: 'cost',
  costs: 'cost',
  login: 'sign',
  signin: 'sign',
  logout: 'sign',
  forgotten: 'forgot',
  token: 'key',
  tokens: 'key',
  coordinates: 'location',
  coords: 'location',
  // The documentation is written in English; the assistant's Spanish, French and German how-to questions
  // search it with these words of theirs (the rest of their words match nothing and do no harm).
  contrasena: 'password',
  contraseña: 'password',
  passe: 'password',
  passwort: 'password',
  kennwort: 'password',
  factura: 'invoice',
  facturas: 'invoice',
  facture: 'invoice',
  factures: 'invoice',
  rechnung: 'invoice',
  rechnungen: 'invoice',
  ubicacion: 'location',
  ubicación: 'location',
  standort: 'location',
  cambiar: 'change',
  cambio: 'change',
  changer: 'change',
  andern: 'change',
  ändern: 'change',
  exportar: 'export',
  exporter: 'export',
  exportieren: 'export',
  cancelar: 'cancel',
  annuler: 'cancel',
  kundigen: 'cancel',
  kündigen: 'cancel',
};

/** A small stemmer: enough to meet "exports", "exporting" and "exported" at "export". */
export function stem(w: string): string {
  let s = w;
  if (s.length > 5 && s.endsWith('ies')) s = `${s.slice(0, -3)}y`;
  else if (s.length > 5 && /(ing|ed)$/.test(s)) s = s.replace(/(ing|ed)$/, '');
  else if (s.length > 3 && s.endsWith('s') && !s.endsWith('ss')) s = s.slice(0, -1);
  if (s.length > 4 && /([b-df-hj-np-tv-z])\1$/.test(s)) s = s.slice(0, -1);
  return s;
}

export function processTerm(t: string): string | null {
  const w = t.toLowerCase();
  if (STOP.has(w)) return null;
  return stem(SYNONYMS[w] ?? w);
}

/** Documentation sections carry the steps and the controls; FAQ answers are short summaries of them. */
const KIND_BOOST: Record<KnowledgeDoc['kind'], number> = { doc: 1.5, faq: 1, plan: 0.9 };

export function buildIndex(docs: KnowledgeDoc[]) {
  const ms = new MiniSearch<KnowledgeDoc>({
    idField: 'id',
    fields: ['title', 'searchText'],
    extractField: (doc, field) =>
      field === 'searchText' ? (doc.searchText ?? doc.text) : (doc as unknown as Record<string, string>)[field]!,
    storeFields: ['kind', 'title', 'text', 'href'],
    processTerm,
    searchOptions: {
      boost: { title: 3 },
      prefix: (term) => term.length > 3,
      fuzzy: (term) => (term.length > 4 ? 0.2 : false),
      boostDocument: (_id, _term, stored) => KIND_BOOST[(stored?.kind as KnowledgeDoc['kind']) ?? 'faq'],
    },
  });
  ms.addAll(docs);
  return ms;
}

interface Cached {
  at: number;
  index: MiniSearch<KnowledgeDoc>;
}
const cache = new WeakMap<AppContext, Cached>();
const TTL_MS = 60_000; // FAQ and docs are seeded content; a minute of staleness is fine

export async function knowledgeDocs(ctx: AppContext): Promise<KnowledgeDoc[]> {
  const [faqs, docs] = await Promise.all([listFaqs(ctx.db), listDocs(ctx.db)]);
  return [
    ...faqs.map((f) => ({
      id: `faq:${f.id}`,
      kind: 'faq' as const,
      title: f.question,
      text: f.answer,
      href: `/support?faq=${encodeURIComponent(f.id)}`,
    })),
    // The FAQs page repeats the FAQ items above; indexing it twice would only list each answer twice.
    ...docs
      .filter((d) => d.id !== 'faqs')
      .flatMap((d) =>
        d.href.startsWith('/docs/')
          ? markdownSections(d.body).map((s) => ({
              id: `doc:${d.id}${s.slug ? `#${s.slug}` : ''}`,
              kind: 'doc' as const,
              title: s.heading ? `${d.title}: ${s.heading}` : d.title,
              text: s.text || d.summary,
              searchText: s.searchText || d.summary,
              href: s.slug ? `${d.href}#${s.slug}` : d.href,
            }))
          : [{ id: `doc:${d.id}`, kind: 'doc' as const, title: d.title, text: `${d.summary} ${d.body}`, href: d.href }],
      ),
    ...PLANS.map((p) => ({
      id: `plan:${p.id}`,
      kind: 'plan' as const,
      title: `${p.name} plan`,
      text: `${p.name} costs $${(p.priceCents / 100).toFixed(2)} per month. ${p.description} Features: ${p.features.join(', ')}.`,
      href: '/subscription-plans',
    })),
  ];
}

/** Rebuilt at most once a minute per app. */
export async function knowledgeIndex(ctx: AppContext) {
  const hit = cache.get(ctx);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.index;
  const index = buildIndex(await knowledgeDocs(ctx));
  cache.set(ctx, { at: Date.now(), index });
  return index;
}

/** A snippet that ends at a word boundary with an ellipsis, never mid-word. */
export function snippet(text: string, max = 200): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1))}…`;
}

export async function searchKnowledgeFull(ctx: AppContext, q: string, limit = 8): Promise<KnowledgeHit[]> {
  const index = await knowledgeIndex(ctx);
  return index
    .search(q)
    .slice(0, limit)
    .map((r) => {
      const id = String(r.id);
      return {
        kind: r.kind as SearchHit['kind'],
        id: id.slice(id.indexOf(':') + 1),
        title: r.title as string,
        snippet: snippet(String(r.text)),
        answer: String(r.text),
        href: r.href as string,
        score: r.score,
      };
    });
}

export async function searchKnowledge(ctx: AppContext, q: string, limit = 8): Promise<SearchHit[]> {
  return (await searchKnowledgeFull(ctx, q, limit)).map(({ answer: _answer, ...hit }) => hit);
}
