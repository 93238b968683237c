import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger } from './request-logger.ts';

function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const dest = new Writable({ write: (chunk, _enc, cb) => (lines.push(JSON.parse(String(chunk))), cb()) });
  return { lines, logger: pino({ level, redact: ['token'] }, dest) };
}

describe('lazy request logger', () => {
  it('writes nothing below the level and carries the request id once it writes', () => {
    const { lines, logger } = capture('warn');
    const log = lazyChildLogger(logger, { reqId: 'r-1' }, {});
    log.info({ a: 1 }, 'quiet');
    log.debug('quieter');
    expect(lines).toHaveLength(0);
    log.warn({ token: 'secret-value' }, 'loud');
    log.error('louder');
    expect(lines.map((l) => [l.reqId, l.msg])).toEqual([
      ['r-1', 'loud'],
      ['r-1', 'louder'],
    ]);
    expect(lines[0]!.token).toBe('[Redacted]');
  });

  it('honours a route log level below the parent level, and makes children with both bindings', () => {
    const { lines, logger } = capture('warn');
    const log = lazyChildLogger(logger, { reqId: 'r-2' }, { level: 'debug' });
    expect(log.level).toBe('debug');
    expect(log.isLevelEnabled('debug')).toBe(true);
    log.debug('route detail');
    log.child({ job: 'x' }).warn('from child');
    expect(lines.map((l) => [l.reqId, l.job, l.msg])).toEqual([
      ['r-2', undefined, 'route detail'],
      ['r-2', 'x', 'from child'],
    ]);
  });

  it('reports the parent level before it is built', () => {
    const { logger } = capture('info');
    const log = lazyChildLogger(logger, { reqId: 'r-3' }, {});
    expect(log.level).toBe('info');
    expect(log.isLevelEnabled('debug')).toBe(false);
    expect(log.isLevelEnabled('info')).toBe(true);
    log.level = 'error';
    expect(log.level).toBe('error');
    expect(log.isLevelEnabled('warn')).toBe(false);
  });
});
