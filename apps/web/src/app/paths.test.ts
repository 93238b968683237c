import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import { MENU } from './nav';
import { protectedRoutes, routes } from './router';
import { paths } from '../lib/paths';

/** Every pattern the router serves, as absolute paths. */
const served = [
  ...routes.map((r) => r.path),
  ...protectedRoutes.map((r) => ('index' in r ? '/' : `/${r.path}`)),
].filter((p): p is string => Boolean(p) && p !== '*');
const isServed = (url: string) => served.some((pattern) => matchPath(pattern, url.split(/[?#]/)[0]!));

describe('paths map', () => {
  it('routes every path in the map and nothing outside it', () => {
    const patterns = Object.values(paths).map((p) => p.pattern);
    for (const pattern of served) expect(patterns).toContain(pattern);
    for (const pattern of patterns) expect(served).toContain(pattern);
  });

  it('every menu entry leads to a served page', () => {
    for (const item of MENU) expect(isServed(item.path), item.path).toBe(true);
  });

  it('builders fill parameters, encode them, and land on the pattern they belong to', () => {
    expect(paths.ticket.to('a b/c')).toBe('/support/tickets/a%20b%2Fc');
    expect(matchPath(paths.ticket.pattern, paths.ticket.to('42'))?.params.id).toBe('42');
    expect(matchPath(paths.vrScene.pattern, paths.vrScene.to('iss'))?.params.sceneId).toBe('iss');
    expect(paths.support.to('billing')).toBe('/support?category=billing');
    expect(paths.subscriptionPlans.to('billing')).toBe('/subscription-plans#billing');
    expect(isServed(paths.doc.to('security'))).toBe(true);
  });
});
