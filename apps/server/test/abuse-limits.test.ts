/** Per-user rate limits where abuse is cheap: ticket creation, assistant messages, exports. */
import { describe, expect, it } from 'vitest';
import { BUCKETS } from '../src/modules/auth/guards.ts';
import { startTestApp } from './harness.ts';
import { cardOnFile } from './factories.ts';

const t = await startTestApp();

async function burst(
  n: number,
  req: () => Promise<{ statusCode: number; headers: Record<string, unknown>; json(): { code?: string } }>,
) {
  const codes: number[] = [];
  let last;
  for (let i = 0; i < n; i++) {
    last = await req();
    codes.push(last.statusCode);
  }
  return { codes, last: last! };
}

describe('per-user abuse limits', () => {
  it('ticket creation: a burst, then 429 with Retry-After; another user is unaffected', async () => {
    const u = await t.register();
    const { codes, last } = await burst(BUCKETS.ticket.capacity + 1, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/support/tickets',
        headers: u.auth,
        payload: { subject: 'Spam', description: 'Spam spam spam' },
      }),
    );
    expect(codes.slice(0, -1).every((c) => c === 201)).toBe(true);
    expect(last.statusCode).toBe(429);
    expect(last.headers['retry-after']).toBeDefined();
    expect(last.json().code).toBe('rate_limited');
    const other = await t.register();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/support/tickets',
          headers: other.auth,
          payload: { subject: 'Help', description: 'A real question' },
        })
      ).statusCode,
    ).toBe(201);
  });

  it('assistant messages (plain and streamed share one budget)', async () => {
    const u = await t.register();
    const { codes } = await burst(BUCKETS.chat.capacity, () =>
      t.app.inject({ method: 'POST', url: '/api/chatbot/message', headers: u.auth, payload: { message: 'hello' } }),
    );
    expect(codes.every((c) => c === 200)).toBe(true);
    const streamed = await t.app.inject({
      method: 'POST',
      url: '/api/chatbot/message/stream',
      headers: u.auth,
      payload: { message: 'hello' },
    });
    expect(streamed.statusCode).toBe(429);
    expect(streamed.headers['content-type']).toContain('application/problem+json');
  });

  it('exports', async () => {
    const u = await t.register();
    await cardOnFile(t.db, u.user.id);
    await t.app.inject({
      method: 'POST',
      url: '/api/subscription/change',
      headers: u.auth,
      payload: { planId: 'pro' },
    });
    const now = new Date().toISOString();
    const { codes, last } = await burst(BUCKETS.export.capacity + 1, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/exports',
        headers: u.auth,
        payload: { from: now, to: now, type: 'planet' },
      }),
    );
    expect(codes.slice(0, -1).every((c) => c === 200)).toBe(true);
    expect(last.statusCode).toBe(429);
  });
});
