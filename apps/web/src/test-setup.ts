import { setLanguage } from './lib/i18n';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
  setLanguage('en');
  localStorage.clear();
});
