import type { CommunityPost, CommunityPostPage } from '@cosmos/contracts';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { communityKeys } from './keys';
import { upsertPost } from './write';

const post = (id: string, extra: Partial<CommunityPost> = {}): CommunityPost => ({
  id,
  threadId: 't1',
  author: { id: 'u1', name: 'Ada Voyager', handle: 'ada-voyager-u1', staff: false },
  isOpening: false,
  body: id,
  bodyHtml: `<p>${id}</p>`,
  quoteOf: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  editedAt: null,
  deleted: false,
  hidden: false,
  hiddenReason: null,
  accepted: false,
  canEdit: false,
  canDelete: false,
  ...extra,
});

function cache(pages: CommunityPostPage[]) {
  const qc = new QueryClient();
  qc.setQueryData<InfiniteData<CommunityPostPage>>(communityKeys.posts('t1'), {
    pages,
    pageParams: pages.map((_, i) => String(i)),
  });
  const ids = () =>
    qc
      .getQueryData<InfiniteData<CommunityPostPage>>(communityKeys.posts('t1'))!
      .pages.map((p) => p.items.map((x) => x.id));
  return {
    qc,
    ids,
    get: (id: string) =>
      qc
        .getQueryData<InfiniteData<CommunityPostPage>>(communityKeys.posts('t1'))!
        .pages.flatMap((p) => p.items)
        .find((x) => x.id === id),
  };
}

describe('live replies in the thread cache', () => {
  it('a new reply joins the last page only when that page is the end of the thread', () => {
    const loaded = cache([{ items: [post('a')], nextCursor: null }]);
    upsertPost(loaded.qc, post('b'), true);
    expect(loaded.ids()).toEqual([['a', 'b']]);
    // More replies exist on the server than are loaded: the new one arrives with "Load more", not out of order.
    const partial = cache([{ items: [post('a')], nextCursor: '5' }]);
    upsertPost(partial.qc, post('z'), true);
    expect(partial.ids()).toEqual([['a']]);
  });

  it('a broadcast copy never replaces our own answer (it would drop our Edit and Delete rights); our answer replaces it', () => {
    const c = cache([{ items: [post('a', { canEdit: true, canDelete: true })], nextCursor: null }]);
    upsertPost(c.qc, post('a'), true);
    expect(c.get('a')).toMatchObject({ canEdit: true, canDelete: true });
    upsertPost(c.qc, post('a', { body: 'edited', canEdit: true }));
    expect(c.get('a')).toMatchObject({ body: 'edited', canEdit: true });
    expect(c.ids()).toEqual([['a']]);
  });
});
