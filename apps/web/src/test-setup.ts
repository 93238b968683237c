import { loadLanguage, setLanguage, TRANSLATED } from './lib/i18n';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { useChat } from './features/chatbot/chat-store';
import { useNotifications } from './features/notifications/notifications-store';
import { useSupport } from './features/support/support-store';
import { useCurrentTeamId } from './features/teams/current-team';
import { useVizStore } from './features/visualization/store';
import { useVr } from './features/vr/vr-store';
import { useAuth } from './lib/auth/auth-store';
import { useSocketState } from './lib/socket';

// Languages other than English are lazy chunks in the app; tests switch languages synchronously, so load them all first.
beforeAll(() => Promise.all(TRANSLATED.map(loadLanguage)));

// Test files share their worker's modules (vite.config.ts, isolate: false), so every store goes back to its
// initial state, actions included (a test may replace one), after each test.
const STORES = [useAuth, useChat, useNotifications, useSupport, useCurrentTeamId, useVizStore, useVr, useSocketState];

// `globalThis.localStorage?`: a few tests run in Node (`@vitest-environment node`, e.g. the ESLint rule's), without one.
afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear();
  setLanguage('en');
  globalThis.localStorage?.clear();
  for (const store of STORES)
    (store as { setState(s: unknown, replace: true): void; getInitialState(): unknown }).setState(
      store.getInitialState(),
      true,
    );
});
