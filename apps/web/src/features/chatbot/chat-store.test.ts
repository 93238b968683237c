import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useChat } from './chat-store';

describe('chat store (spec §4)', () => {
  beforeEach(() => useChat.setState({ messages: [], typing: false, error: null, loaded: true, ticket: null }));

  it('is typing while the message is in flight, then appends the reply', async () => {
    let release!: () => void;
    const reply = { id: 'r1', role: 'assistant', content: 'Hi', citations: [], offerTicket: false, createdAt: '' };
    vi.stubGlobal('fetch', vi.fn(() => new Promise((resolve) => (release = () => resolve(new Response(JSON.stringify(reply), { status: 200 }))))));
    const p = useChat.getState().send('hello');
    expect(useChat.getState().typing).toBe(true);
    expect(useChat.getState().messages.map((m) => m.content)).toEqual(['hello']);
    release();
    await p;
    expect(useChat.getState().typing).toBe(false);
    expect(useChat.getState().messages.map((m) => m.content)).toEqual(['hello', 'Hi']);
  });

  it('stores the spec message on failure and stops typing', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 500 })));
    await useChat.getState().send('hello');
    expect(useChat.getState()).toMatchObject({ typing: false, error: 'Failed to send message' });
  });
});
