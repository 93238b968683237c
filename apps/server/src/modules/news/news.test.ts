/** The news feed against a local fake Spaceflight News API source (no test reaches the internet). */
import type { NewsFeed } from '@cosmos/contracts';
import { describe, expect, it } from 'vitest';
import { fakeLaunchLibrary } from '../../../test/fake-launch-library.ts';
import { startTestApp } from '../../../test/harness.ts';
import { refreshNews } from './news.service.ts';

const t = await startTestApp(); // NEWS_URL=off: never fetched on its own
const user = await t.register();
const get = (url: string, auth: Record<string, string> = user.auth) =>
  t.app.inject({ method: 'GET', url, headers: auth });

// A local Spaceflight News API v4 source: answers whatever `routes` holds for each path (the fake-HTTP helper is shared).
const routes: Record<string, { status?: number; body: unknown }> = {};
const source = fakeLaunchLibrary((path) => routes[path]);
const refresh = (path: string) => refreshNews(t.ctx, { url: `${source.base}${path}`, force: true });

const article = (id: number, publishedAt: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Article ${id}`,
  url: `https://example.org/news/${id}`,
  image_url: 'https://example.org/i.jpg',
  news_site: 'SpaceNews',
  summary: `Summary ${id}`,
  published_at: publishedAt,
  updated_at: publishedAt,
  featured: false,
  launches: [],
  events: [],
  ...extra,
});

describe('news', () => {
  it('never fetched: the bundled sample, labelled as such, newest first; anonymous is 401', async () => {
    expect((await get('/api/news', {})).statusCode).toBe(401);
    const res = await get('/api/news');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as NewsFeed;
    expect(body.status).toEqual({ source: 'sample', lastRefresh: null, lastError: null });
    expect(body.items.length).toBeGreaterThanOrEqual(3);
    const dates = body.items.map((i) => Date.parse(i.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const i of body.items) expect(i.url).toMatch(/^https:\/\//);
  });

  it('a good answer replaces the sample: newest first, dated, with source and link; non-http(s) links are refused', async () => {
    routes['/v4/articles/'] = {
      body: {
        count: 4,
        next: null,
        previous: null,
        results: [
          article(1, '2026-11-20T10:00:00Z'),
          article(2, '2026-11-26T09:30:00Z', { news_site: 'NASA' }),
          article(3, '2026-11-25T00:00:00Z', { url: 'javascript:alert(1)' }),
          article(4, '2026-11-24T00:00:00Z', { url: 'data:text/html,<b>x</b>' }),
        ],
      },
    };
    expect(await refresh('/v4/articles/')).toBe('refreshed');
    const body = (await get('/api/news')).json() as NewsFeed;
    expect(body.status.source).toBe('live');
    expect(body.status.lastRefresh).not.toBeNull();
    expect(body.items).toEqual([
      {
        id: '2',
        title: 'Article 2',
        summary: 'Summary 2',
        url: 'https://example.org/news/2',
        source: 'NASA',
        publishedAt: '2026-11-26T09:30:00.000Z',
      },
      {
        id: '1',
        title: 'Article 1',
        summary: 'Summary 1',
        url: 'https://example.org/news/1',
        source: 'SpaceNews',
        publishedAt: '2026-11-20T10:00:00.000Z',
      },
    ]);
  });

  it('a malformed answer or an HTTP error keeps the last good set and records the error', async () => {
    routes['/broken'] = { body: '{"results": [' };
    expect(await refresh('/broken')).toBe('failed');
    routes['/shape'] = { body: { articles: [] } };
    expect(await refresh('/shape')).toBe('failed');
    routes['/down'] = { status: 503, body: {} };
    expect(await refresh('/down')).toBe('failed');
    const body = (await get('/api/news')).json() as NewsFeed;
    expect(body.status.source).toBe('live');
    expect(body.status.lastError).toMatch(/HTTP 503/);
    expect(body.items.map((i) => i.id)).toEqual(['2', '1']);
  });

  it('a second refresh within the hour is skipped (one process fetches per hour); off is disabled', async () => {
    expect(await refreshNews(t.ctx, { url: `${source.base}/v4/articles/` })).toBe('skipped');
    expect(await refreshNews(t.ctx, { url: 'off' })).toBe('disabled');
  });

  it('bad input answers 400 naming the parameter', async () => {
    const res = await get('/api/news?limit=0');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('limit');
  });
});
