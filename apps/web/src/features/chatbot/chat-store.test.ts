import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useChat } from './chat-store';

describe('chat store (spec §4)', () => {
  beforeEach(() => useChat.setState({ messages: [], typing: false, error: null, loaded: true, ticket: null }));

  it('is typing while the message is in flight, then appends the reply', async () => {
    let release!: () => void;
    const reply = { id: 'r1', role: 'assistant', content: 'Hi', citations: [], offerTicket: false, createdAt: '' };
    const sse = `event: delta\ndata: {"text":"Hi"}\n\nevent: done\ndata: ${JSON.stringify(reply)}\n\n`;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise(
            (resolve) =>
              (release = () =>
                resolve(new Response(sse, { status: 200, headers: { 'content-type': 'text/event-stream' } }))),
          ),
      ),
    );
    const p = useChat.getState().send('hello');
    expect(useChat.getState().typing).toBe(true);
    expect(useChat.getState().messages.map((m) => m.content)).toEqual(['hello']);
    release();
    await p;
    expect(useChat.getState().typing).toBe(false);
    expect(useChat.getState().messages.map((m) => m.content)).toEqual(['hello', 'Hi']);
  });

  it('shows streamed pieces as they arrive and replaces them with the stored reply', async () => {
    const reply = {
      id: 'r2',
      role: 'assistant',
      content: 'Basic gets updates every 15 minutes.',
      citations: [{ kind: 'faq', title: 'FAQ', href: '/support?faq=realtime' }],
      offerTicket: false,
      createdAt: '',
    };
    const enc = new TextEncoder();
    let push!: (s: string) => void;
    let end!: () => void;
    const body = new ReadableStream<Uint8Array>({
      start: (c) => {
        push = (s) => c.enqueue(enc.encode(s));
        end = () => c.close();
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { status: 200 })),
    );
    const p = useChat.getState().send('cadence?');
    await vi.waitFor(() => expect(push).toBeTypeOf('function'));
    push('event: delta\ndata: {"text":"Basic gets "}\n\n');
    await vi.waitFor(() => expect(useChat.getState().messages.at(-1)!.content).toBe('Basic gets '));
    expect(useChat.getState().typing).toBe(true);
    push(`event: delta\ndata: {"text":"updates every 15 minutes."}\n\nevent: done\ndata: ${JSON.stringify(reply)}\n\n`);
    end();
    await p;
    expect(useChat.getState().messages.map((m) => m.id)).toEqual([expect.stringMatching(/^local-/), 'r2']);
    expect(useChat.getState().messages[1]!.citations[0]!.href).toBe('/support?faq=realtime');
  });

  it('drops withdrawn pieces on a reset event and shows the replacement', async () => {
    const reply = {
      id: 'r3',
      role: 'assistant',
      content: 'Pro costs $29.99.',
      citations: [],
      offerTicket: false,
      createdAt: '',
    };
    const enc = new TextEncoder();
    let push!: (s: string) => void;
    let end!: () => void;
    const body = new ReadableStream<Uint8Array>({
      start: (c) => {
        push = (s) => c.enqueue(enc.encode(s));
        end = () => c.close();
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { status: 200 })),
    );
    const p = useChat.getState().send('pro?');
    await vi.waitFor(() => expect(push).toBeTypeOf('function'));
    push('event: delta\ndata: {"text":"Pro is a "}\n\n');
    await vi.waitFor(() => expect(useChat.getState().messages.at(-1)!.content).toBe('Pro is a '));
    push('event: reset\ndata: {}\n\n');
    await vi.waitFor(() => expect(useChat.getState().messages.map((m) => m.content)).toEqual(['pro?']));
    push('event: delta\ndata: {"text":"Pro costs $29.99."}\n\n');
    await vi.waitFor(() => expect(useChat.getState().messages.at(-1)!.content).toBe('Pro costs $29.99.'));
    push(`event: done\ndata: ${JSON.stringify(reply)}\n\n`);
    end();
    await p;
    expect(useChat.getState().messages.map((m) => m.content)).toEqual(['pro?', 'Pro costs $29.99.']);
  });

  it('stores the spec message on failure and stops typing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    await useChat.getState().send('hello');
    expect(useChat.getState()).toMatchObject({ typing: false, error: 'Failed to send message' });
  });
});
