import i18next from 'i18next';

/**
 * The app's side of the first paint (ADR 0007). The server paints the sign-in card or the signed-in shell into
 * #root before any script runs; React then replaces it. This module keeps what that paint carries over:
 *  - the painted shell's markup, shown again while the real shell's code is still loading;
 *  - the `cosmos_paint` cookie telling the server which paint, theme and language to use next time.
 *    It holds no secret: "in"/"out", "dark"/"light" and a language code.
 */
const COOKIE = 'cosmos_paint';
const YEAR_S = 365 * 24 * 3600;

let shellMarkup: string | undefined;

/** Call once, before React's first render replaces the painted markup. */
export function captureFirstPaint(root: HTMLElement) {
  if (root.querySelector('.fp-shell')) shellMarkup = root.innerHTML;
}

/** The painted shell's markup, until the real shell has rendered once. */
export const paintedShell = () => shellMarkup;
export const forgetPaintedShell = () => {
  shellMarkup = undefined;
};

let hint: { signedIn: boolean; dark: boolean } | undefined;
export const paintCookieValue = (h: { signedIn: boolean; dark: boolean }, lang: string) =>
  `${h.signedIn ? 'in' : 'out'}.${h.dark ? 'dark' : 'light'}.${(lang || 'en').slice(0, 2)}`;

function writeCookie() {
  if (!hint || typeof document === 'undefined') return;
  document.cookie = `${COOKIE}=${paintCookieValue(hint, i18next.language)}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax`;
}

/** Records the session state and theme the next first paint should show (the language follows i18next). */
export function rememberFirstPaint(next: { signedIn: boolean; dark: boolean }) {
  if (hint && next.signedIn === hint.signedIn && next.dark === hint.dark) return;
  hint = next;
  writeCookie();
}
i18next.on('languageChanged', writeCookie);
