import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecentActivities } from './RecentActivities';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const activity = (i: number) => ({
  id: `a${i}`,
  kind: 'export',
  title: `Export ${i}`,
  detail: 'CSV',
  at: '2026-11-20T10:00:00Z',
  link: null,
});
const mount = () =>
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RecentActivities />
      </QueryClientProvider>
    </MemoryRouter>,
  );
/** Rows of the loading placeholder (hidden from assistive technology; the list itself is not). */
const placeholderRows = (c: HTMLElement) => c.querySelectorAll('ul[aria-hidden="true"] li').length;
const pending = () => new Promise<Response>(() => {});

// Issue 12: the placeholder has the size of the list it stands for, so the dashboard does not move when it arrives.
describe('RecentActivities placeholder', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has three rows on a first visit, then as many rows as the list showed last time', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json([0, 1, 2, 3, 4].map(activity))),
    );
    const first = mount();
    expect(placeholderRows(first.container)).toBe(3);
    await screen.findByText('Export 4');
    first.unmount();

    vi.stubGlobal('fetch', vi.fn(pending));
    const second = mount();
    expect(placeholderRows(second.container)).toBe(5);
    second.unmount();
  });

  it("stands for an empty list with the empty list's own sentence, unseen, not rows that would collapse", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json([])),
    );
    const first = mount();
    await screen.findByTestId('activity-empty');
    first.unmount();

    vi.stubGlobal('fetch', vi.fn(pending));
    const second = mount();
    expect(placeholderRows(second.container)).toBe(0);
    expect(second.container.querySelector('.MuiSkeleton-root')).not.toBeNull();
    // Laid out for its height (at any width and in any language), hidden from sight and from screen readers.
    const sentence = second.getByText(/Nothing yet/);
    expect(sentence.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(getComputedStyle(sentence).visibility).toBe('hidden');
    second.unmount();
  });
});
