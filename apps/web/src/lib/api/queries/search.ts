/**
 * Home's search fans one text out to the catalogue, the place gazetteer and the launch list (each call may fail
 * alone); the documentation index is the shared docs query. The answers are cached together under keys.homeSearch.
 */
import { client, ok } from '../index';
import { searchCelestial } from './celestial';
import type { LaunchWindow } from './launches';

const FAIL = 'Failed to fetch celestial data'; // spec §8

export const homeSearchCalls = {
  satellites: (q: string, limit: number, signal: AbortSignal) =>
    searchCelestial(new URLSearchParams({ q, type: 'satellite', limit: String(limit) }), signal, FAIL),
  places: (q: string, limit: number, signal: AbortSignal) =>
    ok(client.GET('/api/places/search', { params: { query: { q, limit } }, failMessage: FAIL, signal })),
  launches: (window: LaunchWindow, signal: AbortSignal) =>
    ok(client.GET('/api/launches', { params: { query: { window, limit: 50 } }, failMessage: FAIL, signal })),
};
