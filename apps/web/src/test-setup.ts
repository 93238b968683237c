import { setLanguage } from './lib/i18n';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// `globalThis.localStorage?`: a few tests run in Node (`@vitest-environment node`, e.g. the ESLint rule's), without one.
afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear();
  setLanguage('en');
  globalThis.localStorage?.clear();
});
