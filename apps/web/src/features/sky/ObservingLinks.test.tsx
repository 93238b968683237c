import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ObservingLinks } from './ObservingLinks';

describe('links from Satellite Data to the Observing tools', () => {
  it('lead to the map, "what was that?" and the sky chart', () => {
    render(
      <MemoryRouter>
        <ObservingLinks />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Observing tools:' });
    const hrefs = [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Map', '/observing'],
      ['What was that?', '/observing/identify'],
      ['Sky chart', '/observing/sky'],
    ]);
  });
});
