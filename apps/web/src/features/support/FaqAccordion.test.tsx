import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from './FaqAccordion';

const items = [
  { id: 'a', question: 'First?', answer: 'Answer one' },
  { id: 'b', question: 'Second?', answer: 'Answer two' },
];
const expanded = (q: string) => screen.getByRole('button', { name: q }).getAttribute('aria-expanded');

describe('FaqAccordion', () => {
  it('opens one item at a time; clicking the open one closes it', () => {
    render(<FaqAccordion items={items} />);
    expect([expanded('First?'), expanded('Second?')]).toEqual(['false', 'false']);
    fireEvent.click(screen.getByRole('button', { name: 'First?' }));
    expect([expanded('First?'), expanded('Second?')]).toEqual(['true', 'false']);
    fireEvent.click(screen.getByRole('button', { name: 'Second?' }));
    expect([expanded('First?'), expanded('Second?')]).toEqual(['false', 'true']);
    fireEvent.click(screen.getByRole('button', { name: 'Second?' }));
    expect([expanded('First?'), expanded('Second?')]).toEqual(['false', 'false']);
  });
});
