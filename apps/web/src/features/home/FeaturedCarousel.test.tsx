import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeaturedCarousel } from './FeaturedCarousel';
import { CAROUSEL_INTERVAL_MS } from './featured';

/** jsdom has no matchMedia: answer the reduced-motion query as the test says. */
function reducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

const slide = () => document.querySelector('[data-slide]')!.getAttribute('data-slide');
const renderCarousel = () =>
  render(
    <MemoryRouter>
      <FeaturedCarousel />
    </MemoryRouter>,
  );

describe('FeaturedCarousel motion (WCAG 2.2.2)', () => {
  afterEach(() => vi.useRealTimers());

  it('advances by itself, and stops after Pause until Play', () => {
    vi.useFakeTimers();
    reducedMotion(false);
    renderCarousel();
    act(() => void vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(slide()).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Pause carousel' }));
    act(() => void vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3));
    expect(slide()).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Play carousel' }));
    act(() => void vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(slide()).toBe('2');
  }, 20_000); // the first render loads MUI and i18next: slow on a loaded machine

  it('never moves by itself under prefers-reduced-motion; the arrows still work', () => {
    vi.useFakeTimers();
    reducedMotion(true);
    renderCarousel();
    act(() => void vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 4));
    expect(slide()).toBe('0');
    expect(screen.queryByRole('button', { name: 'Pause carousel' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(slide()).toBe('1');
  });
});
