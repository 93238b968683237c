import type { ChatConversation, ChatMessage, Ticket } from '@cosmos/contracts';
import { create } from 'zustand';
import { api } from '../../lib/api';

const FAIL = 'Failed to send message'; // spec §8

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

export const useChat = create<ChatState>((set, get) => ({
  messages: [],
  typing: false,
  error: null,
  loaded: false,
  ticket: null,

  async load() {
    if (get().loaded) return;
    try {
      const c = await api<ChatConversation>('/api/chatbot/conversation', { failMessage: 'Failed to load the conversation' });
      set({ messages: c.messages, loaded: true });
    } catch (err) {
      set({ error: (err as Error).message });
    }
  },

  async send(text) {
    const message = text.trim();
    if (!message || get().typing) return;
    const mine: ChatMessage = { id: `local-${Date.now()}`, role: 'user', content: message, citations: [], offerTicket: false, createdAt: new Date().toISOString() };
    set((s) => ({ messages: [...s.messages, mine], typing: true, error: null, ticket: null }));
    try {
      const reply = await api<ChatMessage>('/api/chatbot/message', { method: 'POST', body: { message }, failMessage: FAIL });
      set((s) => ({ messages: [...s.messages, reply], typing: false }));
    } catch (err) {
      set({ typing: false, error: (err as Error).message });
    }
  },

  async openTicket() {
    try {
      const ticket = await api<Ticket>('/api/chatbot/ticket', { method: 'POST', body: {}, failMessage: 'Failed to create ticket' });
      set({ ticket });
    } catch (err) {
      set({ error: (err as Error).message });
    }
  },

  async reset() {
    await api('/api/chatbot/conversation', { method: 'DELETE', failMessage: FAIL }).catch(() => undefined);
    set({ messages: [], ticket: null, error: null });
  },
}));
