import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterFirstCommit, useDeferredData } from './deferred';

describe('useDeferredData', () => {
  it('keeps the placeholder up for the render in which data arrives, then shows it: never an empty list between', async () => {
    const seen: string[] = [];
    function List({ data }: { data?: string[] }) {
      const { data: shown, arriving } = useDeferredData(data);
      const what = arriving ? 'placeholder' : shown === undefined ? 'loading' : shown.join(',');
      seen.push(what);
      return <p>{what}</p>;
    }
    const { rerender } = render(<List />);
    await act(async () => rerender(<List data={['a', 'b']} />));
    expect(screen.getByText('a,b')).toBeTruthy();
    // React rendered the arrival twice: once blocking (the placeholder still), once as a transition (the list).
    expect(seen).toEqual(['loading', 'placeholder', 'a,b']);
  });

  it('a refetch shows the old list until the new one is rendered, not the placeholder', async () => {
    const seen: string[] = [];
    function List({ data }: { data?: string[] }) {
      const { data: shown, arriving } = useDeferredData(data);
      seen.push(arriving ? 'placeholder' : (shown ?? []).join(','));
      return null;
    }
    const { rerender } = render(<List data={['a']} />);
    await act(async () => rerender(<List data={['a', 'b']} />));
    expect(seen).toEqual(['a', 'a', 'a,b']);
  });
});

describe('AfterFirstCommit', () => {
  it('commits the placeholder first and its children in a later commit', async () => {
    render(
      <AfterFirstCommit placeholder={<p>space</p>}>
        <p>below the fold</p>
      </AfterFirstCommit>,
    );
    expect(screen.getByText('space')).toBeTruthy();
    expect(screen.queryByText('below the fold')).toBeNull();
    expect(await screen.findByText('below the fold')).toBeTruthy();
    expect(screen.queryByText('space')).toBeNull();
  });
});
