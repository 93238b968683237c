import { describe, expect, it } from 'vitest';
import { EventBus } from './events.ts';

describe('EventBus', () => {
  it('a throwing or rejecting listener is reported, never reaches the emitter, and the others still run', async () => {
    const errors: string[] = [];
    const bus = new EventBus((err, event) => errors.push(`${event}: ${(err as Error).message}`));
    const seen: string[] = [];
    bus.on('user.updated', () => {
      throw new Error('sync');
    });
    bus.on('user.updated', async () => {
      throw new Error('async');
    });
    bus.on('user.updated', ({ userId }) => void seen.push(userId));
    expect(() => bus.emit('user.updated', { userId: 'u1' })).not.toThrow();
    await new Promise((r) => setImmediate(r));
    expect(seen).toEqual(['u1']);
    expect(errors.sort()).toEqual(['user.updated: async', 'user.updated: sync']);
  });
  it('off removes the wrapped listener', () => {
    const bus = new EventBus();
    let n = 0;
    const off = bus.on('user.updated', () => void n++);
    bus.emit('user.updated', { userId: 'a' });
    off();
    bus.emit('user.updated', { userId: 'a' });
    expect(n).toBe(1);
  });
});
