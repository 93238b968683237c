/** "Add to calendar" on Home's sky events; the file is read back with ical.js (Mozilla's RFC 5545 parser). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import ICAL from 'ical.js';
import { describe, expect, it, vi } from 'vitest';
import { UpcomingEvents } from './UpcomingEvents';

const saved: { name: string; text: string }[] = [];
vi.mock('../../lib/ics', async (orig) => ({
  ...(await orig<typeof import('../../lib/ics')>()),
  download: (name: string, text: string) => saved.push({ name, text }),
}));
const EVENTS = [
  {
    id: 'full-moon-2026-11-24T1453',
    kind: 'event',
    title: 'Full Moon',
    date: '2026-11-24T14:53:00.000Z',
    detail: 'Moon phase: full moon',
  },
  {
    id: 'total-lunar-eclipse-2026-12-01T0000',
    kind: 'alert',
    title: 'Total lunar eclipse',
    date: '2026-12-01T00:00:00.000Z',
    detail: 'Total lunar eclipse, total phase 58 min.',
  },
];
// The server's answer at the network: the typed client's call goes through fetch like any other.
vi.stubGlobal(
  'fetch',
  vi.fn(async (url: string) =>
    String(url).startsWith('/api/events/upcoming')
      ? new Response(JSON.stringify(EVENTS), { status: 200, headers: { 'content-type': 'application/json' } })
      : new Response('{}', { status: 404 }),
  ),
);

describe('upcoming events', () => {
  it('each event has "Add to calendar", which saves that event as a valid .ics file', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <UpcomingEvents />
      </QueryClientProvider>,
    );
    const buttons = await screen.findAllByRole('button', { name: /to calendar/ });
    expect(buttons).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Add Total lunar eclipse to calendar (.ics)' }));
    expect(saved).toHaveLength(1);
    expect(saved[0].name).toBe('total-lunar-eclipse-2026-12-01T0000.ics');
    const cal = new ICAL.Component(ICAL.parse(saved[0].text));
    const [vevent] = cal.getAllSubcomponents('vevent');
    const e = new ICAL.Event(vevent);
    expect(e.summary).toBe('Total lunar eclipse');
    expect(e.description).toBe('Total lunar eclipse, total phase 58 min.');
    expect(e.startDate.toJSDate().toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(e.endDate.toJSDate().toISOString()).toBe('2026-12-01T01:00:00.000Z');
  });
});
