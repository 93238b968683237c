import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResponsiveTable, type Column } from './ResponsiveTable';

interface Row {
  id: string;
  name: string;
  time: string;
  mag: string;
}
const rows: Row[] = [
  { id: 'a', name: 'ISS', time: '17:05–17:10', mag: '−3.4' },
  { id: 'b', name: 'Hubble', time: '18:20–18:24', mag: '1.9' },
];
const columns: Column<Row>[] = [
  { key: 'name', header: 'Object', card: 'title', cell: (r) => r.name },
  { key: 'time', header: 'Visible', cell: (r) => r.time, testId: 'visible' },
  { key: 'mag', header: 'Brightness', align: 'right', cell: (r) => r.mag },
  { key: 'cal', header: 'Calendar', card: 'action', cell: (r) => <button type="button">{`Add ${r.name}`}</button> },
];
const table = (extra: Partial<Parameters<typeof ResponsiveTable<Row>>[0]> = {}) => (
  <ResponsiveTable
    label="Passes"
    rows={rows}
    rowKey={(r) => r.id}
    columns={columns}
    rowProps={(r) => ({ 'data-testid': 'row', 'data-name': r.name })}
    {...extra}
  />
);

/** A phone: every `(max-width: …)` query matches, as MUI's `down('sm')` asks. */
const phone = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));

afterEach(() => vi.unstubAllGlobals());

describe('ResponsiveTable', () => {
  it('is a table on a wide screen: every column a heading, every row a row with its attributes', () => {
    render(table());
    const t = screen.getByRole('table', { name: 'Passes' });
    expect(
      within(t)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Object', 'Visible', 'Brightness', 'Calendar']);
    expect(screen.getAllByTestId('row').map((r) => r.dataset.name)).toEqual(['ISS', 'Hubble']);
    expect(screen.getAllByTestId('visible')[0]!.textContent).toBe('17:05–17:10');
  });

  it('below 600 px each row is a card: the title column heads it and every other column is a labelled value', () => {
    phone();
    render(table());
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Passes' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    expect(first.dataset.name).toBe('ISS'); // the row's attributes travel with it
    expect(within(first).getByText('ISS')).toBeTruthy();
    // the key columns are all there, each after its label: none is left behind a sideways swipe
    const terms = within(first)
      .getAllByRole('term')
      .map((d) => d.textContent);
    const values = within(first)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(terms).toEqual(['Visible', 'Brightness']);
    expect(values).toEqual(['17:05–17:10', '−3.4']);
    expect(within(first).getByRole('button', { name: 'Add ISS' })).toBeTruthy();
  });

  it('says when there is nothing to list, in either layout', () => {
    render(table({ rows: [], empty: 'No passes' }));
    expect(screen.getByText('No passes')).toBeTruthy();
    render(table({ rows: [], empty: 'Nothing tonight', forceCards: true }));
    expect(screen.getByText('Nothing tonight')).toBeTruthy();
  });
});
