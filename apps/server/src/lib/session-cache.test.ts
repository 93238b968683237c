import type { User } from '@cosmos/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventBus } from './events.ts';
import { SessionCache, sessionAuth } from './session-cache.ts';

const user = (id: string): User => ({
  id,
  email: `${id}@example.test`,
  firstName: 'Ada',
  lastName: 'Voyager',
  role: 'user',
  avatar: null,
  company: '',
  phone: '',
  location: '',
  emailVerified: true,
  createdAt: '2026-11-21T00:00:00.000Z',
});

afterEach(() => vi.useRealTimers());

describe('session cache', () => {
  it('hands back the same principal for every request of a session, carrying its session id', () => {
    const cache = new SessionCache(new EventBus());
    cache.set('h1', sessionAuth(user('u1'), 's1'));
    const a = cache.get('h1')!;
    expect(cache.get('h1')).toBe(a);
    expect(a.principal).toEqual({ ...user('u1'), sessionId: 's1' });
    expect(cache.get('unknown')).toBeUndefined();
  });

  it('forgets an entry after 15 s, a signed-out session and every session of an updated user at once', () => {
    vi.useFakeTimers();
    const events = new EventBus();
    const cache = new SessionCache(events);
    cache.set('a', sessionAuth(user('u1'), 's1'));
    cache.set('b', sessionAuth(user('u1'), 's2'));
    cache.set('c', sessionAuth(user('u2'), 's3'));
    cache.set('d', sessionAuth(user('u3'), 's4'));
    events.emit('user.signedOut', { userId: 'u2', sessionId: 's3' });
    expect(cache.get('c')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    events.emit('user.updated', { userId: 'u1' });
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, undefined]);
    expect(cache.get('d')).toBeDefined();
    vi.advanceTimersByTime(15_001);
    expect(cache.get('d')).toBeUndefined();
    vi.useRealTimers(); // test files share a process (vitest.config.ts: isolate false)
  });
});
