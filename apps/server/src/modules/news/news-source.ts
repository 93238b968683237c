/**
 * Reads a Spaceflight News API v4 answer (`{ results: [{ id, title, url, news_site, summary, published_at }] }`).
 * An answer of the wrong shape is refused whole (the last good set stays); single articles with a link that is not
 * http(s) (javascript:, data:…) or an unreadable date are dropped, since their link would be shown to users.
 */
import type { NewsItem } from '@cosmos/contracts';
import { z } from 'zod';

const Article = z.object({
  id: z.union([z.number(), z.string()]),
  title: z.string().min(1),
  url: z.string(),
  news_site: z.string().nullish(),
  summary: z.string().nullish(),
  published_at: z.string(),
});
const Answer = z.object({ results: z.array(z.unknown()) });

export const isWebLink = (url: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
};

export type Parsed = { ok: true; items: NewsItem[]; dropped: number } | { ok: false; error: string };

export function parseNews(text: string): Parsed {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: 'news source answer is not JSON' };
  }
  const answer = Answer.safeParse(json);
  if (!answer.success) return { ok: false, error: 'news source answer has no "results" list' };
  const items: NewsItem[] = [];
  let dropped = 0;
  for (const raw of answer.data.results) {
    const a = Article.safeParse(raw);
    const ms = a.success ? Date.parse(a.data.published_at) : NaN;
    if (!a.success || !isWebLink(a.data.url) || !Number.isFinite(ms)) {
      dropped++;
      continue;
    }
    items.push({
      id: String(a.data.id),
      title: a.data.title.slice(0, 300),
      summary: (a.data.summary ?? '').slice(0, 1000),
      url: a.data.url,
      source: a.data.news_site?.trim() || new URL(a.data.url).hostname,
      publishedAt: new Date(ms).toISOString(),
    });
  }
  if (items.length === 0 && answer.data.results.length > 0)
    return { ok: false, error: 'news source answer has no readable article' };
  return { ok: true, items, dropped };
}
