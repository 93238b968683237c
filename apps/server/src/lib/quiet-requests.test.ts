import { describe, expect, it } from 'vitest';
import { isQuietRequest } from './quiet-requests.ts';

describe('requests logged one by one', () => {
  it('leaves out probes, the metrics scrape and static files', () => {
    for (const url of [
      '/healthz',
      '/readyz',
      '/metrics',
      '/readyz?x=1',
      '/assets/index-Bb0fty9X.js',
      '/favicon.svg',
      '/images/vr/mars.webp',
      '/api/docs/static/swagger-ui.css',
    ]) {
      expect(isQuietRequest({ url }), url).toBe(true);
    }
  });

  it('keeps page views, API calls and anything that only looks like a file under /api', () => {
    for (const url of [
      '/',
      '/dashboard',
      '/login?next=/x',
      '/api/auth/me',
      '/api/exports/objects.csv',
      '/api/celestial-data?at=2026-01-01T00:00:00.000Z',
      '/metrics/extra',
      '/healthz/x',
    ]) {
      expect(isQuietRequest({ url }), url).toBe(false);
    }
  });
});
