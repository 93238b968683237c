import { z } from 'zod';

/** One article of the Space Science news feed (a Spaceflight News API-compatible source, or the bundled sample). */
export const NewsItem = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  /** The article at its source: always http(s). */
  url: z.string(),
  /** The publisher's name, e.g. "SpaceNews". */
  source: z.string(),
  publishedAt: z.string(),
});
export type NewsItem = z.infer<typeof NewsItem>;

export const NewsQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(12) });

/** GET /api/news: newest first. `source` is "sample" until a fetch of NEWS_URL has succeeded (or with NEWS_URL=off). */
export const NewsFeed = z.object({
  items: z.array(NewsItem),
  status: z.object({
    source: z.enum(['live', 'sample']),
    lastRefresh: z.string().nullable(),
    lastError: z.string().nullable(),
  }),
});
export type NewsFeed = z.infer<typeof NewsFeed>;
