import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import {
  captureFirstPaint,
  forgetPaintedShell,
  forgetTypedSignIn,
  paintCookieValue,
  paintedShell,
  rememberFirstPaint,
  typedSignIn,
} from './first-paint';
import './i18n';

const root = () => document.getElementById('root')!;
const paint = (html: string) => {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  return root();
};

afterEach(() => {
  forgetTypedSignIn();
  forgetPaintedShell();
  document.body.innerHTML = '';
});

describe('what the server-painted page hands to the app', () => {
  it('keeps what was typed into the painted sign-in card and which field had focus, then stops taking typing', () => {
    const el = paint(
      '<main class="fp-auth"><input id="fp-email" type="email"><input id="fp-password" type="password"></main>',
    );
    const email = document.getElementById('fp-email') as HTMLInputElement;
    const password = document.getElementById('fp-password') as HTMLInputElement;
    email.value = 'ada@example.test';
    password.value = 'Analytical-engine-1843';
    password.focus();
    captureFirstPaint(el);
    expect(typedSignIn()).toEqual({
      email: 'ada@example.test',
      password: 'Analytical-engine-1843',
      focused: 'password',
    });
    expect(email.readOnly && password.readOnly).toBe(true);
    forgetTypedSignIn();
    expect(typedSignIn()).toEqual({ email: '', password: '' });
  });

  it("keeps the painted shell's markup until the real shell has rendered", () => {
    const el = paint('<div class="fp-shell"><h1 class="fp-h4">Mission Control Dashboard</h1></div>');
    captureFirstPaint(el);
    expect(paintedShell()).toContain('Mission Control Dashboard');
    forgetPaintedShell();
    expect(paintedShell()).toBeUndefined();
  });

  it('captures nothing from the plain loading line', () => {
    captureFirstPaint(paint('<p class="boot">Cosmos is loading…</p>'));
    expect(paintedShell()).toBeUndefined();
    expect(typedSignIn()).toEqual({ email: '', password: '' });
  });
});

describe('the cookie that picks the next first paint', () => {
  const cookie = () => /(?:^|; )cosmos_paint=([^;]*)/.exec(document.cookie)?.[1];

  it('holds only the session state, the theme and the language, in the form the server reads', () => {
    expect(paintCookieValue({ signedIn: true, dark: false }, 'de')).toBe('in.light.de');
    expect(paintCookieValue({ signedIn: false, dark: true }, '')).toBe('out.dark.en');
    rememberFirstPaint({ signedIn: true, dark: true });
    expect(cookie()).toBe(`in.dark.${i18next.language.slice(0, 2)}`);
    rememberFirstPaint({ signedIn: false, dark: false });
    expect(cookie()).toBe(`out.light.${i18next.language.slice(0, 2)}`);
  });

  it('follows a change of language', async () => {
    rememberFirstPaint({ signedIn: true, dark: true });
    await i18next.changeLanguage('fr');
    expect(cookie()).toBe('in.dark.fr');
    await i18next.changeLanguage('en');
    expect(cookie()).toBe('in.dark.en');
  });
});
