import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { MAX_TOOL_CALLS_PER_TURN } from './llm-answer.ts';
import { cardOnFile } from '../../../test/factories.ts';

const t = await startTestApp();
const { app } = t;

type Reply = { content: string; citations: { kind: string; title: string; href: string }[]; offerTicket: boolean };
async function ask(a: TestApp, auth: Record<string, string>, message: string) {
  const res = await a.app.inject({ method: 'POST', url: '/api/chatbot/message', headers: auth, payload: { message } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Reply;
}
const located = await t.register();
await app.inject({
  method: 'PUT',
  url: '/api/auth/profile',
  headers: located.auth,
  payload: { firstName: 'Ada', lastName: 'L', latitude: 38.72, longitude: -9.14 },
});

describe('the assistant answers from the right source, with links', () => {
  it.each([
    ['What plans do you have and what do they cost?', '/subscription-plans', /Basic Explorer costs \$9\.99 per month/],
    ['How do I reset my password?', '/docs/security#reset-your-password', /Forgot password\?/],
    [
      'When is the next full moon?',
      '/',
      /The next full moon is on \w+day \d+ \w+ 20\d\d at \d\d:\d\d \(Europe\/Lisbon\)\./,
    ],
    [
      'Where is the ISS right now?',
      '/data-visualization?object=sat-25544',
      // From the asker's place first; the point on Earth below only when asked "over where".
      /^ISS.* is (above|below) the horizon now \(.*\): -?\d+°( up)?, (towards )?azimuth \d+°\./,
    ],
    [
      'Over where is the ISS right now?',
      '/data-visualization?object=sat-25544',
      /ISS.* is straight overhead at \d+\.\d° [NS], \d+\.\d° [EW]\./,
    ],
    ['Which formats can I export?', '/support?faq=formats', /JSON, CSV or XML/],
  ])('%s → %s', async (q, href, text) => {
    const a = await ask(t, located.auth, q);
    expect(a.citations[0]!.href).toBe(href);
    expect(a.content).toMatch(text);
    expect(a.offerTicket).toBe(false);
  });

  it('answers are whole sentences: nothing is cut mid-word', async () => {
    const a = await ask(t, located.auth, 'What plans do you have?');
    expect(a.content).toContain('24/7 dedicated support');
    expect(a.content).toMatch(/\.$/);
  });

  it('asks for a location instead of guessing, and says how to set it', async () => {
    const u = await t.register();
    const a = await ask(t, u.auth, 'When can I see the space station pass overhead?');
    expect(a.content).toMatch(/Your location is not set/);
    expect(a.citations[0]!.href).toBe('/docs/getting-started#set-your-location');
  });

  it('says it does not know, and offers a ticket, for questions outside the portal', async () => {
    const a = await ask(t, located.auth, 'Who won the world cup?');
    expect(a.content).toMatch(/^I don't know|I can't answer that/);
    expect(a.offerTicket).toBe(true);
  });
});

describe('follow-ups refer to the previous turn of the same user', () => {
  it('"and the one after?" gives the following full moon', async () => {
    const u = await t.register();
    const first = await ask(t, u.auth, 'When is the next full moon?');
    const second = await ask(t, u.auth, 'and the one after?');
    expect(second.content).toMatch(/^The one after that full moon is on/);
    const date = (s: string) => Date.parse(/on \w+day (\d+ \w+ \d{4})/.exec(s)![1]!);
    const gap = (date(second.content) - date(first.content)) / 86_400_000;
    expect(gap).toBeGreaterThanOrEqual(29);
    expect(gap).toBeLessThanOrEqual(30);
  });

  it('"how much is it per year?" after a plan question', async () => {
    const u = await t.register();
    await ask(t, u.auth, 'How much is the Pro plan?');
    expect((await ask(t, u.auth, 'How much is it per year?')).content).toContain('$359.88 per year');
  });

  it('another user’s conversation is not a context: their follow-up starts fresh', async () => {
    const a = await t.register();
    const b = await t.register();
    await ask(t, a.auth, 'When is the next full moon?');
    const r = await ask(t, b.auth, 'and the one after?');
    expect(r.content).not.toMatch(/full moon/);
  });
});

describe('account answers: the asker’s own data, never another user’s', () => {
  it('plan, invoices, keys and tickets of the asker only', async () => {
    const alice = await t.register();
    const bob = await t.register();
    await cardOnFile(t.db, alice.user.id);
    await app.inject({
      method: 'POST',
      url: '/api/subscription/change',
      headers: alice.auth,
      payload: { planId: 'enterprise' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: alice.auth,
      payload: { name: 'alice-secret-key' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/support/tickets',
      headers: alice.auth,
      payload: { subject: 'Alice private matter', description: 'x', category: 'general', priority: 'normal' },
    });

    const mine = await ask(t, alice.auth, 'What plan am I on?');
    expect(mine.content).toMatch(/^You are on the Enterprise Mission plan at \$99\.99 per month/);
    const invoice = await ask(t, alice.auth, 'Show me my last invoice');
    expect(invoice.content).toMatch(/^Your last invoice is INV-/);
    expect(invoice.citations[0]!.href).toMatch(/^\/api\/subscription\/invoices\/[0-9a-f-]+\/pdf$/);
    const pdf = await app.inject({ url: invoice.citations[0]!.href, headers: alice.auth });
    expect(pdf.statusCode).toBe(200);
    expect((await ask(t, alice.auth, 'which api keys do I have')).content).toContain('alice-secret-key');
    expect((await ask(t, alice.auth, 'status of my tickets')).content).toContain('Alice private matter');

    const all = [
      await ask(t, bob.auth, 'What plan am I on?'),
      await ask(t, bob.auth, 'Show me my last invoice'),
      await ask(t, bob.auth, 'which api keys do I have'),
      await ask(t, bob.auth, 'status of my tickets'),
      await ask(t, bob.auth, 'how much of my quota have I used'),
    ];
    const text = JSON.stringify(all);
    for (const secret of ['Enterprise Mission plan at', 'alice-secret-key', 'Alice private matter', 'INV-'])
      expect(text).not.toContain(secret);
    expect(all[0]!.content).toMatch(/^You are on the Basic Explorer plan/);
    // Bob cannot fetch Alice's PDF through the link either.
    expect((await app.inject({ url: invoice.citations[0]!.href, headers: bob.auth })).statusCode).toBe(404);
  });
});

describe('conversation and hand-off', () => {
  it('keeps the conversation per user, opens a ticket with it attached, clears it', async () => {
    const u = await t.register();
    const other = await t.register();
    await ask(t, u.auth, 'What is the meaning of the blue widget?');
    const conv = (await app.inject({ url: '/api/chatbot/conversation', headers: u.auth })).json();
    expect(conv.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect((await app.inject({ url: '/api/chatbot/conversation', headers: other.auth })).json()).toEqual({
      messages: [],
    });

    const tk = await app.inject({ method: 'POST', url: '/api/chatbot/ticket', headers: u.auth, payload: {} });
    expect(tk.statusCode).toBe(201);
    expect(tk.json().subject).toBe('Assistant: What is the meaning of the blue widget?');
    const detail = (await app.inject({ url: `/api/support/tickets/${tk.json().id}`, headers: u.auth })).json();
    expect(detail.description).toMatch(
      /Me \(.*\): What is the meaning of the blue widget\?[\s\S]*Assistant \(.*\): I don't know/,
    );

    expect(
      (await app.inject({ method: 'POST', url: '/api/chatbot/ticket', headers: other.auth, payload: {} })).statusCode,
    ).toBe(400);
    await app.inject({ method: 'DELETE', url: '/api/chatbot/conversation', headers: u.auth });
    expect((await app.inject({ url: '/api/chatbot/conversation', headers: u.auth })).json()).toEqual({ messages: [] });
  });

  it('validates the message and requires a token', async () => {
    const u = await t.register();
    const bad = await app.inject({
      method: 'POST',
      url: '/api/chatbot/message',
      headers: u.auth,
      payload: { message: '   ' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('message');
    expect(
      (await app.inject({ method: 'POST', url: '/api/chatbot/message', payload: { message: 'hi' } })).statusCode,
    ).toBe(401);
    expect((await app.inject({ url: '/api/chatbot/conversation' })).statusCode).toBe(401);
  });

  it('streams the answer as server-sent events', async () => {
    const u = await t.register();
    const res = await app.inject({
      method: 'POST',
      url: '/api/chatbot/message/stream',
      headers: u.auth,
      payload: { message: 'Do I need a VR headset?' },
    });
    expect(res.headers['content-type']).toContain('text/event-stream');
    expect(res.body).toMatch(/event: delta\ndata: \{"text":"No\. Every VR experience/);
    const done = JSON.parse(/event: done\ndata: (.*)\n/.exec(res.body)![1]!);
    expect(done).toMatchObject({ role: 'assistant' });
    expect(done.citations[0].href).toMatch(/vr/);
  });
});

// A local fake of an OpenAI-compatible endpoint with function calling. Each test queues the replies it wants.
const seen: {
  auth?: string;
  body: {
    model: string;
    tools?: { function: { name: string } }[];
    messages: { role: string; content: string | null; tool_call_id?: string }[];
  };
}[] = [];
let script: (object | 'fail')[] = [];
const fake: Server = createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', () => {
    seen.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
    if (req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
    const next = script.shift() ?? { content: 'out of script' };
    if (next === 'fail') return void res.writeHead(500).end('upstream broke');
    const body = seen.at(-1)!.body as { stream?: boolean };
    if (!body.stream)
      return void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ choices: [{ message: next }] }));
    void streamReply(res, next as ScriptedMessage);
  });
});
type ScriptedMessage = {
  content: string | null;
  tool_calls?: { id: string; function: { name: string; arguments: string } }[];
};
/** As OpenAI-compatible providers stream: the reply a few words per chunk, each tool call in fragments, then [DONE]. */
async function streamReply(res: import('node:http').ServerResponse, m: ScriptedMessage) {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  const chunk = (delta: object) => res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta }] })}\n\n`);
  const pause = () => new Promise((r) => setTimeout(r, 5));
  for (const [index, c] of (m.tool_calls ?? []).entries()) {
    chunk({ tool_calls: [{ index, id: c.id, type: 'function', function: { name: c.function.name, arguments: '' } }] });
    const a = c.function.arguments;
    for (let i = 0; i < a.length; i += 7)
      chunk({ tool_calls: [{ index, function: { arguments: a.slice(i, i + 7) } }] });
  }
  for (const piece of (m.content ?? '').match(/\S+\s*/g) ?? []) {
    chunk({ content: piece });
    await pause();
  }
  res.end('data: [DONE]\n\n');
}
await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
afterAll(() => new Promise<void>((r) => fake.close(() => r())));
const base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
/** The model's typed query (AssistantQuery): the price of Pro, in the given language. */
const callPlans = (_question: string, language?: string) => ({
  content: null,
  tool_calls: [
    {
      id: 'call_1',
      type: 'function',
      function: {
        name: 'portal_query',
        arguments: JSON.stringify({ intent: 'plans.price', objects: [{ kind: 'plan', id: 'pro' }], language }),
      },
    },
  ],
});

describe('language-model provider (a local fake OpenAI-compatible endpoint with function calling)', async () => {
  // One app for the scripted cases: PGlite start-up is the slow part of these tests.
  const llm = await startTestApp({ LLM_BASE_URL: base, LLM_API_KEY: 'test-key-not-secret', LLM_MODEL: 'fake-1' });
  it('offers one function per source, runs the one the model calls, and keeps a reply grounded in its result', async () => {
    const u = await llm.register();
    script = [callPlans('How much is Pro Navigator?'), { content: 'Pro Navigator is $29.99 a month.' }];
    const a = await ask(llm, u.auth, 'what does pro cost?');
    expect(a.content).toBe('Pro Navigator is $29.99 a month.');
    expect(a.citations[0]!.href).toBe('/subscription-plans');
    const [first, second] = seen.slice(-2);
    expect(first!.auth).toBe('Bearer test-key-not-secret');
    expect(first!.body.tools!.map((x) => x.function.name)).toEqual(['portal_query']);
    const toolMessage = second!.body.messages.find((m) => m.role === 'tool')!;
    expect(toolMessage.tool_call_id).toBe('call_1');
    expect(JSON.parse(toolMessage.content!).answer).toMatch(/Pro Navigator costs \$29\.99 per month/);
  });

  it('discards a reply that states a number no tool returned, and answers from the tool instead', async () => {
    const u = await llm.register();
    script = [callPlans('How much is Pro Navigator?'), { content: 'Pro Navigator is $19.99 a month.' }];
    const a = await ask(llm, u.auth, 'how much is the pro plan?');
    expect(a.content).toMatch(/^Pro Navigator costs \$29\.99 per month/);
  });

  it('a Spanish question gets Spanish tool output, and a reply with its decimal-comma figures is kept', async () => {
    const u = await llm.register(); // Settings English: the question's language decides
    script = [callPlans('How much is Pro Navigator?', 'es'), { content: 'Pro Navigator cuesta 29,99 US$ al mes.' }];
    const a = await ask(llm, u.auth, '¿Cuánto cuesta el plan Pro?');
    expect(a.content).toBe('Pro Navigator cuesta 29,99 US$ al mes.');
    const toolMessage = seen.at(-1)!.body.messages.find((m) => m.role === 'tool')!;
    expect(JSON.parse(toolMessage.content!).answer).toMatch(/^Pro Navigator cuesta 29,99\u00a0US\$ al mes/);

    script = [callPlans('How much is Pro Navigator?', 'es'), { content: 'Pro Navigator cuesta 19,99 US$ al mes.' }];
    const made = await ask(llm, u.auth, '¿Cuánto cuesta el plan Pro?');
    expect(made.content).toMatch(/^Pro Navigator cuesta 29,99\u00a0US\$ al mes/); // the built-in answer, in Spanish
  });

  it('discards a reply made without any tool', async () => {
    const u = await llm.register();
    script = [{ content: 'The next full moon is on 1 January.' }];
    const a = await ask(llm, u.auth, 'When is the next full moon?');
    expect(a.content).toMatch(/^The next full moon is on \w+day/);
  });

  it('falls back to the built-in answer when the provider fails', async () => {
    const u = await llm.register();
    script = ['fail'];
    const a = await ask(llm, u.auth, 'Do I need a VR headset?');
    expect(a.content).toMatch(/^No\. Every VR experience/);
  });

  it('streams the model reply as it is written: several delta events that add up to the stored answer', async () => {
    const u = await llm.register();
    const words = 'Pro Navigator is $29.99 a month, billed monthly, and you can cancel at any time.';
    script = [callPlans('How much is Pro Navigator?'), { content: words }];
    const res = await llm.app.inject({
      method: 'POST',
      url: '/api/chatbot/message/stream',
      headers: u.auth,
      payload: { message: 'what does pro cost?' },
    });
    expect(seen.at(-1)!.body).toMatchObject({ stream: true });
    const deltas = [...res.body.matchAll(/event: delta\ndata: (.*)\n/g)].map((m) => JSON.parse(m[1]!).text as string);
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join('')).toBe(words);
    expect(res.body).not.toContain('event: reset');
    const done = JSON.parse(/event: done\ndata: (.*)\n/.exec(res.body)![1]!);
    expect(done.content).toBe(words);
  });

  it('N12: a function named "constructor" is an unknown function, not a crash: the turn goes on', async () => {
    const u = await llm.register();
    const call = (name: string) => ({
      content: null,
      tool_calls: [{ id: 'call_x', type: 'function', function: { name, arguments: '{}' } }],
    });
    script = [
      call('constructor'),
      callPlans('How much is Pro Navigator?'),
      { content: 'Pro Navigator is $29.99 a month.' },
    ];
    const a = await ask(llm, u.auth, 'what does pro cost?');
    // Without the own-property lookup the path threw and the built-in answer ("Pro Navigator costs…") was used.
    expect(a.content).toBe('Pro Navigator is $29.99 a month.');
    const toolOut = seen.at(-2)!.body.messages.find((m) => m.role === 'tool')!;
    expect(JSON.parse(toolOut.content!).error).toMatch(/unknown function constructor/);
  });

  it('the model fills the typed query and nothing overrides it: a sky query worded like a plan question is answered from the sky', async () => {
    const u = await llm.register();
    const query = { intent: 'sky.phase', phase: 'full', time: { from: '2026-01-01T00:00:00Z' } };
    script = [
      {
        content: null,
        tool_calls: [
          { id: 'c1', type: 'function', function: { name: 'portal_query', arguments: JSON.stringify(query) } },
        ],
      },
      { content: 'It is on Saturday 3 January 2026.' },
    ];
    // The words ask about prices; the model's query asks about the full moon, and that query is what runs.
    await ask(llm, u.auth, 'how much does the pro plan cost?');
    const out = JSON.parse(seen.at(-1)!.body.messages.find((m) => m.role === 'tool')!.content!);
    expect(out.answer).toMatch(/^The next full moon is on Saturday 3 January 2026/); // USNO: 2026-01-03 10:03 UT
    script = [
      {
        content: null,
        tool_calls: [
          { id: 'c2', type: 'function', function: { name: 'portal_query', arguments: '{"intent":"sky.nowhere"}' } },
        ],
      },
      { content: 'Sorry.' },
    ];
    await ask(llm, u.auth, 'where?');
    const bad = JSON.parse(seen.at(-1)!.body.messages.find((m) => m.role === 'tool')!.content!);
    expect(bad.error).toBe('invalid query');
    expect(bad.issues[0]).toMatch(/^intent:/);
  });

  it('N12: at most MAX_TOOL_CALLS_PER_TURN function calls run in one turn', async () => {
    const u = await llm.register();
    const many = Array.from({ length: 40 }, (_, i) => ({
      id: `call_${i}`,
      type: 'function',
      function: {
        name: 'portal_query',
        arguments: JSON.stringify({ intent: 'plans.price', objects: [{ kind: 'plan', id: 'pro' }] }),
      },
    }));
    script = [{ content: null, tool_calls: many }, { content: 'Pro Navigator is $29.99 a month.' }];
    await ask(llm, u.auth, 'what does pro cost?');
    const outputs = seen
      .at(-1)!
      .body.messages.filter((m) => m.role === 'tool')
      .map((m) => JSON.parse(m.content!));
    expect(outputs).toHaveLength(40); // every call is answered, so the conversation stays valid
    expect(outputs.filter((o) => 'answer' in o)).toHaveLength(MAX_TOOL_CALLS_PER_TURN);
    expect(outputs.filter((o) => o.error === 'too many calls')).toHaveLength(40 - MAX_TOOL_CALLS_PER_TURN);
  });

  it('N12: links in the model text that leave the portal are dropped, its own pages are kept (stored and streamed)', async () => {
    const u = await llm.register();
    const text =
      'Pro Navigator is $29.99 a month. [Pay now](https://evil.example/pay) or compare [the plans](/subscription-plans), or log in at https://evil.example/login to renew.';
    script = [callPlans('How much is Pro Navigator?'), { content: text }];
    const a = await ask(llm, u.auth, 'what does pro cost?');
    expect(a.content).toBe(
      'Pro Navigator is $29.99 a month. Pay now or compare [the plans](/subscription-plans), or log in at to renew.',
    );
    script = [callPlans('How much is Pro Navigator?'), { content: text }];
    const res = await llm.app.inject({
      method: 'POST',
      url: '/api/chatbot/message/stream',
      headers: u.auth,
      payload: { message: 'what does pro cost?' },
    });
    const deltas = [...res.body.matchAll(/event: delta\ndata: (.*)\n/g)].map((m) => JSON.parse(m[1]!).text as string);
    expect(res.body).not.toContain('evil.example');
    expect(deltas.join('')).toBe(a.content);
  });

  it('withdraws a streamed reply once it states a number no tool returned, and sends the built-in answer', async () => {
    const u = await llm.register();
    script = [
      callPlans('How much is Pro Navigator?'),
      { content: 'Pro Navigator is a good plan; it costs $19.99 a month.' },
    ];
    const res = await llm.app.inject({
      method: 'POST',
      url: '/api/chatbot/message/stream',
      headers: u.auth,
      payload: { message: 'how much is the pro plan?' },
    });
    const events = [...res.body.matchAll(/event: (\w+)\n/g)].map((m) => m[1]);
    expect(events.indexOf('reset')).toBeGreaterThan(0); // after at least one grounded piece
    expect(res.body).not.toContain('19.99');
    const afterReset = res.body.slice(res.body.indexOf('event: reset'));
    expect(afterReset).toMatch(/event: delta\ndata: \{"text":"Pro Navigator costs \$29\.99 per month/);
  });
});
