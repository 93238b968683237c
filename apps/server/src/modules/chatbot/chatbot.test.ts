import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

const t = await startTestApp();
const { app } = t;

async function ask(a: TestApp, auth: Record<string, string>, message: string) {
  const res = await a.app.inject({ method: 'POST', url: '/api/chatbot/message', headers: auth, payload: { message } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { content: string; citations: { kind: string; title: string; href: string }[]; offerTicket: boolean };
}

const located = await t.register();
await app.inject({ method: 'PUT', url: '/api/auth/profile', headers: located.auth, payload: { firstName: 'Ada', lastName: 'L', latitude: 38.72, longitude: -9.14 } });

describe('built-in assistant: a fixed question set cites the right sources', () => {

  it.each([
    ['How often is the satellite data updated?', 'faq', '/support?faq=realtime', /15 minutes/],
    ['Which formats can I export my data in?', 'faq', '/support?faq=formats', /JSON, CSV/],
    ['Do I need a VR headset?', 'faq', '/support?faq=vr', /browser/],
    ['Can I cancel my subscription at any time?', 'faq', '/support?faq=cancel', /end of the paid period/],
    ['How do I revoke sessions and use two-factor authentication?', 'doc', '/docs/security', /two-factor/],
    ['Which plan has API access and team collaboration tools?', 'plan', '/subscription-plans', /Enterprise Mission/],
  ])('%s → %s %s', async (q, kind, href, text) => {
    const a = await ask(t, located.auth, q);
    expect(a.citations[0]).toMatchObject({ kind, href });
    expect(a.content).toMatch(text);
    expect(a.offerTicket).toBe(false);
  });

  it('where is Mars now: the sky engine, cited as the object', async () => {
    const a = await ask(t, located.auth, 'Where is Mars now?');
    expect(a.content).toMatch(/Mars is at RA \d+h \d\dm, Dec -?\d+\.\d°/);
    expect(a.content).toMatch(/above the horizon|below the horizon/);
    expect(a.citations[0]).toEqual({ kind: 'object', title: 'Mars', href: '/data-visualization?object=mars' });
  });

  it('when does the ISS pass over me: predicted passes for the user’s location', async () => {
    const a = await ask(t, located.auth, 'When does the ISS pass over me?');
    expect(a.content).toMatch(/ISS/);
    expect(a.content).toMatch(/rises \d{4}-\d\d-\d\d \d\d:\d\d UTC|does not rise/);
    expect(a.citations.map((c) => c.href)).toContain('/data-visualization?object=sat-25544');
  });

  it('ISS passes without a location asks for one and cites how to set it', async () => {
    const u = await t.register();
    const a = await ask(t, u.auth, 'When can I see the space station pass overhead?');
    expect(a.content).toMatch(/need your location/);
    expect(a.citations[0]!.href).toBe('/support?faq=ground-station');
  });

  it('brightest star tonight: a bright star above the user’s horizon', async () => {
    const a = await ask(t, located.auth, 'What is the brightest star tonight?');
    expect(a.content).toMatch(/The brightest star above your horizon at .* is \w+/);
    expect(a.citations[0]!.kind).toBe('object');
    expect(a.citations[0]!.href).toMatch(/^\/data-visualization\?object=star-\d+$/);
  });

  it('what plan am I on / my last invoice: the user’s own data', async () => {
    const u = await t.register();
    expect((await ask(t, u.auth, 'What plan am I on?')).content).toMatch(/Basic Explorer/);
    expect((await ask(t, u.auth, 'What is my current subscription?')).content).toMatch(/^You are on the Basic Explorer plan/);
    expect((await ask(t, u.auth, 'Show my last invoice')).content).toBe('You have no invoices yet.');
    await app.inject({ method: 'POST', url: '/api/subscription/change', headers: u.auth, payload: { planId: 'enterprise' } });
    const plan = await ask(t, u.auth, 'What plan am I on?');
    expect(plan.content).toMatch(/Enterprise Mission/);
    expect(plan.citations[0]).toEqual({ kind: 'account', title: 'Your subscription', href: '/subscription' });
    const inv = await ask(t, u.auth, 'What was my last invoice?');
    expect(inv.content).toMatch(/^Your last invoice is INV-001 from \d{4}-\d\d-\d\d: \$\d+\.\d\d for Enterprise Mission, Paid\.$/);
    // Another user's question never sees this invoice.
    expect((await ask(t, located.auth, 'What was my last invoice?')).content).toBe('You have no invoices yet.');
  });

  it.each(['What is the airspeed velocity of an unladen swallow?', 'Tell me a recipe for lasagne', 'zxqv'])('unknown "%s" says so and offers a ticket', async (q) => {
    const a = await ask(t, located.auth, q);
    expect(a.content).toMatch(/I don't know/);
    expect(a.offerTicket).toBe(true);
  });
});

describe('conversation and hand-off', () => {
  it('keeps the conversation per user, opens a ticket with it attached, clears it', async () => {
    const u = await t.register();
    const other = await t.register();
    await ask(t, u.auth, 'What is the meaning of the blue widget?');
    const conv = (await app.inject({ url: '/api/chatbot/conversation', headers: u.auth })).json();
    expect(conv.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect((await app.inject({ url: '/api/chatbot/conversation', headers: other.auth })).json()).toEqual({ messages: [] });

    const tk = await app.inject({ method: 'POST', url: '/api/chatbot/ticket', headers: u.auth, payload: {} });
    expect(tk.statusCode).toBe(201);
    expect(tk.json().subject).toBe('Assistant: What is the meaning of the blue widget?');
    const detail = (await app.inject({ url: `/api/support/tickets/${tk.json().id}`, headers: u.auth })).json();
    expect(detail.description).toMatch(/Me \(.*\): What is the meaning of the blue widget\?[\s\S]*Assistant \(.*\): I don't know/);

    expect((await app.inject({ method: 'POST', url: '/api/chatbot/ticket', headers: other.auth, payload: {} })).statusCode).toBe(400);
    await app.inject({ method: 'DELETE', url: '/api/chatbot/conversation', headers: u.auth });
    expect((await app.inject({ url: '/api/chatbot/conversation', headers: u.auth })).json()).toEqual({ messages: [] });
  });

  it('validates the message and requires a token', async () => {
    const u = await t.register();
    const bad = await app.inject({ method: 'POST', url: '/api/chatbot/message', headers: u.auth, payload: { message: '   ' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('message');
    expect((await app.inject({ method: 'POST', url: '/api/chatbot/message', payload: { message: 'hi' } })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/chatbot/conversation' })).statusCode).toBe(401);
  });

  it('streams the built-in answer as server-sent events', async () => {
    const u = await t.register();
    const res = await app.inject({ method: 'POST', url: '/api/chatbot/message/stream', headers: u.auth, payload: { message: 'Do I need a VR headset?' } });
    expect(res.headers['content-type']).toContain('text/event-stream');
    expect(res.body).toMatch(/event: delta\ndata: \{"text":"No\. Every VR experience/);
    const done = JSON.parse(/event: done\ndata: (.*)\n/.exec(res.body)![1]!);
    expect(done).toMatchObject({ role: 'assistant', citations: [{ kind: 'faq', href: '/support?faq=vr' }] });
  });
});

const seen: { auth?: string; body: { model: string; stream: boolean; messages: { role: string; content: string }[] } }[] = [];
const fake: Server = createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', () => {
    seen.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
    if (req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const piece of ['Basic gets ', 'updates every ', '15 minutes.']) res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`);
    res.end('data: [DONE]\n\n');
  });
});
await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
afterAll(() => new Promise<void>((r) => fake.close(() => r())));
const base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;


describe('language-model provider (a local fake OpenAI-compatible endpoint)', () => {
  it('passes the retrieved context, streams the reply and keeps the citations', async () => {
    const llm = await startTestApp({ LLM_BASE_URL: base, LLM_API_KEY: 'test-key-not-secret', LLM_MODEL: 'fake-1' });
    const u = await llm.register();
    const res = await llm.app.inject({ method: 'POST', url: '/api/chatbot/message/stream', headers: u.auth, payload: { message: 'How often is the satellite data updated?' } });
    const deltas = [...res.body.matchAll(/event: delta\ndata: (.*)\n/g)].map((m) => JSON.parse(m[1]!).text);
    expect(deltas).toEqual(['Basic gets ', 'updates every ', '15 minutes.']);
    const done = JSON.parse(/event: done\ndata: (.*)\n/.exec(res.body)![1]!);
    expect(done).toMatchObject({ role: 'assistant', content: 'Basic gets updates every 15 minutes.', citations: [{ kind: 'faq', href: '/support?faq=realtime' }] });
    const call = seen.at(-1)!;
    expect(call.auth).toBe('Bearer test-key-not-secret');
    expect(call.body).toMatchObject({ model: 'fake-1', stream: true });
    expect(call.body.messages[0]!.role).toBe('system');
    expect(call.body.messages[0]!.content).toMatch(/How often is the satellite data updated\?.*\/support\?faq=realtime/);
    expect(call.body.messages.at(-1)).toEqual({ role: 'user', content: 'How often is the satellite data updated?' });
  });

  it('falls back to the built-in answer when the provider fails', async () => {
    const llm = await startTestApp({ LLM_BASE_URL: `${base}/broken`, LLM_API_KEY: 'k' });
    const u = await llm.register();
    const a = await ask(llm, u.auth, 'Do I need a VR headset?');
    expect(a.content).toMatch(/^No\. Every VR experience/);
    expect(a.citations[0]!.href).toBe('/support?faq=vr');
  });
});
