import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../../../lib/i18n';
import { signUpLanguage } from './RegisterPage';

describe('signUpLanguage (issue 19)', () => {
  afterEach(() => setLanguage('en'));

  it('is the interface language the sign-up form is shown in', () => {
    setLanguage('de');
    expect(signUpLanguage()).toBe('de');
    setLanguage('ja');
    expect(signUpLanguage()).toBe('ja');
  });

  it('sends nothing for a language the server does not know (the account keeps the default)', async () => {
    await i18n.changeLanguage('cimode');
    expect(signUpLanguage()).toBeUndefined();
  });
});
