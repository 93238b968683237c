import type { SearchHit } from '@cosmos/contracts';
import MiniSearch from 'minisearch';
import type { AppContext } from '../../context.ts';
import { PLANS } from '../billing/plans.ts';
import { listDocs, listFaqs } from '../content/content.repository.ts';

/** One searchable piece of the product's own knowledge: an FAQ item, a doc page or a plan. */
export interface KnowledgeDoc {
  id: string; // kind:id, unique
  kind: 'faq' | 'doc' | 'plan';
  title: string;
  text: string;
  href: string;
}

const STOP = new Set('a an and are as at be by can do does for from how i in is it me my of on or the to what when where which who why will with you your'.split(' '));

export function buildIndex(docs: KnowledgeDoc[]) {
  const ms = new MiniSearch<KnowledgeDoc>({
    idField: 'id',
    fields: ['title', 'text'],
    storeFields: ['kind', 'title', 'text', 'href'],
    processTerm: (t) => {
      const w = t.toLowerCase();
      return STOP.has(w) ? null : w;
    },
    searchOptions: { boost: { title: 2 }, prefix: (term) => term.length > 3, fuzzy: (term) => (term.length > 5 ? 0.2 : false) },
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

/** FAQ, documentation and plan features, indexed with BM25 (MiniSearch). Rebuilt at most once a minute. */
export async function knowledgeIndex(ctx: AppContext) {
  const hit = cache.get(ctx);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.index;
  const [faqs, docs] = await Promise.all([listFaqs(ctx.db), listDocs(ctx.db)]);
  const all: KnowledgeDoc[] = [
    ...faqs.map((f) => ({ id: `faq:${f.id}`, kind: 'faq' as const, title: f.question, text: f.answer, href: `/support?faq=${encodeURIComponent(f.id)}` })),
    ...docs.map((d) => ({ id: `doc:${d.id}`, kind: 'doc' as const, title: d.title, text: `${d.summary} ${d.body}`, href: d.href })),
    ...PLANS.map((p) => ({
      id: `plan:${p.id}`,
      kind: 'plan' as const,
      title: `${p.name} plan`,
      text: `${p.name} costs $${(p.priceCents / 100).toFixed(2)} per month. ${p.description} Features: ${p.features.join(', ')}.`,
      href: '/subscription-plans',
    })),
  ];
  const index = buildIndex(all);
  cache.set(ctx, { at: Date.now(), index });
  return index;
}

export async function searchKnowledge(ctx: AppContext, q: string, limit = 8): Promise<SearchHit[]> {
  const index = await knowledgeIndex(ctx);
  return index
    .search(q)
    .slice(0, limit)
    .map((r) => ({ kind: r.kind as SearchHit['kind'], id: String(r.id).split(':')[1]!, title: r.title as string, snippet: String(r.text).slice(0, 200), href: r.href as string, score: r.score }));
}
