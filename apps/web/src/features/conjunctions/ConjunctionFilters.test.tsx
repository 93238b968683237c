import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { conjunctionsQuery, type ConjunctionFilters } from './api';
import { ConjunctionFilterBar } from './ConjunctionFilters';
import { filtersFromParams, filtersToParams } from './filter-params';
import { ownerLabel } from './owner-label';

const none: ConjunctionFilters = { q: '', type: '', owner: '', maxKm: '', sort: 'miss' };

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const owners = {
  owners: [
    { code: 'US', name: 'United States', country: 'US', encounters: 12 },
    { code: 'CIS', name: 'Commonwealth of Independent States (former USSR)', country: null, encounters: 3 },
    { code: 'SES', name: 'SES', country: null, encounters: 1 },
    { code: 'QQQ', name: null, country: null, encounters: 1 },
  ],
};

function renderBar(value: ConjunctionFilters) {
  const fetchMock = vi.fn(async () => Response.json(owners));
  vi.stubGlobal('fetch', fetchMock);
  const onChange = vi.fn();
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <ConjunctionFilterBar value={value} onChange={onChange} runId="7" />
    </QueryClientProvider>,
  );
  return { fetchMock, onChange };
}

const optionTexts = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('conjunction owner filter', () => {
  it('asks the server for the chosen owner only when there is one', () => {
    expect(conjunctionsQuery(none, null)).not.toHaveProperty('owner');
    expect(conjunctionsQuery({ ...none, owner: 'PRC' }, null).owner).toBe('PRC');
  });

  it('offers the owners of the listed encounters by name, with their counts, and reports the chosen code', async () => {
    const { fetchMock, onChange } = renderBar(none);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Owner / country' }));
    const option = await screen.findByRole('option', { name: 'CIS (former USSR) (3)' });
    // A country by Intl, a multinational owner by the feature's texts, a company by its name, an unlisted code as is.
    expect(optionTexts()).toEqual(['Any owner', 'United States (12)', 'CIS (former USSR) (3)', 'SES (1)', 'QQQ (1)']);
    fireEvent.click(option);
    expect(onChange).toHaveBeenCalledWith({ ...none, owner: 'CIS' });
    expect(String(fetchMock.mock.calls[0]![0 as never])).toContain('/api/conjunctions/owners');
  }, 30_000);

  it('keeps an owner from the address that no listed encounter has, shown by its code', async () => {
    renderBar({ ...none, owner: 'ESA' });
    expect(screen.getByRole('combobox', { name: 'Owner / country' }).textContent).toBe('ESA');
  });

  it('offers every object type, unknown included', () => {
    const { onChange } = renderBar(none);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Object type' }));
    expect(optionTexts()).toEqual(['Any', 'Satellite', 'Rocket body', 'Debris', 'Unknown type']);
    fireEvent.click(screen.getByRole('option', { name: 'Unknown type' }));
    expect(onChange).toHaveBeenCalledWith({ ...none, type: 'unknown' });
  });
});

describe('owner names in the interface language', () => {
  it('names countries through Intl and multinational owners through the texts, in each language', async () => {
    const china = { code: 'PRC', name: 'China', country: 'CN' };
    const esa = { code: 'ESA', name: 'European Space Agency', country: null };
    expect([ownerLabel(china), ownerLabel(esa)]).toEqual(['China', 'European Space Agency']);
    await i18n.changeLanguage('de');
    expect([ownerLabel(china), ownerLabel(esa)]).toEqual(['China', 'Europäische Weltraumorganisation']);
    await i18n.changeLanguage('fr');
    expect([ownerLabel(china), ownerLabel(esa)]).toEqual(['Chine', 'Agence spatiale européenne']);
    await i18n.changeLanguage('es');
    expect(ownerLabel({ code: 'US', name: 'United States', country: 'US' })).toBe('Estados Unidos');
  });
});

describe('filters in the address', () => {
  it('round-trips every filter and writes only what differs from the defaults', () => {
    const f: ConjunctionFilters = {
      q: 'starlink',
      type: 'debris',
      owner: 'PRC',
      maxKm: '2',
      sort: 'tca',
      id: 'sat-25544',
    };
    const p = filtersToParams(f);
    expect(p.toString()).toBe('q=starlink&type=debris&owner=PRC&maxKm=2&sort=tca&id=sat-25544');
    expect(filtersFromParams(p)).toEqual(f);
    expect(filtersToParams(none).toString()).toBe('');
  });

  it('drops values the page does not offer instead of sending them on', () => {
    expect(filtersFromParams(new URLSearchParams('type=moon&owner=U%24S&maxKm=3&sort=closest'))).toEqual(none);
    expect(filtersFromParams(new URLSearchParams('owner=prc')).owner).toBe('PRC');
  });
});
