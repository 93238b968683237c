import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import {
  captureFirstPaint,
  forgetPaintedShell,
  paintCookieValue,
  paintedShell,
  rememberFirstPaint,
} from './first-paint';
import './i18n';

const root = () => document.getElementById('root')!;
const paint = (html: string) => {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  return root();
};

afterEach(() => {
  forgetPaintedShell();
  document.body.innerHTML = '';
});

describe('what the server-painted page hands to the app', () => {
  it("keeps the painted shell's markup until the real shell has rendered", () => {
    const el = paint('<div class="fp-shell"><h1 class="fp-h4">Mission Control Dashboard</h1></div>');
    captureFirstPaint(el);
    expect(paintedShell()).toContain('Mission Control Dashboard');
    forgetPaintedShell();
    expect(paintedShell()).toBeUndefined();
  });

  it('captures nothing from the plain loading line or the sign-in card', () => {
    captureFirstPaint(paint('<p class="boot">Cosmos is loading…</p>'));
    expect(paintedShell()).toBeUndefined();
    captureFirstPaint(paint('<main class="fp-auth"><h1>Sign In</h1></main>'));
    expect(paintedShell()).toBeUndefined();
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
