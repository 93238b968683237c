/** Space Science's news: the feed as served (newest first), each dated and linked in a new tab; offline the sample notice. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsFeed } from './NewsFeed';

const item = (id: string, title: string, publishedAt: string, source: string) => ({
  id,
  title,
  summary: `About ${title}`,
  url: `https://example.org/${id}`,
  source,
  publishedAt,
});

function serve(source: 'live' | 'sample') {
  const body = {
    items: [
      item('2', 'Newer story', '2026-11-26T09:30:00Z', 'NASA'),
      item('1', 'Older story', '2026-11-20T10:00:00Z', 'SpaceNews'),
    ],
    status: { source, lastRefresh: null, lastError: null },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
  );
}
afterEach(() => vi.unstubAllGlobals());

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NewsFeed />
    </QueryClientProvider>,
  );

describe('news feed', () => {
  it('lists the articles in order, dated, each linking to its source in a new tab; no sample notice when live', async () => {
    serve('live');
    show();
    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['Newer story', 'Older story']);
    const link = screen.getByRole('link', { name: /Read at NASA/ });
    expect(link.getAttribute('href')).toBe('https://example.org/2');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getAllByText((_c, el) => el?.tagName === 'TIME').map((e) => e.getAttribute('datetime'))).toEqual([
      '2026-11-26T09:30:00Z',
      '2026-11-20T10:00:00Z',
    ]);
    expect(screen.queryByText(/Sample articles/)).toBeNull();
  });

  it('offline: says the articles are a sample', async () => {
    serve('sample');
    show();
    expect(await screen.findByText(/Sample articles/)).toBeTruthy();
  });
});
