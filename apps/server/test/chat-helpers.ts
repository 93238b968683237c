import { expect } from 'vitest';
import * as f from './factories.ts';
import type { TestApp } from './harness.ts';

/** A new user whose Settings language is `language` (the name Settings stores: 'Español', 'Deutsch', …). */
export async function userSpeaking(t: TestApp, language: string, opts: Parameters<typeof f.user>[1] = {}) {
  const u = await f.user(t, opts);
  const put = await t.app.inject({ method: 'PUT', url: '/api/settings', headers: u.auth, payload: { language } });
  expect(put.statusCode, put.body).toBe(200);
  return u;
}

/** Asks the assistant through the real chat route; its answer's text. */
export async function askAssistant(t: TestApp, auth: Record<string, string>, message: string): Promise<string> {
  const r = await t.app.inject({ method: 'POST', url: '/api/chatbot/message', headers: auth, payload: { message } });
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { content: string }).content;
}
