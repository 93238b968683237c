import type { ChatMessage, Ticket } from '@cosmos/contracts';
import { create } from 'zustand';
import { chatbotCalls } from '../../lib/api/queries/chatbot';
import { i18n } from '../../lib/i18n';

/** spec §8; read when used, so it follows the interface language. */
const fail = () => i18n.t('chatbot:sendFailed');

export interface ChatState {
  messages: ChatMessage[];
  /** Spec §4: true while a message is in flight. */
  typing: boolean;
  error: string | null;
  loaded: boolean;
  ticket: Ticket | null;
  load(): Promise<void>;
  send(text: string): Promise<void>;
  openTicket(): Promise<void>;
  reset(): Promise<void>;
}

/** Reads `event:`/`data:` frames; resolves with the `done` message, throws on `error` or a cut stream. */
/** Reads the answer stream: `delta` pieces, `reset` (the pieces so far are withdrawn), then `done`. */
export async function readStream(
  res: Response,
  onDelta: (text: string) => void,
  onReset: () => void = () => undefined,
): Promise<ChatMessage> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffer += decoder.decode(value, { stream: true });
    let sep: number;
    while ((sep = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, sep);
      buffer = buffer.slice(sep + 2);
      const event = /^event: (.*)$/m.exec(frame)?.[1];
      const data = /^data: (.*)$/m.exec(frame)?.[1];
      if (!event || data === undefined) continue;
      if (event === 'delta') onDelta((JSON.parse(data) as { text: string }).text);
      else if (event === 'reset') onReset();
      else if (event === 'done') return JSON.parse(data) as ChatMessage;
      else if (event === 'error') throw new Error(fail());
    }
    if (done) throw new Error(fail());
  }
}

export const useChat = create<ChatState>((set, get) => ({
  messages: [],
  typing: false,
  error: null,
  loaded: false,
  ticket: null,

  async load() {
    if (get().loaded) return;
    try {
      const c = await chatbotCalls.conversation(i18n.t('chatbot:loadFailed'));
      set({ messages: c.messages, loaded: true });
    } catch (err) {
      set({ error: (err as Error).message });
    }
  },

  async send(text) {
    const message = text.trim();
    if (!message || get().typing) return;
    const mine: ChatMessage = {
      id: `local-${Date.now()}`,
      role: 'user',
      content: message,
      citations: [],
      offerTicket: false,
      createdAt: new Date().toISOString(),
    };
    set((s) => ({ messages: [...s.messages, mine], typing: true, error: null, ticket: null }));
    const draftId = `draft-${Date.now()}`;
    try {
      // Server-sent events: `delta` pieces (a model's reply arrives as it is written), then `done`.
      const res = await chatbotCalls.stream(message, fail());
      const reply = await readStream(
        res,
        (text) =>
          set((s) => {
            const draft = s.messages.find((m) => m.id === draftId);
            if (draft)
              return { messages: s.messages.map((m) => (m.id === draftId ? { ...m, content: m.content + text } : m)) };
            return {
              messages: [
                ...s.messages,
                {
                  id: draftId,
                  role: 'assistant',
                  content: text,
                  citations: [],
                  offerTicket: false,
                  createdAt: new Date().toISOString(),
                },
              ],
            };
          }),
        // A withdrawn reply disappears before its replacement arrives.
        () => set((s) => ({ messages: s.messages.filter((m) => m.id !== draftId) })),
      );
      set((s) => ({ messages: [...s.messages.filter((m) => m.id !== draftId), reply], typing: false }));
    } catch (err) {
      set((s) => ({
        messages: s.messages.filter((m) => m.id !== draftId),
        typing: false,
        error: err instanceof Error && err.name !== 'SyntaxError' ? err.message : fail(),
      }));
    }
  },

  async openTicket() {
    try {
      const ticket = await chatbotCalls.openTicket(i18n.t('chatbot:ticketFailed'));
      set({ ticket });
    } catch (err) {
      set({ error: (err as Error).message });
    }
  },

  async reset() {
    await chatbotCalls.reset(fail()).catch(() => undefined);
    set({ messages: [], ticket: null, error: null });
  },
}));
