import { loadLanguage, setLanguage, TRANSLATED } from './lib/i18n';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// Languages other than English are lazy chunks in the app; tests switch languages synchronously, so load them all first.
beforeAll(() => Promise.all(TRANSLATED.map(loadLanguage)));

// `globalThis.localStorage?`: a few tests run in Node (`@vitest-environment node`, e.g. the ESLint rule's), without one.
afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear();
  setLanguage('en');
  globalThis.localStorage?.clear();
});
